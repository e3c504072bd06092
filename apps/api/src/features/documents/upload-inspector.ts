import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { DocumentContentType } from '@waypoint/shared';

/** Enough of the start of a file for every allowed type's signature (DOCX needs its first ZIP entries). */
const SAMPLE_BYTES = 64 * 1024;

const SNIFFED: Record<string, DocumentContentType> = {
  'application/pdf': 'application/pdf',
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/heic': 'image/heic',
  'image/heif': 'image/heic',
  'image/tiff': 'image/tiff',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export type UploadRejection = 'too-large' | 'over-quota' | 'wrong-type';

export class UploadRejected extends Error {
  override name = 'UploadRejected';
  constructor(readonly reason: UploadRejection) {
    super(`Upload rejected: ${reason}`);
  }
}

/**
 * Plain text has no signature: UTF-8 that decodes cleanly and holds no control characters other than tab, line
 * breaks and form feed. (A sample may end inside a character, so the decoder is told more may follow.)
 */
function looksLikeText(sample: Buffer): boolean {
  if (sample.length === 0) return false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

/** The allowed type of these first bytes, whatever the file's name or declared type say; undefined if none. */
export async function sniffContentType(sample: Buffer): Promise<DocumentContentType | undefined> {
  const detected = await fileTypeFromBuffer(sample);
  if (detected) return SNIFFED[detected.mime];
  return looksLikeText(sample) ? 'text/plain' : undefined;
}

/**
 * Sits between the upload and the encryption: counts bytes and stops past `maxBytes` (the file limit or the
 * space left, whichever is smaller), and holds back the first bytes until their type is known to be allowed,
 * so a refused file never reaches the store.
 */
export class UploadInspector extends Transform {
  bytes = 0;
  contentType: DocumentContentType | undefined;
  private sample: Buffer[] = [];
  private sampleLength = 0;
  private sniffed = false;

  constructor(
    private readonly maxBytes: number,
    private readonly overLimit: UploadRejection,
  ) {
    super();
  }

  private async sniff(): Promise<void> {
    const sample = Buffer.concat(this.sample, this.sampleLength);
    this.sample = [];
    this.sniffed = true;
    this.contentType = await sniffContentType(sample);
    if (!this.contentType) throw new UploadRejected('wrong-type');
    this.push(sample);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      done(new UploadRejected(this.overLimit));
      return;
    }
    if (this.sniffed) {
      done(null, chunk);
      return;
    }
    this.sample.push(chunk);
    this.sampleLength += chunk.length;
    if (this.sampleLength < SAMPLE_BYTES) {
      done();
      return;
    }
    this.sniff().then(() => done(), done);
  }

  override _flush(done: TransformCallback): void {
    if (this.sniffed || this.bytes === 0) {
      done();
      return;
    }
    this.sniff().then(() => done(), done);
  }
}
