import type { AppDatabase } from '../db/database';

declare const transactionScope: unique symbol;

/**
 * One open transaction, as a service holds it: an opaque value it hands to the machinery that writes in the
 * caller's transaction (`app.notifier`, `app.taskQueue`, `app.live`: `{ transaction: scope.tx }`). It carries no
 * methods, so a service cannot query through it; only the machinery reads the handle behind it
 * (`transactionHandle`, whose importers features/feature-boundaries.test.ts checks).
 */
export interface TransactionScope {
  readonly [transactionScope]: true;
}

/** The handle behind each open scope; module-private, so `createTransaction` is the only way to make a scope. */
const handles = new WeakMap<TransactionScope, AppDatabase>();

/**
 * Runs `work` in ONE database transaction, handing it the writers it needs already built on the transaction's
 * handle and the transaction itself as `tx` (a `TransactionScope`): everything commits together or nothing does
 * (a throw rolls back). Services receive one of these instead of the database, so the transaction boundary is a
 * rule the service states and a repository never opens on its own.
 */
export type Transaction<Scope> = <T>(
  work: (scope: Scope & { tx: TransactionScope }) => Promise<T>,
) => Promise<T>;

/** `createTransaction(db, (handle) => ({ profiles: createProfilesRepository(handle), audit: createAuditLog(handle) }))` */
export function createTransaction<Scope extends object>(
  db: AppDatabase,
  scope: (handle: AppDatabase) => Scope,
): Transaction<Scope> {
  return (work) =>
    db.transaction((handle) => {
      const tx = Object.freeze({}) as TransactionScope;
      handles.set(tx, handle);
      // A scope outlives its transaction only as a dead value: writing through it afterwards fails loudly.
      return work({ ...scope(handle), tx }).finally(() => handles.delete(tx));
    });
}

/**
 * The database handle of an open transaction: for the machinery that writes in its caller's transaction (the task
 * queue, the live publisher, the notifier's store) and for repositories built inside one, never for a service.
 */
export function transactionHandle(tx: TransactionScope): AppDatabase {
  const handle = handles.get(tx);
  if (!handle) throw new Error('Not a transaction scope: scopes come from createTransaction only.');
  return handle;
}
