import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { DOCUMENT_MESSAGES } from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import { DecryptionError, type Envelope } from '../../lib/encryption/encryption';
import type { DocumentRow } from './documents.schema';
import { documentContext } from './documents.service';
import { BlobNotFoundError, type BlobStore } from './storage/blob-store';

export interface FileAnswer {
  name: string;
  contentType: string;
  sizeBytes: number;
  body: Readable;
}

export interface ReaderDependencies {
  store: BlobStore;
  envelope: Envelope;
  audit: AuditLog;
  log: FastifyBaseLogger;
}

/**
 * Reads a document for a download. The whole blob is decrypted once into nothing first, so a changed byte
 * anywhere is found before the answer starts (an error, never a corrupted or cut-off file); then it is streamed
 * again for the reader. A refusal is logged with its reason and recorded in the audit log.
 */
export function createDocumentReader({ store, envelope, audit, log }: ReaderDependencies) {
  async function openVerified(row: DocumentRow): Promise<Readable> {
    try {
      const dataKey = envelope.unwrap(row.wrappedKey, documentContext(row.id));
      const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
      await pipeline(await store.get(row.storageKey), dataKey.decryptStream(), sink);
      const source = await store.get(row.storageKey);
      const plaintext = dataKey.decryptStream();
      source.on('error', (error) => plaintext.destroy(error));
      return source.pipe(plaintext);
    } catch (error) {
      const reason =
        error instanceof DecryptionError
          ? error.reason
          : error instanceof BlobNotFoundError
            ? 'blob-missing'
            : 'read-failed';
      log.error(
        { documentId: row.id, reason, err: error },
        'Document failed its integrity check or could not be read; the download was refused',
      );
      await audit.record({ action: 'documents.read_failed', subject: row.id, details: { reason } });
      throw new AppError('INTERNAL', DOCUMENT_MESSAGES.integrityFailed, undefined, { cause: error });
    }
  }

  return {
    async read(row: DocumentRow): Promise<FileAnswer> {
      return {
        name: row.name,
        contentType: row.contentType,
        sizeBytes: row.sizeBytes,
        body: await openVerified(row),
      };
    },
  };
}

export type DocumentReader = ReturnType<typeof createDocumentReader>;
