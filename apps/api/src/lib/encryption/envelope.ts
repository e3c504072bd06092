import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Transform } from 'node:stream';
import { ALGORITHM, DecryptionError, IV_BYTES, TAG_BYTES } from './envelope-format';
import { DEFAULT_CHUNK_SIZE_LOG2, DecryptStream, EncryptStream } from './envelope-stream';
import type { Keyring, MasterKey } from './master-key';

export { DecryptionError, type DecryptionFailure } from './envelope-format';
export { DEFAULT_CHUNK_SIZE_LOG2 } from './envelope-stream';

/**
 * Envelope encryption, as cloud KMS guidance describes it: every item (a file, a note) gets its own random
 * AES-256-GCM data key; the data key is stored beside the item only in wrapped form, encrypted by a master key
 * that never leaves the server's memory. A copy of the database or of the blobs alone reveals nothing, rotating
 * the master key re-wraps the small data keys without touching the items, and every read is authenticated:
 * any changed byte, in the item or its wrapped key, is an error, never altered plaintext.
 *
 * A `context` names what a key belongs to (`documents:<id>`); it is bound into every authentication tag, so a
 * wrapped key or ciphertext copied onto another record fails to open there.
 */

const DATA_KEY_BYTES = 32;
const KEY_ID_BYTES = 8;
const WRAP_VERSION = 1;
/** version | master key id | iv | wrapped data key | tag */
const WRAPPED_BYTES = 1 + KEY_ID_BYTES + IV_BYTES + DATA_KEY_BYTES + TAG_BYTES;

const VALUE_PREFIX = 'v1';

/** One item's data key, unwrapped in memory. */
export interface DataKey {
  readonly context: string;
  /** Encrypts a small value in one piece (random IV, tag appended). */
  encrypt(plaintext: Buffer): Buffer;
  /** The reverse of `encrypt`; throws DecryptionError on any change. */
  decrypt(ciphertext: Buffer): Buffer;
  /** Plaintext in, chunked authenticated ciphertext out; memory stays at about one chunk. */
  encryptStream(options?: { chunkSizeLog2?: number }): Transform;
  /**
   * Ciphertext in, plaintext out, a chunk at a time. A changed, reordered or missing chunk makes the stream
   * error (DecryptionError) at that chunk, so callers that must not send a partial result authenticate the whole
   * stream first (e.g. piping it to a sink) and only then stream it to the reader.
   */
  decryptStream(): Transform;
}

export interface Envelope {
  /** A fresh data key for one item, and the same key wrapped by the current master key, to store with the item. */
  createDataKey(context: string): { dataKey: DataKey; wrappedKey: string };
  /** The item's data key from its stored wrapped form; throws DecryptionError. */
  unwrap(wrappedKey: string, context: string): DataKey;
  /** The same data key wrapped by the current master key (key rotation); the item itself is untouched. */
  rewrap(wrappedKey: string, context: string): string;
  /** Whether the wrapped key already uses the current master key (a rotation skips it). */
  isCurrent(wrappedOrSealed: string): boolean;
  /** A small value encrypted under its own data key, as one self-contained string (wrapped key included). */
  seal(plaintext: Buffer | string, context: string): string;
  /** The value `seal` encrypted; throws DecryptionError on any change. */
  open(sealed: string, context: string): Buffer;
  /** A sealed value whose data key is re-wrapped by the current master key; its ciphertext is unchanged. */
  rewrapSealed(sealed: string, context: string): string;
  /** The current master key's id (for logs and rotation reports). */
  readonly currentKeyId: string;
  /** Every master key id this envelope can unwrap with, current first. */
  readonly keyIds: readonly string[];
  /**
   * A 32-byte key for another purpose (e.g. signing short-lived links), derived from the current master key by
   * HKDF with `info`; it changes with a rotation, so only what lives for minutes may depend on it.
   */
  deriveKey(info: string): Buffer;
}

/**
 * The master key id a stored wrapped key or sealed value names, or undefined when the text is neither (a key
 * registry scan uses this to find wrapped keys wherever they are stored).
 */
export function masterKeyIdOf(wrappedOrSealed: string): string | undefined {
  const wrappedKey = wrappedOrSealed.startsWith(`${VALUE_PREFIX}.`)
    ? (wrappedOrSealed.split('.')[1] ?? '')
    : wrappedOrSealed;
  const bytes = decodeBase64Url(wrappedKey);
  if (!bytes || bytes.length !== WRAPPED_BYTES || bytes[0] !== WRAP_VERSION) return undefined;
  return bytes.subarray(1, 1 + KEY_ID_BYTES).toString('hex');
}

export function createEnvelope(keyring: Keyring): Envelope {
  const byId = new Map(keyring.all.map((master) => [master.id, master]));

  function wrap(dataKey: Buffer, context: string): string {
    const master = keyring.current;
    const header = Buffer.concat([Buffer.from([WRAP_VERSION]), Buffer.from(master.id, 'hex')]);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, master.key, iv);
    cipher.setAAD(wrapAad(header, context));
    const wrapped = Buffer.concat([cipher.update(dataKey), cipher.final()]);
    return Buffer.concat([header, iv, wrapped, cipher.getAuthTag()]).toString('base64url');
  }

  function unwrapBytes(wrappedKey: string, context: string): Buffer {
    const bytes = decodeBase64Url(wrappedKey);
    if (!bytes || bytes.length !== WRAPPED_BYTES || bytes[0] !== WRAP_VERSION) {
      throw new DecryptionError('malformed', 'The wrapped data key is not in a known format.');
    }
    const keyId = bytes.subarray(1, 1 + KEY_ID_BYTES).toString('hex');
    const master: MasterKey | undefined = byId.get(keyId);
    if (!master) {
      throw new DecryptionError(
        'unknown-master-key',
        `The data key is wrapped by master key ${keyId}, which this server does not have.`,
      );
    }
    const header = bytes.subarray(0, 1 + KEY_ID_BYTES);
    const iv = bytes.subarray(header.length, header.length + IV_BYTES);
    const wrapped = bytes.subarray(header.length + IV_BYTES, header.length + IV_BYTES + DATA_KEY_BYTES);
    const tag = bytes.subarray(WRAPPED_BYTES - TAG_BYTES);
    try {
      const decipher = createDecipheriv(ALGORITHM, master.key, iv);
      decipher.setAAD(wrapAad(header, context));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(wrapped), decipher.final()]);
    } catch {
      throw new DecryptionError(
        'key-unwrap-failed',
        'The wrapped data key failed authentication (changed, or stored with another item).',
      );
    }
  }

  function splitSealed(sealed: string): { wrappedKey: string; body: Buffer } {
    const [prefix, wrappedKey, body, ...rest] = sealed.split('.');
    const decoded = body === undefined ? undefined : decodeBase64Url(body);
    if (prefix !== VALUE_PREFIX || !wrappedKey || !decoded || rest.length > 0) {
      throw new DecryptionError('malformed', 'The sealed value is not in a known format.');
    }
    return { wrappedKey, body: decoded };
  }

  const envelope: Envelope = {
    currentKeyId: keyring.current.id,
    keyIds: keyring.all.map((master) => master.id),
    deriveKey(info) {
      return Buffer.from(hkdfSync('sha256', keyring.current.key, '', info, 32));
    },
    createDataKey(context) {
      const key = randomBytes(DATA_KEY_BYTES);
      return { dataKey: dataKeyFor(key, context), wrappedKey: wrap(key, context) };
    },
    unwrap(wrappedKey, context) {
      return dataKeyFor(unwrapBytes(wrappedKey, context), context);
    },
    rewrap(wrappedKey, context) {
      return wrap(unwrapBytes(wrappedKey, context), context);
    },
    isCurrent(wrappedOrSealed) {
      return masterKeyIdOf(wrappedOrSealed) === keyring.current.id;
    },
    seal(plaintext, context) {
      const { dataKey, wrappedKey } = envelope.createDataKey(context);
      const body = dataKey.encrypt(
        typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : plaintext,
      );
      return [VALUE_PREFIX, wrappedKey, body.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const { wrappedKey, body } = splitSealed(sealed);
      return envelope.unwrap(wrappedKey, context).decrypt(body);
    },
    rewrapSealed(sealed, context) {
      const { wrappedKey, body } = splitSealed(sealed);
      return [VALUE_PREFIX, envelope.rewrap(wrappedKey, context), body.toString('base64url')].join('.');
    },
  };
  return envelope;
}

function wrapAad(header: Buffer, context: string): Buffer {
  return Buffer.concat([Buffer.from('waypoint/data-key/v1|', 'utf8'), header, Buffer.from(context, 'utf8')]);
}

function valueAad(context: string): Buffer {
  return Buffer.from(`waypoint/value/v1|${context}`, 'utf8');
}

function decodeBase64Url(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  return Buffer.from(text, 'base64url');
}

function dataKeyFor(key: Buffer, context: string): DataKey {
  return {
    context,
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      cipher.setAAD(valueAad(context));
      return Buffer.concat([iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
    },
    decrypt(ciphertext) {
      if (ciphertext.length < IV_BYTES + TAG_BYTES) {
        throw new DecryptionError('malformed', 'The encrypted value is too short.');
      }
      try {
        const decipher = createDecipheriv(ALGORITHM, key, ciphertext.subarray(0, IV_BYTES));
        decipher.setAAD(valueAad(context));
        decipher.setAuthTag(ciphertext.subarray(ciphertext.length - TAG_BYTES));
        return Buffer.concat([
          decipher.update(ciphertext.subarray(IV_BYTES, ciphertext.length - TAG_BYTES)),
          decipher.final(),
        ]);
      } catch {
        throw new DecryptionError('authentication-failed', 'The encrypted value failed authentication.');
      }
    },
    encryptStream(options) {
      return new EncryptStream(key, context, options?.chunkSizeLog2 ?? DEFAULT_CHUNK_SIZE_LOG2);
    },
    decryptStream() {
      return new DecryptStream(key, context);
    },
  };
}
