import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { ALGORITHM, DecryptionError, IV_BYTES, TAG_BYTES } from './envelope-format';

/** A data key's streaming form (envelope.ts `encryptStream`/`decryptStream`): chunked AES-256-GCM, as STREAM. */

/** Streams: magic | log2(chunk size) | nonce prefix, then chunks of ciphertext each with its tag. */
const STREAM_MAGIC = Buffer.from('WPS1', 'ascii');
const NONCE_PREFIX_BYTES = 7;
const STREAM_HEADER_BYTES = STREAM_MAGIC.length + 1 + NONCE_PREFIX_BYTES;
export const DEFAULT_CHUNK_SIZE_LOG2 = 16; // 64 KiB of plaintext per chunk
const MIN_CHUNK_SIZE_LOG2 = 10;
const MAX_CHUNK_SIZE_LOG2 = 24;
const MAX_CHUNKS = 2 ** 32;

function streamAad(header: Buffer, context: string): Buffer {
  return Buffer.concat([Buffer.from('waypoint/stream/v1|', 'utf8'), header, Buffer.from(context, 'utf8')]);
}

/** The nonce of chunk `index`: random per-stream prefix | big-endian counter | 1 on the final chunk (STREAM). */
function chunkNonce(prefix: Buffer, index: number, final: boolean): Buffer {
  const nonce = Buffer.alloc(IV_BYTES);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, NONCE_PREFIX_BYTES);
  nonce[IV_BYTES - 1] = final ? 1 : 0;
  return nonce;
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

export class EncryptStream extends Transform {
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

export class DecryptStream extends Transform {
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
