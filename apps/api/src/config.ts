import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute; holds the embedded database (`db/`) and, later, vault files and keys. */
  dataDir: string;
  /** When set, PostgreSQL replaces the embedded PGlite database. */
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  /** Absolute path of the built web app that the API serves outside `/api`. */
  webDistDir: string;
  version: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Resolved from this file rather than cwd so `npm start` from any directory serves the same build.
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const ROOT_PACKAGE_JSON = new URL('../../../package.json', import.meta.url);

/** What each variable must look like, phrased for the person editing the environment. */
const EXPECTATIONS = {
  NODE_ENV: 'expected one of development, production, test',
  PORT: 'expected a whole number between 0 and 65535',
  HOST: 'expected a host name or IP address',
  DATA_DIR: 'expected a directory path',
  DATABASE_URL: 'expected a postgres:// or postgresql:// URL',
  LOG_LEVEL: `expected one of ${LOG_LEVELS.join(', ')}`,
  WEB_DIST_DIR: 'expected a directory path',
} as const;
type VariableName = keyof typeof EXPECTATIONS;

// Connection strings carry passwords; an error message must not copy them to logs.
const SECRET_VARIABLES = new Set<VariableName>(['DATABASE_URL']);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z
    .string()
    .regex(/^\d{1,5}$/)
    .transform(Number)
    .pipe(z.number().max(65535))
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST_DIR: z.string().optional(),
});

/** Validates the environment once at start-up so a typo fails loudly instead of half-working. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Env files and compose files often declare `PORT=`; an empty value means "use the default".
  const present = Object.fromEntries(
    Object.keys(EXPECTATIONS)
      .map((name) => [name, env[name]?.trim()])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(describeProblems(parsed.error, present));
  }
  const vars = parsed.data;
  return {
    nodeEnv: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir: resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    logLevel: vars.LOG_LEVEL,
    webDistDir: vars.WEB_DIST_DIR ? resolve(vars.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    version: readVersion(),
  };
}

function describeProblems(error: z.ZodError, present: Record<string, string | undefined>): string {
  const names = [...new Set(error.issues.map((issue) => String(issue.path[0]) as VariableName))];
  return names
    .map((name) => {
      const got = SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(present[name])})`;
      return `Invalid environment variable ${name}: ${EXPECTATIONS[name]}${got}`;
    })
    .join('\n');
}

function readVersion(): string {
  const rootPackage = z
    .object({ version: z.string() })
    .parse(JSON.parse(readFileSync(ROOT_PACKAGE_JSON, 'utf8')));
  return rootPackage.version;
}
