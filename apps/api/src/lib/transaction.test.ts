import { describe, expect, it } from 'vitest';
import { getTestDatabase } from '../test/helper';
import { createTransaction, transactionHandle, type TransactionScope } from './transaction';

describe('createTransaction', () => {
  it('hands the work its writers and an opaque scope whose handle is the transaction', async () => {
    const { database } = await getTestDatabase();
    const transaction = createTransaction(database.db, (handle) => ({ handle }));
    await transaction(async ({ handle, tx }) => {
      expect(Object.keys(tx)).toEqual([]);
      expect(Object.isFrozen(tx)).toBe(true);
      expect(transactionHandle(tx)).toBe(handle);
    });
  });

  it('refuses a scope it did not make, and one whose transaction has ended', async () => {
    const { database } = await getTestDatabase();
    expect(() => transactionHandle({} as TransactionScope)).toThrow(/Not a transaction scope/);
    const kept = await createTransaction(database.db, () => ({}))(async ({ tx }) => tx);
    expect(() => transactionHandle(kept)).toThrow(/Not a transaction scope/);
  });
});
