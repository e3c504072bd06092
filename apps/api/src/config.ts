import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PublicContact } from '@waypoint/shared/contact/public-contact';
import { SUPPORT_EMAIL_ADDRESS } from '@waypoint/shared/contact/support-address';
import { z } from 'zod';
import { describeProblems, envSchema, EXPECTATIONS, type LogLevel } from './config-env';

export { LOG_LEVELS, type LogLevel } from './config-env';

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
  /**
   * New accounts must confirm their e-mail address before they can sign in, and sign-up answers alike whether or
   * not an address has an account. REQUIRE_EMAIL_VERIFICATION; unset, on exactly when SMTP_URL is set.
   */
  requireEmailVerification: boolean;
  /** A session unused for this long ends (sliding). */
  sessionIdleMinutes: number;
  /** A session ends this long after sign-in, however active (never extended). */
  sessionAbsoluteHours: number;
  /** Lower-cased addresses that become admins when they sign up. */
  adminEmails: string[];
  /** This instance runs background tasks and schedules; false for API-only instances (they still enqueue). */
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
  /** JOB_FEED_URLS: schema.org JobPosting JSON-LD or CSV feeds the task engine imports on its schedule. */
  jobFeedUrls: string[];
  /**
   * JOB_SAMPLE_FEED: load the labelled sample postings so search works out of the box (default true); only where
   * `sampleData` is on.
   */
  jobSampleFeed: boolean;
  /**
   * SAMPLE_DATA: write the labelled sample circles, mentors, postings and announcements at start (decision 044).
   * Unset, on with the embedded database and off with DATABASE_URL. Reference data is written either way.
   */
  sampleData: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Resolved from this file rather than cwd so `npm start` from any directory serves the same build.
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const ROOT_PACKAGE_JSON = new URL('../../../package.json', import.meta.url);

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
  // Where mail is delivered for real, a sign-up can wait for its link, and then every sign-up answers alike
  // (decision 039); without a mail server, links only reach the outbox, so sign-up signs the new account in.
  const requireEmailVerification = vars.REQUIRE_EMAIL_VERIFICATION ?? vars.SMTP_URL !== undefined;
  checkAuthSettings(vars.NODE_ENV, {
    authSecret,
    databaseUrl: vars.DATABASE_URL,
    adminEmails: vars.ADMIN_EMAILS,
    requireEmailVerification,
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
    requireEmailVerification,
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
    sampleData: vars.SAMPLE_DATA ?? vars.DATABASE_URL === undefined,
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

function readVersion(): string {
  const rootPackage = z
    .object({ version: z.string() })
    .parse(JSON.parse(readFileSync(ROOT_PACKAGE_JSON, 'utf8')));
  return rootPackage.version;
}
