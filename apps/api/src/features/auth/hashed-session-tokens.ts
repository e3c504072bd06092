import type { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { sessionTokenHash } from '../../lib/sessions/session-token';

type AdapterFactory = ReturnType<typeof drizzleAdapter>;
type Adapter = ReturnType<AdapterFactory>;
type TransactionAdapter = Omit<Adapter, 'transaction'>;
type Where = { field: string; value: unknown; [option: string]: unknown };

const SESSION = 'session';

/**
 * better-auth's database adapter, with session tokens kept only as their hash (lib/sessions/session-token.ts):
 * a token better-auth writes is stored hashed, a token it looks a session up by is hashed first, and the rows it
 * reads back carry the token it asked with, so its answers (the token of a new sign-in) are unchanged. A session
 * read by anything but its token (a list by user) carries the hash, which opens nothing; Waypoint calls no
 * better-auth endpoint that hands such a list out.
 */
export function withHashedSessionTokens(factory: AdapterFactory): AdapterFactory {
  return (options) => wrap(factory(options)) as Adapter;
}

function wrap<A extends TransactionAdapter>(inner: A): A {
  const hashWhere = (model: string, where: Where[] | undefined) => {
    const plain = new Map<string, string>();
    if (model !== SESSION || !where) return { where, plain };
    const hash = (value: unknown) => {
      if (typeof value !== 'string') return value;
      const hashed = sessionTokenHash(value);
      plain.set(hashed, value);
      return hashed;
    };
    return {
      where: where.map((clause) =>
        clause.field === 'token'
          ? { ...clause, value: Array.isArray(clause.value) ? clause.value.map(hash) : hash(clause.value) }
          : clause,
      ),
      plain,
    };
  };
  const restore = <T>(row: T, plain: Map<string, string>): T => {
    const record = row as { token?: unknown } | null;
    if (record && typeof record.token === 'string' && plain.has(record.token)) {
      return { ...record, token: plain.get(record.token) } as T;
    }
    return row;
  };

  const wrapped = {
    ...inner,
    async create(data) {
      if (data.model !== SESSION || typeof (data.data as { token?: unknown }).token !== 'string') {
        return inner.create(data);
      }
      const token = (data.data as unknown as { token: string }).token;
      const hashed = sessionTokenHash(token);
      const row = await inner.create({ ...data, data: { ...data.data, token: hashed } });
      return restore(row, new Map([[hashed, token]]));
    },
    async findOne(data) {
      const { where, plain } = hashWhere(data.model, data.where as Where[]);
      return restore(await inner.findOne({ ...data, where: where as typeof data.where }), plain);
    },
    async findMany(data) {
      const { where, plain } = hashWhere(data.model, data.where as Where[] | undefined);
      const rows = await inner.findMany({ ...data, where: where as typeof data.where });
      return rows.map((row) => restore(row, plain));
    },
    async count(data) {
      const { where } = hashWhere(data.model, data.where as Where[] | undefined);
      return inner.count({ ...data, where: where as typeof data.where });
    },
    async update(data) {
      const { where, plain } = hashWhere(data.model, data.where as Where[]);
      const update =
        data.model === SESSION && typeof data.update.token === 'string'
          ? { ...data.update, token: sessionTokenHash(data.update.token) }
          : data.update;
      return restore(await inner.update({ ...data, where: where as typeof data.where, update }), plain);
    },
    async updateMany(data) {
      const { where } = hashWhere(data.model, data.where as Where[]);
      return inner.updateMany({ ...data, where: where as typeof data.where });
    },
    async delete(data) {
      const { where } = hashWhere(data.model, data.where as Where[]);
      return inner.delete({ ...data, where: where as typeof data.where });
    },
    async deleteMany(data) {
      const { where } = hashWhere(data.model, data.where as Where[]);
      return inner.deleteMany({ ...data, where: where as typeof data.where });
    },
    async consumeOne(data) {
      const { where, plain } = hashWhere(data.model, data.where as Where[]);
      return restore(await inner.consumeOne({ ...data, where: where as typeof data.where }), plain);
    },
    async incrementOne(data) {
      const { where, plain } = hashWhere(data.model, data.where as Where[]);
      return restore(await inner.incrementOne({ ...data, where: where as typeof data.where }), plain);
    },
  } as A;
  if ('transaction' in inner && typeof inner.transaction === 'function') {
    const transaction = (inner as unknown as Adapter).transaction;
    (wrapped as unknown as Adapter).transaction = (callback) => transaction((trx) => callback(wrap(trx)));
  }
  return wrapped;
}
