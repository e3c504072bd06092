import { DecryptionError, masterKeyIdOf, type Envelope } from './envelope';
import type { WrappedKeyRegistry } from './wrapped-keys';
import type { WrappedKeysRepository } from './wrapped-keys.repository';

const BATCH = 500;

export interface ColumnRewrap {
  name: string;
  description: string;
  rewrapped: number;
  alreadyCurrent: number;
  /** Ids whose key could not be re-wrapped (a master key this server does not have, or a damaged value). */
  failed: string[];
}

export interface ColumnStatus {
  name: string;
  description: string;
  total: number;
  current: number;
  /** Keys under another master key, by its id (those this envelope lacks are also in `unknown`). */
  byOtherKey: Record<string, number>;
  /** Keys under a master key this envelope does not have: unreadable until that key is back. */
  unknown: number;
  /** Values that are no wrapped key at all. */
  malformed: number;
}

interface Dependencies {
  registry: Pick<WrappedKeyRegistry, 'list'>;
  repository: WrappedKeysRepository;
  envelope: Envelope;
}

/**
 * Key rotation through the registry: every registered column, whatever feature it belongs to. Each key is
 * re-wrapped on its own (compare-and-set on its row), so an interruption leaves every key under the old or the
 * new master key, both still in the keyring; running again skips the keys already current.
 */
export function createKeyRotation({ registry, repository, envelope }: Dependencies) {
  return {
    /** Re-wraps every registered key that is not under the envelope's current master key. */
    async rewrapAll(): Promise<ColumnRewrap[]> {
      const reports: ColumnRewrap[] = [];
      for (const definition of registry.list()) {
        const report: ColumnRewrap = {
          name: definition.name,
          description: definition.description,
          rewrapped: 0,
          alreadyCurrent: 0,
          failed: [],
        };
        for await (const { id, value } of keysOf(repository, definition)) {
          if (envelope.isCurrent(value)) {
            report.alreadyCurrent += 1;
            continue;
          }
          let next: string;
          try {
            const context = definition.context(id);
            next =
              definition.form === 'sealed'
                ? envelope.rewrapSealed(value, context)
                : envelope.rewrap(value, context);
          } catch (error) {
            if (!(error instanceof DecryptionError)) throw error;
            report.failed.push(id);
            continue;
          }
          // A row changed meanwhile (deleted, or written again under the current key) needs nothing from us.
          if (await repository.replace(definition, id, value, next)) report.rewrapped += 1;
        }
        reports.push(report);
      }
      return reports;
    },

    /** Where every registered key stands: under the current master key, another one, or none this server has. */
    async status(): Promise<ColumnStatus[]> {
      const known = new Set(envelope.keyIds);
      const statuses: ColumnStatus[] = [];
      for (const definition of registry.list()) {
        const status: ColumnStatus = {
          name: definition.name,
          description: definition.description,
          total: 0,
          current: 0,
          byOtherKey: {},
          unknown: 0,
          malformed: 0,
        };
        for await (const { value } of keysOf(repository, definition)) {
          status.total += 1;
          const keyId = masterKeyIdOf(value);
          if (keyId === undefined) status.malformed += 1;
          else if (keyId === envelope.currentKeyId) status.current += 1;
          else {
            status.byOtherKey[keyId] = (status.byOtherKey[keyId] ?? 0) + 1;
            if (!known.has(keyId)) status.unknown += 1;
          }
        }
        statuses.push(status);
      }
      return statuses;
    },
  };
}

/** A registered column's keys in id order, a page at a time: the next page is read once this one was handled. */
async function* keysOf(
  repository: WrappedKeysRepository,
  definition: ReturnType<WrappedKeyRegistry['list']>[number],
) {
  let after: string | undefined;
  for (;;) {
    const page = await repository.page(definition, after, BATCH);
    yield* page;
    if (page.length < BATCH) return;
    after = page.at(-1)!.id;
  }
}

/** Whether every registered key is under the current master key (the old ones may then be dropped). */
export function allCurrent(statuses: readonly ColumnStatus[]): boolean {
  return statuses.every((status) => status.current === status.total);
}
