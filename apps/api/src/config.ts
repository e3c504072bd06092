import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLIC_CONTACT_RULES, type PublicContact } from '@waypoint/shared/contact/public-contact';
import { SUPPORT_EMAIL_ADDRESS } from '@waypoint/shared/contact/support-address';
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
  /** When set, e-mail goes out through this SMTP server; otherwise it lands in the outbox table and the log. */
  smtpUrl: string | undefined;
  /** The From header of every message Waypoint sends. */
  mailFrom: string;
  /** Where contact-form messages are delivered; by default the address the pages show (CONTACT_EMAIL). */
  supportEmail: string;
  /**
   * CONTACT_PHONE, CONTACT_EMAIL, CONTACT_ADDRESS: how the public reaches the team. The web build puts them into
   * the pages; the server checks at start that the build it serves shows these (plugins/external/web-app.ts).
   */
  publicContact: PublicContact;
  /** The VA benefits portal's API; without it (and the key) only the sandbox snapshot answers. */
  vaApiBaseUrl: string | undefined;
  /** Sent as the `apikey` header to the VA benefits portal. Secret. */
  vaApiKey: string | undefined;
  /** BETTER_AUTH_SECRET (or AUTH_SECRET); when unset, embedded mode generates one into DATA_DIR/keys. Secret. */
  authSecret: string | undefined;
  /** The origin users open Waypoint at (no trailing slash); links in e-mails point here. */
  publicUrl: string;
  /** New accounts must confirm their e-mail address before they can sign in. */
  requireEmailVerification: boolean;
  /** A session unused for this long ends (sliding). */
  sessionIdleMinutes: number;
  /** A session ends this long after sign-in, however active (never extended). */
  sessionAbsoluteHours: number;
  /** Lower-cased addresses that become admins when they sign up. */
  adminEmails: string[];
  /** This instance runs background jobs and schedules; false for API-only instances (they still enqueue). */
  workers: boolean;
  /**
   * TRUST_PROXY: addresses or CIDR ranges of the load balancers in front; their X-Forwarded-For names the client
   * (rate limits, audit). Empty: the TCP peer is the client and the header is ignored.
   */
  trustProxy: string[];
  /** A Twilio-compatible SMS API; without it text messages are recorded in the sandbox, not sent. */
  sms: { apiUrl: string; accountSid: string; authToken: string; from: string } | undefined;
  /** Web Push (VAPID); without it push is off and the settings screen says so. */
  webPush: { publicKey: string; privateKey: string; subject: string } | undefined;
  /**
   * VAULT_MASTER_KEY: the master keys that wrap per-item data keys (lib/encryption), base64 32-byte keys
   * separated by commas, the current one first; when unset, embedded mode generates one into DATA_DIR/keys. Secret.
   */
  vaultMasterKey: string | undefined;
  /** VAULT_MAX_FILE_BYTES: the largest document one upload may store. */
  vaultMaxFileBytes: number;
  /** VAULT_QUOTA_BYTES: how much each account's vault may hold. */
  vaultQuotaBytes: number;
  /** VAULT_S3_BUCKET: when set, vault blobs go to this S3-compatible bucket instead of DATA_DIR/vault. */
  vaultS3Bucket: string | undefined;
  /** VAULT_S3_ENDPOINT: an S3-compatible server other than AWS (MinIO, a local server); path-style addressing. */
  vaultS3Endpoint: string | undefined;
  /** VAULT_S3_REGION (or AWS_REGION). */
  vaultS3Region: string;
  /** The USAJOBS Search API, when both USAJOBS_API_KEY and USAJOBS_USER_AGENT are set (job feeds). */
  usajobs: { apiKey: string; userAgent: string; baseUrl: string } | undefined;
  /** JOB_FEED_URLS: schema.org JobPosting JSON-LD or CSV feeds the job engine imports on its schedule. */
  jobFeedUrls: string[];
  /** JOB_SAMPLE_FEED: load the labelled sample postings so search works out of the box (default true). */
  jobSampleFeed: boolean;
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
  SMTP_URL: 'expected an smtp:// or smtps:// URL',
  MAIL_FROM: 'expected an e-mail address, optionally as Name <address>',
  SUPPORT_EMAIL: 'expected an e-mail address',
  CONTACT_PHONE: PUBLIC_CONTACT_RULES.CONTACT_PHONE.expected,
  CONTACT_EMAIL: PUBLIC_CONTACT_RULES.CONTACT_EMAIL.expected,
  CONTACT_ADDRESS: PUBLIC_CONTACT_RULES.CONTACT_ADDRESS.expected,
  VA_API_BASE_URL: 'expected an http:// or https:// URL',
  VA_API_KEY: 'expected the API key of the VA benefits portal',
  BETTER_AUTH_SECRET: 'expected at least 32 random characters (e.g. from openssl rand -base64 32)',
  AUTH_SECRET: 'expected at least 32 random characters (e.g. from openssl rand -base64 32)',
  PUBLIC_URL: 'expected an http:// or https:// origin without a path, e.g. https://waypoint.example.org',
  REQUIRE_EMAIL_VERIFICATION: 'expected true or false',
  SESSION_IDLE_MINUTES: 'expected a whole number of minutes between 1 and 1440',
  SESSION_ABSOLUTE_HOURS: 'expected a whole number of hours between 1 and 720',
  ADMIN_EMAILS: 'expected e-mail addresses separated by commas',
  WORKERS: 'expected true or false',
  TRUST_PROXY: 'expected IP addresses or CIDR ranges separated by commas, e.g. 127.0.0.1,10.0.0.0/8',
  SMS_API_URL: 'expected the https:// base URL of a Twilio-compatible SMS API',
  SMS_ACCOUNT_SID: 'expected the SMS account id',
  SMS_AUTH_TOKEN: 'expected the SMS API token',
  SMS_FROM: 'expected the sending phone number in E.164 form, e.g. +15555550100',
  VAPID_PUBLIC_KEY: 'expected the URL-safe base64 VAPID public key (npx web-push generate-vapid-keys)',
  VAPID_PRIVATE_KEY: 'expected the URL-safe base64 VAPID private key',
  VAPID_SUBJECT: 'expected a mailto: or https: contact for push services',
  USAJOBS_API_KEY: 'expected the USAJOBS Search API key (Authorization-Key)',
  USAJOBS_USER_AGENT: 'expected the e-mail address registered with the USAJOBS API key',
  USAJOBS_BASE_URL: 'expected an http:// or https:// URL',
  JOB_FEED_URLS: 'expected http:// or https:// URLs separated by commas',
  JOB_SAMPLE_FEED: 'expected true or false',
  VAULT_MASTER_KEY:
    'expected one or more base64 keys of 32 bytes separated by commas, the current one first (e.g. from openssl rand -base64 32)',
  VAULT_MAX_FILE_BYTES: 'expected a whole number of bytes between 1 and 1073741824',
  VAULT_QUOTA_BYTES: 'expected a whole number of bytes between 1 and 1099511627776',
  VAULT_S3_BUCKET: 'expected an S3 bucket name',
  VAULT_S3_ENDPOINT: 'expected an http:// or https:// URL',
  VAULT_S3_REGION: 'expected a region name such as us-east-1',
  AWS_REGION: 'expected a region name such as us-east-1',
} as const;
type VariableName = keyof typeof EXPECTATIONS;

// Connection strings carry passwords; an error message must not copy them to logs.
const SECRET_VARIABLES = new Set<VariableName>([
  'BETTER_AUTH_SECRET',
  'AUTH_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'VA_API_KEY',
  'SMS_AUTH_TOKEN',
  'VAPID_PRIVATE_KEY',
  'VAULT_MASTER_KEY',
]);

// `no-reply@example.org` or `Waypoint <no-reply@example.org>`: what nodemailer accepts as a From header.
const MAILBOX = /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

function wholeNumber(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));
}

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
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().regex(MAILBOX).default('Waypoint <no-reply@waypoint.local>'),
  SUPPORT_EMAIL: z.email().optional(),
  CONTACT_PHONE: z.string().regex(PUBLIC_CONTACT_RULES.CONTACT_PHONE.pattern).optional(),
  CONTACT_EMAIL: z.string().regex(PUBLIC_CONTACT_RULES.CONTACT_EMAIL.pattern).pipe(z.email()).optional(),
  CONTACT_ADDRESS: z.string().regex(PUBLIC_CONTACT_RULES.CONTACT_ADDRESS.pattern).optional(),
  VA_API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  VA_API_KEY: z.string().optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => ['', '/'].includes(new URL(url).pathname + new URL(url).search))
    .transform((url) => new URL(url).origin)
    .optional(),
  REQUIRE_EMAIL_VERIFICATION: z
    .enum(['true', 'false', '1', '0'])
    .transform((flag) => flag === 'true' || flag === '1')
    .default(false),
  SESSION_IDLE_MINUTES: wholeNumber(1, 1440).default(30),
  SESSION_ABSOLUTE_HOURS: wholeNumber(1, 720).default(12),
  ADMIN_EMAILS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email()))
    .default([]),
  WORKERS: z
    .enum(['true', 'false', '1', '0'])
    .transform((flag) => flag === 'true' || flag === '1')
    .default(true),
  TRUST_PROXY: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])))
    .default([]),
  SMS_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_ACCOUNT_SID: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/)
    .optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{40,200}$/)
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{20,100}$/)
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/)
    .optional(),
  VAULT_MAX_FILE_BYTES: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().min(1).max(1073741824))
    .default(25 * 1024 * 1024),
  VAULT_QUOTA_BYTES: z
    .string()
    .regex(/^\d{1,13}$/)
    .transform(Number)
    .pipe(z.number().min(1).max(1099511627776))
    .default(1073741824),
  VAULT_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .optional(),
  VAULT_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  VAULT_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/)
    .optional(),
  AWS_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/)
    .optional(),
  USAJOBS_API_KEY: z.string().min(1).optional(),
  USAJOBS_USER_AGENT: z.string().min(1).optional(),
  USAJOBS_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://data.usajobs.gov'),
  JOB_FEED_URLS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ })))
    .default([]),
  JOB_SAMPLE_FEED: z
    .enum(['true', 'false', '1', '0'])
    .transform((flag) => flag === 'true' || flag === '1')
    .default(true),
  VAULT_MASTER_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/_-]{43}=?(\s*,\s*[A-Za-z0-9+/_-]{43}=?)*$/)
    .optional(),
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
  // Contact-form messages go where the pages tell people to write, unless SUPPORT_EMAIL names another inbox.
  const supportEmail = vars.SUPPORT_EMAIL ?? vars.CONTACT_EMAIL ?? SUPPORT_EMAIL_ADDRESS;
  const authSecret = vars.BETTER_AUTH_SECRET ?? vars.AUTH_SECRET;
  checkAuthSettings(vars.NODE_ENV, {
    authSecret,
    databaseUrl: vars.DATABASE_URL,
    adminEmails: vars.ADMIN_EMAILS,
    requireEmailVerification: vars.REQUIRE_EMAIL_VERIFICATION,
  });
  return {
    nodeEnv: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir: resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    logLevel: vars.LOG_LEVEL,
    webDistDir: vars.WEB_DIST_DIR ? resolve(vars.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    version: readVersion(),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    supportEmail,
    publicContact: {
      phone: vars.CONTACT_PHONE ?? null,
      email: vars.CONTACT_EMAIL ?? null,
      address: vars.CONTACT_ADDRESS ?? null,
    },
    // Without a trailing slash, so paths can be appended the same way whichever form was configured.
    vaApiBaseUrl: vars.VA_API_BASE_URL?.replace(/\/+$/, ''),
    vaApiKey: vars.VA_API_KEY,
    authSecret,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    requireEmailVerification: vars.REQUIRE_EMAIL_VERIFICATION,
    sessionIdleMinutes: vars.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: vars.SESSION_ABSOLUTE_HOURS,
    adminEmails: vars.ADMIN_EMAILS,
    workers: vars.WORKERS,
    trustProxy: vars.TRUST_PROXY,
    sms:
      vars.SMS_API_URL && vars.SMS_ACCOUNT_SID && vars.SMS_AUTH_TOKEN && vars.SMS_FROM
        ? {
            apiUrl: vars.SMS_API_URL.replace(/\/+$/, ''),
            accountSid: vars.SMS_ACCOUNT_SID,
            authToken: vars.SMS_AUTH_TOKEN,
            from: vars.SMS_FROM,
          }
        : undefined,
    webPush:
      vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY
        ? {
            publicKey: vars.VAPID_PUBLIC_KEY,
            privateKey: vars.VAPID_PRIVATE_KEY,
            subject: vars.VAPID_SUBJECT ?? `mailto:${supportEmail}`,
          }
        : undefined,
    vaultMasterKey: vars.VAULT_MASTER_KEY,
    vaultMaxFileBytes: vars.VAULT_MAX_FILE_BYTES,
    vaultQuotaBytes: vars.VAULT_QUOTA_BYTES,
    vaultS3Bucket: vars.VAULT_S3_BUCKET,
    vaultS3Endpoint: vars.VAULT_S3_ENDPOINT,
    vaultS3Region: vars.VAULT_S3_REGION ?? vars.AWS_REGION ?? 'us-east-1',
    usajobs:
      vars.USAJOBS_API_KEY && vars.USAJOBS_USER_AGENT
        ? {
            apiKey: vars.USAJOBS_API_KEY,
            userAgent: vars.USAJOBS_USER_AGENT,
            baseUrl: vars.USAJOBS_BASE_URL.replace(/\/+$/, ''),
          }
        : undefined,
    jobFeedUrls: vars.JOB_FEED_URLS,
    jobSampleFeed: vars.JOB_SAMPLE_FEED,
  };
}

/**
 * Production rules that span variables. Several instances on one PostgreSQL must sign verification links with
 * the same secret, so none may invent its own; and without verification, whoever registers an admin address
 * first would become admin.
 */
function checkAuthSettings(
  nodeEnv: AppConfig['nodeEnv'],
  vars: Pick<AppConfig, 'authSecret' | 'databaseUrl' | 'adminEmails' | 'requireEmailVerification'>,
): void {
  if (nodeEnv !== 'production') return;
  const problems: string[] = [];
  if (vars.databaseUrl && !vars.authSecret) {
    problems.push(
      'Invalid environment variable BETTER_AUTH_SECRET: required in production with DATABASE_URL, so every ' +
        'instance uses the same secret (generate one with openssl rand -base64 32)',
    );
  }
  if (vars.adminEmails.length > 0 && !vars.requireEmailVerification) {
    problems.push(
      'Invalid environment variable ADMIN_EMAILS: in production it needs REQUIRE_EMAIL_VERIFICATION=true, ' +
        'otherwise whoever registers one of these addresses first becomes an admin',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
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
