import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { DOCUMENT_MESSAGES, type DocumentContentType } from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import type { DataKey } from '../../lib/encryption/encryption';
import type { BlobStore } from './storage/blob-store';
import { UploadInspector, UploadRejected, type UploadRejection } from './upload-inspector';

export function rejected(
  code: 'VALIDATION' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE',
  message: string,
) {
  return new AppError(code, DOCUMENT_MESSAGES.uploadFailed, { file: message });
}

/** Reads what is left of a refused upload, so the client gets its answer instead of a reset connection. */
export async function drain(file: Readable): Promise<void> {
  if (file.readableEnded || file.destroyed) return;
  file.resume();
  await finished(file).catch(() => undefined);
}

export interface EncryptIntoStore {
  file: Readable;
  dataKey: DataKey;
  store: BlobStore;
  storageKey: string;
  /** Past this many bytes the upload is refused (the file limit or the space left, whichever is smaller). */
  maxBytes: number;
  overLimit: UploadRejection;
  maxFileBytes: number;
}

/**
 * Streams an upload through the size and type checks and the encryption into the store: plaintext exists only
 * in memory, a chunk at a time. On any refusal or failure nothing stays in the store and the answer is a field
 * message; an empty file is refused the same way.
 */
export async function encryptIntoStore(
  options: EncryptIntoStore,
): Promise<{ bytes: number; contentType: DocumentContentType }> {
  const { file, dataKey, store, storageKey } = options;
  const inspector = new UploadInspector(options.maxBytes, options.overLimit);
  const encrypted = dataKey.encryptStream();
  // The first failure anywhere in the chain, kept even if it happens before the store starts reading.
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
    encrypted.destroy(error as Error);
  };
  file.on('error', fail);
  inspector.on('error', fail);
  encrypted.on('error', (error) => (failure ??= error));
  // Multipart stops reading at the file limit and marks the file truncated instead of failing.
  file.on('limit', () => inspector.destroy(new UploadRejected('too-large')));
  file.pipe(inspector).pipe(encrypted);
  try {
    await store.put(storageKey, encrypted);
    if (failure) throw failure;
  } catch (caught) {
    const error = failure ?? caught;
    await store.delete(storageKey);
    await drain(file);
    if (error instanceof UploadRejected) {
      if (error.reason === 'wrong-type')
        throw rejected('UNSUPPORTED_MEDIA_TYPE', DOCUMENT_MESSAGES.wrongType);
      if (error.reason === 'over-quota') throw rejected('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.quotaFull);
      throw rejected('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge(options.maxFileBytes));
    }
    throw error;
  }
  if (inspector.bytes === 0 || !inspector.contentType) {
    await store.delete(storageKey);
    throw rejected('VALIDATION', DOCUMENT_MESSAGES.emptyFile);
  }
  return { bytes: inspector.bytes, contentType: inspector.contentType };
}
