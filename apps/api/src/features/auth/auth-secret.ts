import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config';

const MIN_SECRET_LENGTH = 32;

export function authSecretFile(dataDir: string): string {
  return join(dataDir, 'keys', 'auth-secret');
}

/**
 * BETTER_AUTH_SECRET / AUTH_SECRET when set. Otherwise (one process on its own data directory) a secret made on
 * first start and kept in DATA_DIR/keys/auth-secret, readable only by the owner, so verification links survive
 * restarts. Production with DATABASE_URL never gets here: config refuses to start without the variable.
 */
export function resolveAuthSecret(config: Pick<AppConfig, 'authSecret' | 'dataDir'>): string {
  if (config.authSecret) return config.authSecret;
  const file = authSecretFile(config.dataDir);
  try {
    return readKeptSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(join(config.dataDir, 'keys'), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  // `wx`: if another process created it a moment ago, theirs wins and is read back.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKeptSecret(file);
  }
}

function readKeptSecret(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    // Signing with an empty or short secret would make verification links forgeable.
    throw new Error(
      `${file} holds no usable secret (fewer than ${MIN_SECRET_LENGTH} characters). Delete it to have a new one ` +
        'made (outstanding verification links stop working), or set BETTER_AUTH_SECRET.',
    );
  }
  return secret;
}
