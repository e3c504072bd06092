import { randomBytes } from 'node:crypto';

/**
 * The secrets every app a test process builds shares, made once per process and never written anywhere: the
 * session and link signing secret, and the vault's master key. Product code has no test branch for them; tests
 * pass them through the configuration, as an operator would.
 */
export const TEST_AUTH_SECRET = randomBytes(32).toString('base64url');
export const TEST_VAULT_MASTER_KEY = randomBytes(32).toString('base64');
