import type { AppDatabase } from '../../db/database';
import type { Envelope } from '../../lib/encryption/encryption';
import { createDocumentsRepository } from './documents.repository';
import { documentContext } from './documents.service';

/**
 * Re-wraps every document's data key under the envelope's current master key; the blobs are not touched.
 * Rows already on the current key are skipped, so an interrupted rotation is finished by running it again.
 */
export async function rewrapDocumentKeys(
  db: AppDatabase,
  envelope: Envelope,
): Promise<{ rewrapped: number; alreadyCurrent: number }> {
  const repository = createDocumentsRepository(db);
  let rewrapped = 0;
  let alreadyCurrent = 0;
  for (const row of await repository.listWrappedKeys()) {
    if (envelope.isCurrent(row.wrappedKey)) {
      alreadyCurrent += 1;
      continue;
    }
    const next = envelope.rewrap(row.wrappedKey, documentContext(row.id));
    if (await repository.replaceWrappedKey(row.id, row.wrappedKey, next)) rewrapped += 1;
  }
  return { rewrapped, alreadyCurrent };
}
