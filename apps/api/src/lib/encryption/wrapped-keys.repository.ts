import { and, asc, eq, getTableColumns, gt, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../db/database';
import { storedAt, type WrappedKeyColumn } from './wrapped-keys';

export interface StoredWrappedKey {
  id: string;
  value: string;
}

/** Reads and replaces the values of any registered wrapped-key column (lib/encryption/wrapped-keys.ts). */
export function createWrappedKeysRepository(db: AppDatabase) {
  const tableOf = (definition: WrappedKeyColumn) => definition.column.table as PgTable;
  const propertyOf = (definition: WrappedKeyColumn) => {
    const entry = Object.entries(getTableColumns(tableOf(definition))).find(
      ([, column]) => column === definition.column,
    );
    if (!entry) throw new Error(`No column ${storedAt(definition)} in its table.`);
    return entry[0];
  };

  return {
    /** The next `limit` stored values after the row `after` (keyset order of the primary key). */
    async page(definition: WrappedKeyColumn, after: string | undefined, limit: number) {
      const rows = await db
        .select({ id: definition.id, value: definition.column })
        .from(tableOf(definition))
        .where(and(isNotNull(definition.column), after === undefined ? undefined : gt(definition.id, after)))
        .orderBy(asc(definition.id))
        .limit(limit);
      return rows as StoredWrappedKey[];
    },

    /** Writes `to` where the row still holds `from` (a concurrent change wins); answers whether it did. */
    async replace(definition: WrappedKeyColumn, id: string, from: string, to: string): Promise<boolean> {
      const rows = await db
        .update(tableOf(definition))
        .set({ [propertyOf(definition)]: to })
        .where(and(eq(definition.id, id), eq(definition.column, from)))
        .returning({ id: definition.id });
      return rows.length > 0;
    },
  };
}

export type WrappedKeysRepository = ReturnType<typeof createWrappedKeysRepository>;
