import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authSecretFile, resolveAuthSecret } from './auth-secret';

describe('resolveAuthSecret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'waypoint-secret-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uses the configured secret and writes nothing', () => {
    const secret = 'k4Jx9vQ2mW7pL1sT8zR3nB6yF0cH5gD2aE9uV4iO';
    expect(resolveAuthSecret({ authSecret: secret, dataDir })).toBe(secret);
    expect(() => statSync(authSecretFile(dataDir))).toThrow();
  });

  it('generates one into DATA_DIR/keys/auth-secret, readable by the owner only, and reuses it', () => {
    const first = resolveAuthSecret({ authSecret: undefined, dataDir });
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = authSecretFile(dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'keys')).mode & 0o077).toBe(0);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(resolveAuthSecret({ authSecret: undefined, dataDir })).toBe(first);
  });

  it('refuses a kept secret that is too short rather than signing with it', () => {
    mkdirSync(join(dataDir, 'keys'));
    // An empty file, as a crash between creating and writing it would leave.
    writeFileSync(authSecretFile(dataDir), '');
    expect(() => resolveAuthSecret({ authSecret: undefined, dataDir })).toThrow(/holds no usable secret/);
  });
});
