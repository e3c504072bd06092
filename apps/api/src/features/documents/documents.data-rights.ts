import type { DataRightsPart } from '../../lib/data-rights/data-rights';
import { toVaultDocument, toShare } from './documents-mapping';
import { createDocumentsRepository, createSharesRepository } from './documents.repository';
import type { BlobStore } from './storage/blob-store';

/**
 * The vault's data-rights part (decision 017): the documents' details and shares. Erasing deletes the rows,
 * and with them the wrapped data keys, so the encrypted blobs can never be read again; once the deletion has
 * committed the blobs themselves are removed (decision 036). A crash in between leaves blobs without rows, which
 * the orphan clean-up removes.
 */
export const documentsDataRights = (store: Pick<BlobStore, 'delete'>): DataRightsPart => ({
  name: 'documents.vault',
  description: 'Your document vault: each document’s name, category, notes, size and date, and its shares',
  async export(subject, tx) {
    const rows = await createDocumentsRepository(tx).listByUser(subject.id);
    const shares = await createSharesRepository(tx).listByUser(subject.id);
    return rows.map((row) => ({
      ...toVaultDocument(row),
      shares: shares.filter((share) => share.documentId === row.id).map(toShare),
    }));
  },
  async erase(subject, tx) {
    const blobs = await createDocumentsRepository(tx).deleteByUserId(subject.id);
    return async () => {
      for (const key of blobs) await store.delete(key);
    };
  },
});
