import { getTableName } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createRegistry, type Registry } from '../registry';

/*
 * The key registry (decision 036): every place the database keeps a data key wrapped by the master key, whatever
 * the feature. A feature that encrypts with `app.envelope` registers each such column here from its routes plugin
 * (`app.wrappedKeys.register({ ... })`), and everything that must reach every wrapped key goes through the
 * registry, never through a list of features: `npm run vault:rotate-key` re-wraps them, and its `--check` (and the
 * rotation before it drops an old master key) counts those not yet under the current key.
 * `wrapped-keys.test.ts` scans the Drizzle schema and fails for a column that looks like one and is not here;
 * `cli/vault-rotate-key.test.ts` scans the stored values of every table after writing in every encrypting feature.
 */

export interface WrappedKeyColumn {
  /** `<feature>.<name>`, e.g. `documents.data-keys`. */
  name: string;
  /** For the rotation report: what the keys protect. */
  description: string;
  /**
   * A text column holding, per row, one data key wrapped by `envelope.createDataKey` (`form: 'wrapped-key'`) or one
   * value made by `envelope.seal` (`form: 'sealed'`, the wrapped key inside it). Null means nothing is stored.
   */
  column: AnyPgColumn;
  form: 'wrapped-key' | 'sealed';
  /** The row's primary key (a single column): how a re-wrapped key is written back to its row. */
  id: AnyPgColumn;
  /** The context the item was encrypted under, from the row's id (the same function the feature uses). */
  context(id: string): string;
}

/** `<table>.<column>` of a registration, as the database names them. */
export function storedAt(definition: Pick<WrappedKeyColumn, 'column'>): string {
  return `${getTableName(definition.column.table)}.${definition.column.name}`;
}

export interface WrappedKeyRegistry extends Registry<WrappedKeyColumn> {
  /** The registration of a `<table>.<column>`, if any. */
  at(place: string): WrappedKeyColumn | undefined;
}

export function createWrappedKeyRegistry(): WrappedKeyRegistry {
  const registry = createRegistry<WrappedKeyColumn>('Wrapped key column');
  const places = new Map<string, WrappedKeyColumn>();
  return {
    ...registry,
    register(definition) {
      const place = storedAt(definition);
      if (places.has(place)) throw new Error(`Wrapped key column ${place} is already registered.`);
      registry.register(definition);
      places.set(place, definition);
    },
    at: (place) => places.get(place),
  };
}
