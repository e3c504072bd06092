/**
 * A repository reads only its own feature's tables; other features' data comes through their published service
 * (`app.veteranRecords`, the accounts' reader in lib/accounts.ts, the audit log's reader in lib/audit.ts).
 *
 * Checked on every non-test file under features/<name>/ (test files and test/ folders are test support):
 * - Tables: a value import of a table declared by another feature (features/<owner>/*.schema.ts; the accounts'
 *   tables in db/auth.schema.ts belong to auth; the rest of db/ is shared machinery, read through lib/) fails,
 *   whether imported from its schema file or from db/schema.ts, which re-exports them all. Schema files may
 *   import another feature's table: a foreign key declares a reference, it reads nothing. A namespace import of
 *   a schema file fails (it reaches every table). Raw SQL (`sql` templates) naming another feature's table fails.
 * - Queries: only *.repository.ts files call the database: `<handle>.select/selectDistinct/selectDistinctOn/
 *   insert/update/delete/execute/with/$with/$count/query/transaction(…)` on a handle named db, tx, trx, handle or
 *   transaction (the names database handles go by here) fails anywhere else. Seeds hold data only and get no
 *   exception. Transactions start one way: lib/transaction.ts's `createTransaction(db, scope)`, whose
 *   `Transaction` a service receives and calls (`transaction(work)`, `deps.transaction(work)`); a handle's own
 *   `.transaction(…)` fails in every feature file, repositories included.
 * - Transaction scopes: a service holds its transaction as the opaque `tx` (`TransactionScope`) and hands it to
 *   the machinery (`{ transaction: scope.tx }`); only the machinery reads the handle behind it. A value import of
 *   `transactionHandle` from lib/transaction.ts fails in every file under src/ (tests aside) except the machinery
 *   (lib/tasks, lib/live, lib/notifications, lib/data-rights, lib/audit), repositories and the notifier's own
 *   store (features/notifications/notifications.plugin.ts). A service file (`*.service.ts`, and the operation
 *   files of community, mentorship and plan: those without a dotted suffix) importing `AppDatabase` fails.
 * - Time: the app reads it from its one clock (`app.clock`, lib/clock.ts), handed to services as `now` and to
 *   repositories and functions as a `Date`. `new Date()` without arguments and `Date.now` fail in every file under
 *   features/ and lib/ but lib/clock.ts, whose system clock is the one reader of the wall clock.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FEATURES = join(SRC, 'features');
const DB = join(SRC, 'db');

const QUERY_METHODS = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'with',
  '$with',
  '$count',
  'query',
  'transaction',
]);
const HANDLE_NAMES = new Set(['db', 'tx', 'trx', 'handle', 'transaction']);

interface Finding {
  /** Path under src/, with forward slashes. */
  file: string;
  rule: 'table' | 'query' | 'sql' | 'unwrap' | 'handle' | 'clock';
  /** The table, the handle's method, or how the wall clock was read. */
  name: string;
}

interface Exception extends Finding {
  reason: string;
}

/** Known crossings still to move behind a published reader; each names why it is still here. */
const ALLOWED: Exception[] = [
  {
    file: 'features/auth/auth.service.ts',
    rule: 'handle',
    name: 'AppDatabase',
    reason:
      "better-auth's Drizzle adapter takes the database itself and keeps its own tables; ours go through repositories",
  },
  {
    file: 'features/notifications/notifications.plugin.ts',
    rule: 'clock',
    name: 'Date.now',
    reason:
      "a preview retry waits a minute of real time: pg-boss compares startAfter with the database's clock, not the app's",
  },
];

const posix = (path: string) => relative(SRC, path).split(sep).join('/');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const parse = (path: string, text = readFileSync(path, 'utf8')) =>
  ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);

/** The feature a file under features/ belongs to. */
const featureOf = (path: string) => relative(FEATURES, path).split(sep)[0]!;

/** Who owns a schema file's tables: its feature; db/auth.schema.ts is auth's; the rest of db/ is shared (lib). */
function ownerOf(schemaFile: string): string {
  if (schemaFile.startsWith(FEATURES + sep)) return featureOf(schemaFile);
  return schemaFile === join(DB, 'auth.schema.ts') ? 'auth' : 'lib';
}

/** Every table declared with `export const x = pgTable('sql_name', …)`: its owner and SQL name. */
function tablesOf(files: string[]) {
  const tables = new Map<string, { owner: string; sqlName: string }>();
  for (const file of files)
    for (const statement of parse(file).statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (
          ts.isIdentifier(declaration.name) &&
          init &&
          ts.isCallExpression(init) &&
          ts.isIdentifier(init.expression) &&
          init.expression.text === 'pgTable' &&
          init.arguments[0] &&
          ts.isStringLiteral(init.arguments[0])
        )
          tables.set(declaration.name.text, { owner: ownerOf(file), sqlName: init.arguments[0].text });
      }
    }
  return tables;
}

const isTest = (path: string) => path.endsWith('.test.ts') || path.split(sep).includes('test');
const featureFiles = walk(FEATURES).filter((path) => path !== FEATURES && !isTest(path));
const schemaFiles = [
  ...walk(DB).filter((path) => path.endsWith('.schema.ts') || path === join(DB, 'schema.ts')),
  ...featureFiles.filter((path) => path.endsWith('.schema.ts')),
];
const schemaFileSet = new Set(schemaFiles);
const TABLES = tablesOf(schemaFiles);

/** The last name of a call's receiver: `db` for `db.select`, `app.database.db.select` and `this.db.select`. */
function receiverName(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
}

function templateText(node: ts.TemplateLiteral): string {
  if (ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
}

/** What one feature file (its text as stored, unless given) does across the boundaries. */
function findingsIn(path: string, text?: string): Finding[] {
  const file = posix(path);
  const feature = featureOf(path);
  const isRepository = path.endsWith('.repository.ts');
  const isSchema = path.endsWith('.schema.ts');
  const findings: Finding[] = [];
  const source = parse(path, text);

  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.')) continue;
    const target = resolve(dirname(path), specifier.endsWith('.ts') ? specifier : `${specifier}.ts`);
    const clause = statement.importClause;
    if (!schemaFileSet.has(target) || !clause || clause.isTypeOnly || isSchema) continue;
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) {
      findings.push({ file, rule: 'table', name: `* as ${bindings.name.text}` });
      continue;
    }
    if (!bindings) continue;
    for (const element of bindings.elements) {
      if (element.isTypeOnly) continue;
      const name = (element.propertyName ?? element.name).text;
      const table = TABLES.get(name);
      if (table && table.owner !== feature) findings.push({ file, rule: 'table', name });
    }
  }

  const foreignSqlNames = [...TABLES.values()].filter((table) => table.owner !== feature);
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && QUERY_METHODS.has(node.name.text)) {
      const receiver = receiverName(node.expression);
      const called = ts.isCallExpression(node.parent) || node.name.text === 'query';
      if (
        called &&
        receiver &&
        HANDLE_NAMES.has(receiver) &&
        (!isRepository || node.name.text === 'transaction')
      )
        findings.push({ file, rule: 'query', name: node.name.text });
    }
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') {
      const text = templateText(node.template);
      for (const table of foreignSqlNames)
        if (new RegExp(`\\b${table.sqlName}\\b`).test(text))
          findings.push({ file, rule: 'sql', name: table.sqlName });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** Where the handle behind a `TransactionScope` may be read: the machinery that writes in its caller's transaction. */
const UNWRAPPERS = [
  'lib/transaction.ts',
  'lib/tasks/',
  'lib/live/',
  'lib/notifications/',
  'lib/data-rights/',
  'lib/audit',
];
const NOTIFIER_STORE = 'features/notifications/notifications.plugin.ts';
/** Features whose operations live one to a file (`create-post.ts`) beside their service. */
const OPERATION_FEATURES = new Set(['community', 'mentorship', 'plan']);

/** A file that may read a scope's handle. */
const mayUnwrap = (file: string) =>
  file.endsWith('.repository.ts') ||
  file === NOTIFIER_STORE ||
  UNWRAPPERS.some((start) => file.startsWith(start));

/** A service's file: `*.service.ts`, or an operation file (no dotted suffix) of a feature built of operations. */
function isServiceFile(file: string): boolean {
  const parts = file.split('/');
  const name = parts.at(-1)!;
  if (name.endsWith('.service.ts')) return true;
  return (
    parts[0] === 'features' &&
    parts.length === 3 &&
    OPERATION_FEATURES.has(parts[1]!) &&
    !/\..+\.ts$/.test(name)
  );
}

/** What one file under src/ (its text as stored, unless given) imports of the transaction machinery. */
function scopeFindingsIn(path: string, text?: string): Finding[] {
  const file = posix(path);
  const findings: Finding[] = [];
  for (const statement of parse(path, text).statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.')) continue;
    const target = posix(resolve(dirname(path), specifier.endsWith('.ts') ? specifier : `${specifier}.ts`));
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const names = bindings.elements.map((element) => ({
      name: (element.propertyName ?? element.name).text,
      typeOnly: element.isTypeOnly || Boolean(statement.importClause?.isTypeOnly),
    }));
    if (target === 'lib/transaction.ts' && !mayUnwrap(file))
      for (const { name, typeOnly } of names)
        if (name === 'transactionHandle' && !typeOnly) findings.push({ file, rule: 'unwrap', name });
    if (target === 'db/database.ts' && isServiceFile(file))
      for (const { name } of names) if (name === 'AppDatabase') findings.push({ file, rule: 'handle', name });
  }
  return findings;
}

const sourceFiles = walk(SRC).filter((path) => !isTest(path));

/** The one file that reads the wall clock: the system clock every app is built with unless given another. */
const CLOCK_FILE = 'lib/clock.ts';
/** Where time must come from the app's clock. */
const readsAppClock = (file: string) =>
  (file.startsWith('features/') || file.startsWith('lib/')) && file !== CLOCK_FILE;

/** Where one file (its text as stored, unless given) reads the wall clock: `new Date()` or `Date.now`. */
function clockFindingsIn(path: string, text?: string): Finding[] {
  const file = posix(path);
  if (!readsAppClock(file)) return [];
  const findings: Finding[] = [];
  const isDate = (node: ts.Node) => ts.isIdentifier(node) && node.text === 'Date';
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && isDate(node.expression) && !node.arguments?.length)
      findings.push({ file, rule: 'clock', name: 'new Date()' });
    if (ts.isPropertyAccessExpression(node) && isDate(node.expression) && node.name.text === 'now')
      findings.push({ file, rule: 'clock', name: 'Date.now' });
    ts.forEachChild(node, visit);
  };
  visit(parse(path, text));
  return findings;
}

const key = ({ file, rule, name }: Finding) => `${file} ${rule} ${name}`;

describe('feature boundaries', () => {
  const findings = [
    ...featureFiles.flatMap((path) => findingsIn(path)),
    ...sourceFiles.flatMap((path) => scopeFindingsIn(path)),
    ...sourceFiles.flatMap((path) => clockFindingsIn(path)),
  ];
  const allowed = new Set(ALLOWED.map(key));

  it('knows every feature table and who owns it', () => {
    expect(TABLES.get('veteranProfiles')?.owner).toBe('profiles');
    expect(TABLES.get('users')?.owner).toBe('auth');
    expect(TABLES.get('auditLog')?.owner).toBe('lib');
    expect(TABLES.get('jobAlertSearches')?.owner).toBe('jobs');
    expect(featureFiles.length).toBeGreaterThan(100);
  });

  it("imports no other feature's table, queries the database only in repositories, and reads the app's clock", () => {
    expect(findings.filter((finding) => !allowed.has(key(finding))).map(key)).toEqual([]);
  });

  it('catches a crossing table import, a query outside a repository and raw SQL on another table', () => {
    const jobs = (name: string) => join(FEATURES, 'jobs', name);
    const crossing = [
      "import { eq } from 'drizzle-orm';",
      "import { veteranProfiles, type VeteranProfileRow } from '../../db/schema';",
      "import { users as accounts } from '../../db/auth.schema';",
      "import { jobPostings } from './jobs.schema';",
    ].join('\n');
    expect(findingsIn(jobs('jobs.repository.ts'), crossing).map(key)).toEqual([
      'features/jobs/jobs.repository.ts table veteranProfiles',
      'features/jobs/jobs.repository.ts table users',
    ]);
    const typesOnly = [
      "import type { veteranProfiles } from '../../db/schema';",
      "import { type users } from '../../db/auth.schema';",
    ].join('\n');
    expect(findingsIn(jobs('jobs.repository.ts'), typesOnly)).toEqual([]);
    expect(findingsIn(jobs('jobs.schema.ts'), crossing)).toEqual([]);
    expect(
      findingsIn(jobs('jobs.service.ts'), "import * as schema from '../../db/schema';").map(key),
    ).toEqual(['features/jobs/jobs.service.ts table * as schema']);

    const queries = [
      'export const a = (db) => db.select().from(t);',
      'export const b = (app) => app.database.db.execute(sql`select 1`);',
      'export const c = (tx) => tx.delete(t);',
      'export const d = (deps) => deps.transaction(async (scope) => scope.jobs.deleteAll());',
      'export const e = (seen) => seen.delete(1);',
    ].join('\n');
    expect(findingsIn(jobs('jobs.service.ts'), queries).map((finding) => finding.name)).toEqual([
      'select',
      'execute',
      'delete',
    ]);
    expect(findingsIn(jobs('jobs.repository.ts'), queries)).toEqual([]);
    expect(
      findingsIn(jobs('jobs.repository.ts'), 'const f = (db) => db.transaction(work);').map(key),
    ).toEqual(['features/jobs/jobs.repository.ts query transaction']);

    const raw = 'const g = sql`select 1 from veteran_profiles p where p.user_id = ${id}`;';
    expect(findingsIn(jobs('postings.repository.ts'), raw).map(key)).toEqual([
      'features/jobs/postings.repository.ts sql veteran_profiles',
    ]);
    expect(findingsIn(join(FEATURES, 'profiles', 'profiles.repository.ts'), raw)).toEqual([]);
  });

  it('lets only the machinery read a transaction scope, and no service hold a database handle', () => {
    const unwrap = "import { transactionHandle } from '../../lib/transaction';";
    const at = (file: string) => join(SRC, file);
    expect(scopeFindingsIn(at('features/jobs/job-alerts.service.ts'), unwrap).map(key)).toEqual([
      'features/jobs/job-alerts.service.ts unwrap transactionHandle',
    ]);
    expect(scopeFindingsIn(at('features/jobs/jobs.routes.ts'), unwrap).map(key)).toEqual([
      'features/jobs/jobs.routes.ts unwrap transactionHandle',
    ]);
    expect(scopeFindingsIn(at('features/jobs/jobs.repository.ts'), unwrap)).toEqual([]);
    expect(scopeFindingsIn(at(NOTIFIER_STORE), unwrap)).toEqual([]);
    expect(
      scopeFindingsIn(at('lib/live/live-hub.ts'), "import { transactionHandle } from '../transaction';"),
    ).toEqual([]);
    expect(
      scopeFindingsIn(at('lib/accounts.ts'), "import { transactionHandle } from './transaction';").map(key),
    ).toEqual(['lib/accounts.ts unwrap transactionHandle']);
    expect(
      scopeFindingsIn(
        at('features/jobs/jobs.routes.ts'),
        "import { type TransactionScope } from '../../lib/transaction';",
      ),
    ).toEqual([]);

    const handle = "import type { AppDatabase } from '../../db/database';";
    expect(scopeFindingsIn(at('features/jobs/job-alerts.service.ts'), handle).map(key)).toEqual([
      'features/jobs/job-alerts.service.ts handle AppDatabase',
    ]);
    expect(scopeFindingsIn(at('features/community/create-post.ts'), handle).map(key)).toEqual([
      'features/community/create-post.ts handle AppDatabase',
    ]);
    expect(scopeFindingsIn(at('features/community/community.routes.ts'), handle)).toEqual([]);
    expect(scopeFindingsIn(at('features/jobs/jobs.plan-evidence.ts'), handle)).toEqual([]);
  });

  it("catches the wall clock read in a feature or lib/, and leaves the clock's own file and fixed dates alone", () => {
    const at = (file: string) => join(SRC, file);
    const wall = [
      'export const a = () => new Date();',
      'export const b = () => new Date;',
      'export const c = () => Date.now() + 60_000;',
      'export const d = { now: Date.now };',
    ].join('\n');
    const found = [
      'features/jobs/job-mapping.ts clock new Date()',
      'features/jobs/job-mapping.ts clock new Date()',
      'features/jobs/job-mapping.ts clock Date.now',
      'features/jobs/job-mapping.ts clock Date.now',
    ];
    expect(clockFindingsIn(at('features/jobs/job-mapping.ts'), wall).map(key)).toEqual(found);
    expect(clockFindingsIn(at('lib/window-counter.ts'), 'const e = new Date();').map(key)).toEqual([
      'lib/window-counter.ts clock new Date()',
    ]);
    expect(clockFindingsIn(at(CLOCK_FILE), wall)).toEqual([]);
    // The command-line tools run outside an app: they pass the system clock's time themselves.
    expect(clockFindingsIn(at('cli/jobs-import.ts'), wall)).toEqual([]);
    const fixed = [
      "const f = new Date('2026-01-05T15:00:00Z');",
      'const g = (now: Date) => new Date(now.getTime() + 1000);',
      'const h = new Date(Date.UTC(2026, 0, 5));',
      'const i = (clock: { now(): Date }) => clock.now();',
    ].join('\n');
    expect(clockFindingsIn(at('features/jobs/job-mapping.ts'), fixed)).toEqual([]);
  });

  it('allows nothing that no longer happens, each with its reason', () => {
    const found = new Set(findings.map(key));
    expect(ALLOWED.filter((entry) => !found.has(key(entry))).map(key)).toEqual([]);
    for (const entry of ALLOWED) expect(entry.reason.length).toBeGreaterThan(20);
  });
});
