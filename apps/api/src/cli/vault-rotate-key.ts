// `npm run vault:rotate-key`: re-wraps every stored data key under a new master key, without touching the files.
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../config';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { rewrapDocumentKeys } from '../features/documents/documents.key-rotation';
import { rewrapAddressMessageKeys } from '../features/notifications/notifications.key-rotation';
import {
  addKeyToFile,
  createEnvelope,
  loadKeyring,
  masterKeyFile,
  retireOldKeysInFile,
} from '../lib/encryption/encryption';
import { consoleIo, EXIT, withDatabase, type CommandIo } from './with-database';

/**
 * With the generated key file (no VAULT_MASTER_KEY): a new key goes in front of the old one, every data key is
 * re-wrapped, then the old key is dropped. A crash in between leaves both keys in the file, so every document
 * still opens and running the command again finishes the job.
 *
 * With VAULT_MASTER_KEY: the operator puts the new key first (`VAULT_MASTER_KEY=<new>,<old>`), runs this, and
 * then removes the old key from the variable.
 */
export async function runVaultRotateKey(
  config: AppConfig,
  database: Pick<Database, 'db'>,
  io: CommandIo,
): Promise<number> {
  const fromFile = !config.vaultMasterKey;
  let keyring = loadKeyring(config);
  if (fromFile) keyring = addKeyToFile(config.dataDir);
  const envelope = createEnvelope(keyring);
  const { rewrapped, alreadyCurrent } = await rewrapDocumentKeys(database.db, envelope);
  io.out(
    `Re-wrapped ${rewrapped} document key(s) under master key ${keyring.current.id} ` +
      `(${alreadyCurrent} already used it); no file was changed.`,
  );
  // E-mails still waiting to go out to an address hold sealed content under the same keys.
  const waiting = await rewrapAddressMessageKeys(database.db, envelope);
  if (waiting.rewrapped > 0) io.out(`Re-wrapped ${waiting.rewrapped} waiting e-mail(s) as well.`);
  if (fromFile) {
    retireOldKeysInFile(config.dataDir);
    io.out(`${masterKeyFile(config.dataDir)} now holds only the new key. Keep a backup of it.`);
  } else if (keyring.all.length > 1) {
    io.out('Every document now uses the first key of VAULT_MASTER_KEY: remove the others from the variable.');
  } else {
    io.out(
      'VAULT_MASTER_KEY holds one key. To rotate, set VAULT_MASTER_KEY=<new key>,<current key> and run again.',
    );
  }
  return EXIT.ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const io = consoleIo;
  const code = await withDatabase(io, 'Key rotation failed', (database) =>
    runVaultRotateKey(loadConfig(process.env), database, io),
  );
  process.exit(code);
}
