import { sql } from 'drizzle-orm';
import type { App } from '../app';
import { masterKeyIdOf } from '../lib/encryption/encryption';

/** A wrapped data key is 69 bytes: 92 base64url characters, alone or inside a sealed value or a JSON document. */
const CANDIDATE = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{92}(?![A-Za-z0-9_-])/g;

/**
 * Tests only: every `<table>.<column>` of the public schema whose stored values hold a data key wrapped by one of
 * the app's master keys (as a whole value, inside a sealed value, or anywhere in a JSON document), and which the
 * key registry (`app.wrappedKeys`) does not list. A rotation would leave those keys behind.
 */
export async function unregisteredWrappedKeyColumns(app: App): Promise<string[]> {
  const known = new Set(app.envelope.keyIds);
  const holdsKey = (text: string) =>
    (masterKeyIdOf(text) !== undefined && known.has(masterKeyIdOf(text)!)) ||
    [...text.matchAll(CANDIDATE)].some((match) => known.has(masterKeyIdOf(match[0]) ?? ''));
  const { rows: columns } = (await app.database.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')
    order by table_name, column_name
  `)) as unknown as { rows: { table_name: string; column_name: string }[] };
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = (await app.database.db.execute(
      sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`,
    )) as unknown as { rows: { value: string }[] };
    const place = `${table}.${column}`;
    if (rows.some((row) => holdsKey(row.value)) && !app.wrappedKeys.at(place)) found.push(place);
  }
  return found;
}
