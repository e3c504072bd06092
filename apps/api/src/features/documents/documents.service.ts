import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DOCUMENT_MESSAGES,
  isPathLikeName,
  uploadedFileName,
  type DocumentHistory,
  type DocumentList,
  type DocumentUpdate,
  type UploadResult,
  type VaultDocument,
  DOCUMENT_LIMITS,
} from '@waypoint/shared';
import { assertOwner, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import type { Envelope } from '../../lib/encryption/encryption';
import type { Transaction } from '../../lib/transaction';
import type { DocumentsRepository, SharesRepository } from './documents.repository';
import type { DocumentRow } from './documents.schema';
import { toVaultDocument } from './documents-mapping';
import type { BlobStore } from './storage/blob-store';
import { drain, encryptIntoStore, rejected } from './encrypted-upload';

export interface VaultLimits {
  maxFileBytes: number;
  quotaBytes: number;
}

export interface DocumentsDependencies {
  repository: DocumentsRepository;
  /** An upload's row and its audit record, or a deletion and its record, commit together. */
  transaction: Transaction<{ documents: DocumentsRepository; shares: SharesRepository; audit: AuditLog }>;
  store: BlobStore;
  envelope: Envelope;
  limits: VaultLimits;
}

export interface UploadedFile {
  file: Readable;
  filename: string;
}

// Ids are UUIDs; anything else names no document, and asking PostgreSQL would fail the cast with a 500.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const documentContext = (id: string) => `documents:${id}`;

export function createDocumentsService({
  repository,
  transaction,
  store,
  envelope,
  limits,
}: DocumentsDependencies) {
  const notFound = () => new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);

  /** The actor's own document; anyone else's, or none, is the same 404 so ids cannot be probed. */
  async function owned(actor: Actor, id: string): Promise<DocumentRow> {
    const row = UUID.test(id) ? await repository.findById(id) : undefined;
    if (!row) throw notFound();
    assertOwner(actor, row.userId, notFound);
    return row;
  }

  async function usage(userId: string) {
    return { usedBytes: await repository.usedBytes(userId), quotaBytes: limits.quotaBytes };
  }

  return {
    owned,

    async list(actor: Actor): Promise<DocumentList> {
      const rows = await repository.listByUser(actor.id);
      return {
        documents: rows.map(toVaultDocument),
        usage: await usage(actor.id),
        maxFileBytes: limits.maxFileBytes,
      };
    },

    /**
     * Streams the file through the size and type checks and the encryption into the store, then writes the row.
     * Blob first, row second: a crash in between leaves a blob no row points to (removed by clean-up, never
     * counted against the quota), never a row without its blob.
     */
    async upload(actor: Actor, upload: UploadedFile | undefined, ip: string): Promise<UploadResult> {
      if (!upload) throw rejected('VALIDATION', DOCUMENT_MESSAGES.noFile);
      const name = uploadedFileName(upload.filename);
      const nameProblem =
        name.length > DOCUMENT_LIMITS.nameMaxLength
          ? DOCUMENT_MESSAGES.nameTooLong
          : isPathLikeName(name) || /[\\/]/.test(upload.filename)
            ? DOCUMENT_MESSAGES.nameWithPath
            : undefined;
      const used = await repository.usedBytes(actor.id);
      const spaceLeft = limits.quotaBytes - used;
      if (nameProblem || spaceLeft <= 0) {
        await drain(upload.file);
        if (nameProblem) throw rejected('VALIDATION', nameProblem);
        throw rejected('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.quotaFull);
      }

      const id = randomUUID();
      const storageKey = randomUUID();
      const { dataKey, wrappedKey } = envelope.createDataKey(documentContext(id));
      const stored = await encryptIntoStore({
        file: upload.file,
        dataKey,
        store,
        storageKey,
        maxBytes: Math.min(limits.maxFileBytes, spaceLeft),
        overLimit: spaceLeft < limits.maxFileBytes ? 'over-quota' : 'too-large',
        maxFileBytes: limits.maxFileBytes,
      });

      try {
        const row = await transaction(async ({ documents, audit }) => {
          await documents.lockVault(actor.id);
          if ((await documents.usedBytes(actor.id)) + stored.bytes > limits.quotaBytes) {
            throw rejected('PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.quotaFull);
          }
          const inserted = await documents.insert({
            id,
            userId: actor.id,
            name: name || 'Untitled document',
            sizeBytes: stored.bytes,
            contentType: stored.contentType,
            storageKey,
            wrappedKey,
          });
          await audit.record({
            action: 'documents.uploaded',
            actorUserId: actor.id,
            subject: id,
            ip,
            details: { sizeBytes: stored.bytes, contentType: stored.contentType },
          });
          return inserted;
        });
        return { document: toVaultDocument(row), usage: await usage(actor.id) };
      } catch (error) {
        await store.delete(storageKey);
        throw error;
      }
    },

    async update(actor: Actor, id: string, changes: DocumentUpdate): Promise<VaultDocument> {
      const row = await owned(actor, id);
      if (Object.keys(changes).length === 0) return toVaultDocument(row);
      const updated = await repository.update(row.id, changes);
      if (!updated) throw notFound();
      return toVaultDocument(updated);
    },

    /**
     * Row (with its wrapped key and shares) first, in one transaction with the audit record; the blob after.
     * From the commit on the blob is unreadable, its key gone; a crash before its removal leaves an orphan the
     * clean-up removes.
     */
    async remove(actor: Actor, id: string, ip: string): Promise<void> {
      const row = await owned(actor, id);
      await transaction(async ({ documents, audit }) => {
        const deleted = await documents.delete(row.id);
        if (!deleted) throw notFound();
        await audit.record({
          action: 'documents.deleted',
          actorUserId: actor.id,
          subject: row.id,
          ip,
          details: { name: row.name },
        });
      });
      await store.delete(row.storageKey);
    },

    async history(actor: Actor, id: string): Promise<DocumentHistory> {
      const row = await owned(actor, id);
      const events = await repository.history(row.id);
      return {
        events: events.map((event) => ({ ...event, occurredAt: event.occurredAt.toISOString() })),
      };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
