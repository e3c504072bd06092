import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config';

export const MASTER_KEY_BYTES = 32;

/** One master key and its id, which wrapped data keys carry so the right key is found after a rotation. */
export interface MasterKey {
  /** 16 hex characters derived from the key by HMAC: names it without revealing anything about it. */
  readonly id: string;
  readonly key: Buffer;
}

/** The master keys in use: `current` wraps every new data key; the others only unwrap older ones. */
export interface Keyring {
  readonly current: MasterKey;
  /** Current first, then retired keys still needed until a rotation has re-wrapped everything. */
  readonly all: readonly MasterKey[];
}

export class MasterKeyError extends Error {
  override name = 'MasterKeyError';
}

export function masterKeyFile(dataDir: string): string {
  return join(dataDir, 'keys', 'vault-master-key');
}

export function generateMasterKey(): string {
  return randomBytes(MASTER_KEY_BYTES).toString('base64');
}

export function toMasterKey(key: Buffer): MasterKey {
  if (key.length !== MASTER_KEY_BYTES) {
    throw new MasterKeyError(`A master key must be ${MASTER_KEY_BYTES} bytes, not ${key.length}.`);
  }
  const id = createHmac('sha256', key).update('waypoint/master-key-id/v1').digest('hex').slice(0, 16);
  return { id, key: Buffer.from(key) };
}

/** Base64 (or base64url) keys separated by commas or new lines, the current one first. */
export function parseKeyring(text: string, source: string): Keyring {
  const encoded = text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (encoded.length === 0) throw new MasterKeyError(`${source} holds no master key.`);
  const keys = encoded.map((value, index) => {
    const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length !== MASTER_KEY_BYTES || !/^[A-Za-z0-9+/_-]+=*$/.test(value)) {
      throw new MasterKeyError(
        `${source}: key ${index + 1} is not a base64 key of ${MASTER_KEY_BYTES} bytes (make one with openssl rand -base64 32).`,
      );
    }
    return toMasterKey(bytes);
  });
  const ids = new Set(keys.map((key) => key.id));
  if (ids.size !== keys.length) throw new MasterKeyError(`${source} lists the same key twice.`);
  return { current: keys[0]!, all: keys };
}

/**
 * VAULT_MASTER_KEY when set. Otherwise (one process on its own data directory) a key made on first start and
 * kept in DATA_DIR/keys/vault-master-key, readable only by the owner. Several instances on one PostgreSQL must
 * unwrap each other's data keys, so production with DATABASE_URL refuses to invent one.
 */
export function loadKeyring(
  config: Pick<AppConfig, 'vaultMasterKey' | 'nodeEnv' | 'dataDir' | 'databaseUrl'>,
): Keyring {
  if (config.vaultMasterKey) return parseKeyring(config.vaultMasterKey, 'VAULT_MASTER_KEY');
  if (config.nodeEnv === 'production' && config.databaseUrl) {
    throw new MasterKeyError(
      'VAULT_MASTER_KEY is required in production with DATABASE_URL, so every instance uses the same master key ' +
        '(generate one with openssl rand -base64 32 and keep a copy: without it no stored item can be read).',
    );
  }
  const file = masterKeyFile(config.dataDir);
  try {
    return parseKeyring(readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(join(config.dataDir, 'keys'), { recursive: true, mode: 0o700 });
  // `wx`: if another process created it a moment ago, theirs wins and is read back.
  try {
    writeFileSync(file, `${generateMasterKey()}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseKeyring(readFileSync(file, 'utf8'), file);
}

/** Replaces the key file in one step (write aside, then rename), so a crash leaves the old or the new file whole. */
function writeKeyFile(dataDir: string, keys: readonly string[]): void {
  const file = masterKeyFile(dataDir);
  mkdirSync(join(dataDir, 'keys'), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${keys.join('\n')}\n`, { mode: 0o600, flag: 'w' });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

/**
 * First step of rotating the generated key file: a new current key goes in front, the old ones stay so data
 * keys not yet re-wrapped still open. Returns the new keyring.
 */
export function addKeyToFile(dataDir: string, newKey = generateMasterKey()): Keyring {
  const file = masterKeyFile(dataDir);
  const existing = readFileSync(file, 'utf8')
    .split(/[\s,]+/)
    .filter(Boolean);
  writeKeyFile(dataDir, [newKey, ...existing]);
  return parseKeyring(readFileSync(file, 'utf8'), file);
}

/**
 * The first step of a rotation of the generated key file, which can be resumed: a file that still holds an old
 * key behind the current one belongs to a rotation that did not finish, and keeps its keys (the current one is
 * the new key of that rotation); otherwise a new current key goes in front. `resumed` says which.
 */
export function beginFileRotation(dataDir: string): { resumed: boolean } {
  const file = masterKeyFile(dataDir);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new MasterKeyError(
      `${file} does not exist: start the server once (it makes the key), then rotate.`,
    );
  }
  if (parseKeyring(text, file).all.length > 1) return { resumed: true };
  addKeyToFile(dataDir);
  return { resumed: false };
}

/** Last step of a rotation, once nothing is wrapped by the old keys: the file keeps only the current key. */
export function retireOldKeysInFile(dataDir: string): Keyring {
  const file = masterKeyFile(dataDir);
  const [current] = readFileSync(file, 'utf8')
    .split(/[\s,]+/)
    .filter(Boolean);
  if (!current) throw new MasterKeyError(`${file} holds no master key.`);
  writeKeyFile(dataDir, [current]);
  return parseKeyring(readFileSync(file, 'utf8'), file);
}
