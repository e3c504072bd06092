import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to reject the environment');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('data'),
      databaseUrl: undefined,
      logLevel: 'info',
      webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
      version: '0.1.0',
    });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/waypoint',
      DATABASE_URL: 'postgresql://waypoint:secret@db.internal:5432/waypoint',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: 'build/web',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/waypoint',
      databaseUrl: 'postgresql://waypoint:secret@db.internal:5432/waypoint',
      logLevel: 'warn',
      webDistDir: resolve('build/web'),
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('accepts postgres:// as well as postgresql://', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/waypoint' }).databaseUrl).toBe(
      'postgres://localhost/waypoint',
    );
  });

  it.each(['abc', '-1', '65536', '80.5', '1e3'])(
    'rejects PORT=%s naming the variable and the value',
    (port) => {
      expect(configError({ PORT: port }).message).toBe(
        `Invalid environment variable PORT: expected a whole number between 0 and 65535 (got "${port}")`,
      );
    },
  );

  it('lists every bad variable, one per line', () => {
    const error = configError({ NODE_ENV: 'staging', LOG_LEVEL: 'verbose', PORT: '3000' });
    expect(error.message.split('\n')).toEqual([
      'Invalid environment variable NODE_ENV: expected one of development, production, test (got "staging")',
      'Invalid environment variable LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    ]);
  });

  it('rejects a DATABASE_URL that is not PostgreSQL without echoing it, since it may hold a password', () => {
    const error = configError({ DATABASE_URL: 'mysql://root:hunter2@localhost/waypoint' });
    expect(error.message).toBe(
      'Invalid environment variable DATABASE_URL: expected a postgres:// or postgresql:// URL',
    );
    expect(configError({ DATABASE_URL: 'not a url' }).message).toMatch(
      /^Invalid environment variable DATABASE_URL:/,
    );
  });
});
