/** The cipher every part of the envelope uses, and how decryption fails (envelope.ts, envelope-stream.ts). */

export const ALGORITHM = 'aes-256-gcm';
export const IV_BYTES = 12;
export const TAG_BYTES = 16;

export type DecryptionFailure =
  /** The wrapped key names a master key this server does not have. */
  | 'unknown-master-key'
  /** Not something this module wrote (bad length, version or header). */
  | 'malformed'
  /** The wrapped data key, or its context, was changed, or it was wrapped by another key with the same id. */
  | 'key-unwrap-failed'
  /** A value's or a chunk's ciphertext or tag was changed, reordered, or moved from another item. */
  | 'authentication-failed'
  /** A stream ends before its final chunk. */
  | 'truncated';

/** Every way decryption fails; `reason` says which, for the log. The message never contains key material. */
export class DecryptionError extends Error {
  override name = 'DecryptionError';
  constructor(
    readonly reason: DecryptionFailure,
    message: string,
  ) {
    super(message);
  }
}
