import { PUBLIC_CONTACT_RULES } from '@waypoint/shared/contact/public-contact';
import { z } from 'zod';

/** The environment variables Waypoint reads, what each must look like, and how a wrong one is reported (config.ts). */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What each variable must look like, phrased for the person editing the environment. */
export const EXPECTATIONS = {
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
  SAMPLE_DATA: 'expected true or false',
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

export const envSchema = z.object({
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
  // No default here: unset, it follows SMTP_URL (config.ts, decision 039).
  REQUIRE_EMAIL_VERIFICATION: z
    .enum(['true', 'false', '1', '0'])
    .transform((flag) => flag === 'true' || flag === '1')
    .optional(),
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
  // Unset, it follows the database: on with the embedded one, off with DATABASE_URL (config.ts).
  SAMPLE_DATA: z
    .enum(['true', 'false', '1', '0'])
    .transform((flag) => flag === 'true' || flag === '1')
    .optional(),
  VAULT_MASTER_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/_-]{43}=?(\s*,\s*[A-Za-z0-9+/_-]{43}=?)*$/)
    .optional(),
});

export function describeProblems(error: z.ZodError, present: Record<string, string | undefined>): string {
  const names = [...new Set(error.issues.map((issue) => String(issue.path[0]) as VariableName))];
  return names
    .map((name) => {
      const got = SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(present[name])})`;
      return `Invalid environment variable ${name}: ${EXPECTATIONS[name]}${got}`;
    })
    .join('\n');
}
