import type { AppDatabase } from '../../db/database';
import { createRegistry, type Registry } from '../registry';
import { transactionHandle, type TransactionScope } from '../transaction';

/*
 * Data rights (decision 017): "Download my data" and "Delete my account". Every feature that stores something
 * about a person registers ONE part here, from its routes plugin, and the account feature walks the registry:
 * the export is every part's `export` in one JSON file, the deletion every part's `erase` in one transaction.
 * A part must guarantee:
 * - `export` answers plain JSON (no Date objects: ISO strings) and never a secret (password hashes, session
 *   tokens, reset links); it answers null or [] when it holds nothing about the subject.
 * - `erase` removes every row the subject owns, or strips the personal data from a record that must stay (the
 *   audit trail); it works on the transaction handle it is given and never opens its own, so a failure in any
 *   part rolls the whole deletion back. What lives outside the database (the vault's encrypted files) it removes
 *   in the follow-up it may return, which runs once the deletion has committed and never when it rolled back; a
 *   follow-up that fails is logged and left to that data's own clean-up.
 * - Data whose tie to the subject is only an address typed into a form (not an account) is exported and erased
 *   only once the address is confirmed: otherwise whoever registers someone's address would get their data.
 * Parts are erased in the reverse order of registration (later features build on earlier ones: a profile on
 * its account), and exported in registration order. Uploaded files (the documents vault) will join the export
 * as a zip beside the JSON; until then the export is this one file.
 */

/** Whose data: read once, before any part runs, so a part still knows the address after the account is gone. */
export interface DataSubject {
  id: string;
  email: string;
  emailVerified: boolean;
}

export interface DataRightsPart {
  /** `<feature>.<part>`, unique: the key of this part in the export file. */
  name: string;
  /** For people: one line in the list of what deleting the account erases. */
  description: string;
  export(subject: DataSubject, tx: AppDatabase): Promise<unknown>;
  erase(subject: DataSubject, tx: AppDatabase): Promise<void | AfterErase>;
}

/** Work a part's erase leaves until the deletion has committed (files outside the database). */
export type AfterErase = () => Promise<void>;

/** Where features register their part (`app.dataRights.register({ name, description, export, erase })`). */
export type DataRightsRegistry = Registry<DataRightsPart>;

export function createDataRightsRegistry(): DataRightsRegistry {
  return createRegistry<DataRightsPart>('Data rights part');
}

/** A part's export inside the caller's transaction (the account service's `TransactionScope`). */
export function exportPart(
  part: DataRightsPart,
  subject: DataSubject,
  tx: TransactionScope,
): Promise<unknown> {
  return part.export(subject, transactionHandle(tx));
}

/** A part's erase inside the caller's transaction: it commits, or rolls back, with every other part's. */
export function erasePart(
  part: DataRightsPart,
  subject: DataSubject,
  tx: TransactionScope,
): Promise<void | AfterErase> {
  return part.erase(subject, transactionHandle(tx));
}
