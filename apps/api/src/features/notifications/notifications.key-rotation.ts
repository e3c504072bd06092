import type { AppDatabase } from '../../db/database';
import type { Envelope } from '../../lib/encryption/encryption';
import { createNotificationsRepository } from './notifications.repository';
import { addressMessageContext } from './notifications.service';

/**
 * Re-wraps the data keys of address messages still waiting to be sent under the envelope's current master key,
 * so retiring the old key cannot strand them. Sent messages hold no sealed content and are not touched.
 */
export async function rewrapAddressMessageKeys(
  db: AppDatabase,
  envelope: Envelope,
): Promise<{ rewrapped: number; alreadyCurrent: number }> {
  const repository = createNotificationsRepository(db);
  let rewrapped = 0;
  let alreadyCurrent = 0;
  for (const row of await repository.listSealedAddressMessages()) {
    if (!row.sealedContent) continue;
    if (envelope.isCurrent(row.sealedContent)) {
      alreadyCurrent += 1;
      continue;
    }
    const next = envelope.rewrapSealed(row.sealedContent, addressMessageContext(row.id));
    if (await repository.replaceSealedContent(row.id, row.sealedContent, next)) rewrapped += 1;
  }
  return { rewrapped, alreadyCurrent };
}
