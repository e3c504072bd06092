import type { DataRightsPart } from '../../lib/data-rights/data-rights';
import { toVaultDocument, toShare } from './documents-mapping';
import { createDocumentsRepository, createSharesRepository } from './documents.repository';

/**
 * The vault's data-rights part (decision 017): the documents' details and shares. Erasing deletes the rows,
 * and with them the wrapped data keys, so the encrypted blobs left in the store can never be read again; the
 * orphan clean-up then removes them.
 */
export const documentsDataRights: DataRightsPart = {
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
    await createDocumentsRepository(tx).deleteByUserId(subject.id);
  },
};
