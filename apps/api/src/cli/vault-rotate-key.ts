// `npm run vault:rotate-key [-- --check]`: re-wraps every stored data key under the current master key, through
// the key registry (decision 036), without touching the encrypted items; `--check` only reports.
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import {
  allCurrent,
  beginFileRotation,
  createKeyRotation,
  createWrappedKeysRepository,
  masterKeyFile,
  retireOldKeysInFile,
  type ColumnStatus,
} from '../lib/encryption/encryption';
import { consoleIo, EXIT, withDatabase, type CommandIo } from './with-database';

export const USAGE = 'Usage: npm run vault:rotate-key [-- --check]';

/**
 * With the generated key file (no VAULT_MASTER_KEY): a new key goes in front of the old one, every registered
 * wrapped key is re-wrapped, and the old key is dropped only once every key is under the new one. Anything short
 * of that (a crash, a key that would not re-wrap) leaves both keys in the file, so everything still opens, and
 * running the command again finishes that rotation rather than starting another.
 *
 * With VAULT_MASTER_KEY: the operator puts the new key first (`VAULT_MASTER_KEY=<new>,<old>`), runs this, and
 * removes the old key from the variable once the command says every key is under the new one.
 *
 * The wrapped keys are those the features register in `app.wrappedKeys`, so the command builds the app (without
 * workers) exactly as the server does and never names a feature itself.
 */
export async function runVaultRotateKey(
  config: AppConfig,
  database: Database,
  io: CommandIo,
  args: readonly string[] = [],
): Promise<number> {
  const unknown = args.filter((arg) => arg !== '--check');
  if (unknown.length > 0) {
    io.err(`Unknown argument ${unknown[0]}.\n${USAGE}`);
    return EXIT.usage;
  }
  const checkOnly = args.includes('--check');
  const fromFile = !config.vaultMasterKey;
  if (fromFile && !checkOnly) {
    const { resumed } = beginFileRotation(config.dataDir);
    if (resumed) io.out(`${masterKeyFile(config.dataDir)} holds an unfinished rotation: finishing it.`);
  }
  // Loaded from the file just written (or the variable): the new key is current, the old ones still unwrap.
  const app = await buildApp({ config: { ...config, workers: false }, database, logger: false });
  try {
    const rotation = createKeyRotation({
      registry: app.wrappedKeys,
      repository: createWrappedKeysRepository(database.db),
      envelope: app.envelope,
    });
    const current = app.envelope.currentKeyId;
    if (!checkOnly) {
      for (const report of await rotation.rewrapAll()) {
        io.out(
          `${report.name}: re-wrapped ${report.rewrapped} under master key ${current} ` +
            `(${report.alreadyCurrent} already were) — ${report.description}.`,
        );
        if (report.failed.length > 0) {
          io.err(
            `${report.name}: ${report.failed.length} key(s) could not be re-wrapped (ids: ${report.failed.slice(0, 5).join(', ')}).`,
          );
        }
      }
    }
    const statuses = await rotation.status();
    if (checkOnly) for (const status of statuses) io.out(describeStatus(status, current));
    if (!allCurrent(statuses)) {
      for (const status of statuses.filter((entry) => entry.current !== entry.total)) {
        if (!checkOnly) io.err(describeStatus(status, current));
      }
      io.err(
        checkOnly
          ? `Not every key is under master key ${current}: keep the other keys until a rotation finishes.`
          : `Not every key is under master key ${current}, so no key was dropped; everything that opened still opens. ` +
              'Stop every server that may still write with the old key, then run this again.',
      );
      return EXIT.failed;
    }
    if (checkOnly) {
      io.out(`Every key is under master key ${current}.`);
    } else if (fromFile) {
      retireOldKeysInFile(config.dataDir);
      io.out(`${masterKeyFile(config.dataDir)} now holds only master key ${current}. Keep a backup of it.`);
    } else if (app.envelope.keyIds.length > 1) {
      io.out(`Every key is under the first key of VAULT_MASTER_KEY: remove the others from the variable.`);
    } else {
      io.out(
        'VAULT_MASTER_KEY holds one key. To rotate, set VAULT_MASTER_KEY=<new key>,<current key> and run again.',
      );
    }
    return EXIT.ok;
  } finally {
    await app.close();
  }
}

function describeStatus(status: ColumnStatus, current: string): string {
  const others = Object.entries(status.byOtherKey).map(([id, count]) => `${count} under ${id}`);
  return (
    `${status.name}: ${status.current} of ${status.total} under master key ${current}` +
    (others.length > 0 ? `; ${others.join(', ')}` : '') +
    (status.unknown > 0 ? `; ${status.unknown} under a key this server does not have` : '') +
    (status.malformed > 0 ? `; ${status.malformed} not readable as a wrapped key` : '') +
    ` — ${status.description}.`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const io = consoleIo;
  const args = process.argv.slice(2);
  const code = await withDatabase(io, 'Key rotation failed', (database) =>
    runVaultRotateKey(loadConfig(process.env), database, io, args),
  );
  process.exit(code);
}
