import type { AppDatabase } from '../db/database';

/**
 * Runs `work` in ONE database transaction, handing it the writers it needs already built on the transaction's
 * handle: everything commits together or nothing does (a throw rolls back). Services receive one of these
 * instead of the database, so the transaction boundary is a rule the service states and a repository never
 * opens on its own.
 */
export type Transaction<Scope> = <T>(work: (scope: Scope) => Promise<T>) => Promise<T>;

/** `createTransaction(db, (tx) => ({ profiles: createProfilesRepository(tx), audit: createAuditLog(tx) }))` */
export function createTransaction<Scope>(
  db: AppDatabase,
  scope: (handle: AppDatabase) => Scope,
): Transaction<Scope> {
  return (work) => db.transaction((handle) => work(scope(handle)));
}
