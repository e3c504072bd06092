import type { FastifyBaseLogger } from 'fastify';
import type { DocumentsRepository } from './documents.repository';
import type { BlobStore } from './storage/blob-store';

export const CLEAN_UP_TASK = 'documents.clean-up';
/** Hourly, at a minute no other task uses. */
export const CLEAN_UP_SCHEDULE = '41 * * * *';
/**
 * Nothing written more recently is touched: an upload writes its blob, then its row a moment later, so a blob
 * without a row younger than this may be an upload in progress. Hours, against a write that takes seconds.
 */
export const CLEAN_UP_SAFETY_MS = 6 * 60 * 60 * 1000;
const BATCH = 500;

export interface CleanUpReport {
  /** Blobs no document row points to: a crash between blob and row, or between a deletion's row and blob. */
  removedBlobs: number;
  /** The adapter's unfinished writes (temporary files, spool files) of a crashed upload. */
  removedTemporaries: number;
  /** Documents whose blob is not in the store (ids); reported, never deleted (see below). */
  missingBlobs: string[];
}

export interface CleanUpDependencies {
  store: BlobStore;
  repository: Pick<DocumentsRepository, 'storageKeysInUse' | 'storageKeysUploadedBefore'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  safetyMs?: number;
}

/**
 * The vault's orphan clean-up. Uploads write the blob before the row and deletions (an account's erasure
 * included) remove the row before the blob, so a crash can leave a blob without a row, never a row without a
 * blob: the clean-up removes such blobs and the adapters' unfinished temporaries once they are older than the
 * safety age. None of these ever counted against a quota (the quota is the sum of rows). A row whose blob is
 * missing would mean a lost file, not a half-written one: it is logged for an operator, and kept, since its
 * wrapped key is the only way to read the blob if it is restored from a backup.
 */
export function createVaultCleanUp(deps: CleanUpDependencies) {
  const safetyMs = deps.safetyMs ?? CLEAN_UP_SAFETY_MS;
  return {
    async run(now: Date): Promise<CleanUpReport> {
      const before = new Date(now.getTime() - safetyMs);
      const seen = new Set<string>();
      let removedBlobs = 0;
      let batch: string[] = [];
      const sweep = async () => {
        const inUse = await deps.repository.storageKeysInUse(batch);
        for (const key of batch.filter((candidate) => !inUse.has(candidate))) {
          await deps.store.delete(key);
          removedBlobs += 1;
        }
        batch = [];
      };
      for await (const blob of deps.store.list()) {
        seen.add(blob.key);
        if (blob.modifiedAt >= before) continue;
        batch.push(blob.key);
        if (batch.length >= BATCH) await sweep();
      }
      await sweep();
      const removedTemporaries = await deps.store.removeTemporaries(before);
      const missingBlobs = (await deps.repository.storageKeysUploadedBefore(before))
        .filter((row) => !seen.has(row.storageKey))
        .map((row) => row.id);
      const report = { removedBlobs, removedTemporaries, missingBlobs };
      if (missingBlobs.length > 0) {
        deps.log.error(
          { documentIds: missingBlobs.slice(0, 100), count: missingBlobs.length, store: deps.store.kind },
          'Vault documents whose encrypted file is missing from the store',
        );
      }
      deps.log.info(
        { removedBlobs, removedTemporaries, missingBlobs: missingBlobs.length, store: deps.store.kind },
        'Vault clean-up finished',
      );
      return report;
    },
  };
}
