import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { auditLog } from '../../db/schema';
import { buildTestApp } from '../../test/helper';
import { unregisteredWrappedKeyColumns } from '../../test/wrapped-keys';
import { storedAt } from './wrapped-keys';

const SOURCE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `<table>.<column>` of every column of the Drizzle schema. */
function schemaColumns(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map((column) => `${config.name}.${column.name}`);
    });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the key registry', () => {
  it('lists every column of the schema that is named for a wrapped key or a sealed value, and only real columns', async () => {
    const app = await buildTestApp();
    const registered = app.wrappedKeys.list().map(storedAt).sort();
    const columns = schemaColumns();
    expect(columns.filter((place) => /wrapped|sealed/.test(place.split('.')[1]!)).sort()).toEqual(registered);
    for (const place of registered) expect(columns).toContain(place);
    expect(registered).toEqual([
      'address_notifications.sealed_content',
      'documents.wrapped_key',
      'journal_keys.wrapped_key',
    ]);
  });

  it('is how a wrapped key stored anywhere else is found: the scan of stored values names its column', async () => {
    const app = await buildTestApp();
    expect(await unregisteredWrappedKeyColumns(app)).toEqual([]);
    const { wrappedKey } = app.envelope.createDataKey('probe:1');
    await app.database.db.insert(auditLog).values({ action: 'probe.key', details: { kept: wrappedKey } });
    await app.database.db
      .insert(auditLog)
      .values({ action: 'probe.sealed', subject: app.envelope.seal('x', 'p') });
    expect(await unregisteredWrappedKeyColumns(app)).toEqual(['audit_log.details', 'audit_log.subject']);
  });

  it('works on keys loaded once, by one module (no feature loads the keyring itself)', () => {
    const loaders = sourceFiles(SOURCE_ROOT)
      .filter((file) => /\bloadKeyring\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SOURCE_ROOT, file));
    expect(loaders.sort()).toEqual(['lib/encryption/master-key.ts', 'plugins/app/encryption.ts']);
  });
});
