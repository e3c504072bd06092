// `npm run catalogue:import -- <file> [more files]`: imports military occupation files into the database the
// server uses (DATA_DIR or DATABASE_URL), all in one transaction. See docs/operations.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { createDatabase, type Database } from '../db/database';
import { runMigrations } from '../db/migrate';
import {
  CatalogueImportError,
  importCatalogueFiles,
  type FileReport,
  type ImportFile,
} from '../features/careers/careers-import.service';

const USAGE = `Usage: npm run catalogue:import -- <file.csv> [more files]

Each file's header decides what it holds:
  luMOC      service, category, code, type, status, title, description[, moc_url]  → military occupations
  crosswalk  military code, branch, O*NET-SOC code[, kind][, strength]             → civilian matches
  XWALK      type, group_code, job_title_id, title, service, personnel_category, … → federal job series
With the embedded database, stop the server first.`;

const SHOWN_PROBLEMS = 20;
const number = (value: number) => value.toLocaleString('en-US');

function printReport(report: FileReport): void {
  const { file, layout, rows, inserted, updated, unchanged, skipped, problems } = report;
  console.log(
    `${file} (${layout}): ${number(rows)} rows; ${number(inserted)} inserted, ${number(updated)} updated, ` +
      `${number(unchanged)} unchanged, ${number(skipped)} skipped`,
  );
  for (const { line, message } of problems.slice(0, SHOWN_PROBLEMS))
    console.log(`  line ${line}: ${message}`);
  if (problems.length > SHOWN_PROBLEMS)
    console.log(`  … and ${number(problems.length - SHOWN_PROBLEMS)} more`);
}

function readFiles(paths: readonly string[]): ImportFile[] {
  // npm runs scripts from the repository root; a relative path means relative to where the operator typed it.
  const base = process.env.INIT_CWD ?? process.cwd();
  return paths.map((name) => ({ name, text: readFileSync(resolve(base, name), 'utf8') }));
}

async function openDatabase(): Promise<Database> {
  try {
    return await createDatabase(loadConfig(process.env));
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new Error(
        `${error.message}\nThe embedded database allows one process at a time: stop the Waypoint server, then import again.`,
      );
    }
    throw error;
  }
}

async function main(args: readonly string[]): Promise<number> {
  if (args.length === 0 || args.includes('--help')) {
    console.error(USAGE);
    return 2;
  }
  let files: ImportFile[];
  let database: Database;
  try {
    files = readFiles(args);
    database = await openDatabase();
  } catch (error) {
    // An unreadable file, a bad environment or a held database: the message says what to do.
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  try {
    await runMigrations(database);
    await importCatalogueFiles(database, files, printReport);
    console.log(
      'Committed. Servers on PostgreSQL use it within a minute; start the embedded server to use it there.',
    );
    return 0;
  } catch (error) {
    const reason = error instanceof CatalogueImportError ? error.message : error;
    console.error('Nothing was imported; the catalogue is as it was.', reason);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
