import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { Keyring, MasterKey } from './master-key';

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

const ALGORITHM = 'aes-256-gcm';
const DATA_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_BYTES = 8;
const WRAP_VERSION = 1;
/** version | master key id | iv | wrapped data key | tag */
const WRAPPED_BYTES = 1 + KEY_ID_BYTES + IV_BYTES + DATA_KEY_BYTES + TAG_BYTES;

const VALUE_PREFIX = 'v1';

/** Streams: magic | log2(chunk size) | nonce prefix, then chunks of ciphertext each with its tag. */
const STREAM_MAGIC = Buffer.from('WPS1', 'ascii');
const NONCE_PREFIX_BYTES = 7;
const STREAM_HEADER_BYTES = STREAM_MAGIC.length + 1 + NONCE_PREFIX_BYTES;
export const DEFAULT_CHUNK_SIZE_LOG2 = 16; // 64 KiB of plaintext per chunk
const MIN_CHUNK_SIZE_LOG2 = 10;
const MAX_CHUNK_SIZE_LOG2 = 24;
const MAX_CHUNKS = 2 ** 32;

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

function streamAad(header: Buffer, context: string): Buffer {
  return Buffer.concat([Buffer.from('waypoint/stream/v1|', 'utf8'), header, Buffer.from(context, 'utf8')]);
}

function decodeBase64Url(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  return Buffer.from(text, 'base64url');
}

/** The nonce of chunk `index`: random per-stream prefix | big-endian counter | 1 on the final chunk (STREAM). */
function chunkNonce(prefix: Buffer, index: number, final: boolean): Buffer {
  const nonce = Buffer.alloc(IV_BYTES);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, NONCE_PREFIX_BYTES);
  nonce[IV_BYTES - 1] = final ? 1 : 0;
  return nonce;
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

/** Collects incoming buffers and hands out exact-size pieces without copying more than needed. */
class ByteQueue {
  private parts: Buffer[] = [];
  length = 0;
  push(chunk: Buffer): void {
    if (chunk.length === 0) return;
    this.parts.push(chunk);
    this.length += chunk.length;
  }
  take(count: number): Buffer {
    const all = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts, this.length);
    const taken = all.subarray(0, count);
    const rest = all.subarray(count);
    this.parts = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return taken;
  }
}

class EncryptStream extends Transform {
  private readonly queue = new ByteQueue();
  private readonly chunkSize: number;
  private readonly header: Buffer;
  private readonly aad: Buffer;
  private readonly prefix = randomBytes(NONCE_PREFIX_BYTES);
  private index = 0;

  constructor(
    private readonly key: Buffer,
    context: string,
    chunkSizeLog2: number,
  ) {
    super();
    if (
      !Number.isInteger(chunkSizeLog2) ||
      chunkSizeLog2 < MIN_CHUNK_SIZE_LOG2 ||
      chunkSizeLog2 > MAX_CHUNK_SIZE_LOG2
    ) {
      throw new RangeError(
        `chunkSizeLog2 must be between ${MIN_CHUNK_SIZE_LOG2} and ${MAX_CHUNK_SIZE_LOG2}.`,
      );
    }
    this.chunkSize = 2 ** chunkSizeLog2;
    this.header = Buffer.concat([STREAM_MAGIC, Buffer.from([chunkSizeLog2]), this.prefix]);
    this.aad = streamAad(this.header, context);
    this.push(this.header);
  }

  private seal(plaintext: Buffer, final: boolean): Buffer {
    if (this.index >= MAX_CHUNKS) throw new RangeError('The stream is too long to encrypt.');
    const cipher = createCipheriv(ALGORITHM, this.key, chunkNonce(this.prefix, this.index, final));
    cipher.setAAD(this.aad);
    this.index += 1;
    return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.queue.push(chunk);
      // Strictly more than one chunk: the last chunk must be kept back to be sealed as final in _flush.
      while (this.queue.length > this.chunkSize) this.push(this.seal(this.queue.take(this.chunkSize), false));
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      this.push(this.seal(this.queue.take(this.queue.length), true));
      done();
    } catch (error) {
      done(error as Error);
    }
  }
}

class DecryptStream extends Transform {
  private readonly queue = new ByteQueue();
  private header: Buffer | undefined;
  private aad: Buffer | undefined;
  private prefix: Buffer | undefined;
  private sealedChunkSize = 0;
  private index = 0;

  constructor(
    private readonly key: Buffer,
    private readonly context: string,
  ) {
    super();
  }

  private readHeader(): boolean {
    if (this.header) return true;
    if (this.queue.length < STREAM_HEADER_BYTES) return false;
    const header = this.queue.take(STREAM_HEADER_BYTES);
    const log2 = header[STREAM_MAGIC.length]!;
    if (
      !header.subarray(0, STREAM_MAGIC.length).equals(STREAM_MAGIC) ||
      log2 < MIN_CHUNK_SIZE_LOG2 ||
      log2 > MAX_CHUNK_SIZE_LOG2
    ) {
      throw new DecryptionError('malformed', 'The encrypted stream has no valid header.');
    }
    this.header = Buffer.from(header);
    this.prefix = this.header.subarray(STREAM_MAGIC.length + 1);
    this.aad = streamAad(this.header, this.context);
    this.sealedChunkSize = 2 ** log2 + TAG_BYTES;
    return true;
  }

  private open(sealed: Buffer, final: boolean): Buffer {
    if (this.index >= MAX_CHUNKS) throw new DecryptionError('malformed', 'The encrypted stream is too long.');
    try {
      const decipher = createDecipheriv(ALGORITHM, this.key, chunkNonce(this.prefix!, this.index, final));
      decipher.setAAD(this.aad!);
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      const plaintext = Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
        decipher.final(),
      ]);
      this.index += 1;
      return plaintext;
    } catch {
      throw new DecryptionError(
        'authentication-failed',
        `Chunk ${this.index} of the encrypted stream failed authentication (changed, reordered or truncated).`,
      );
    }
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.queue.push(chunk);
      if (this.readHeader()) {
        while (this.queue.length > this.sealedChunkSize) {
          this.push(this.open(this.queue.take(this.sealedChunkSize), false));
        }
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      if (!this.readHeader()) {
        throw new DecryptionError('truncated', 'The encrypted stream ends inside its header.');
      }
      if (this.queue.length < TAG_BYTES) {
        throw new DecryptionError('truncated', 'The encrypted stream ends before its final chunk.');
      }
      this.push(this.open(this.queue.take(this.queue.length), true));
      done();
    } catch (error) {
      done(error as Error);
    }
  }
}
