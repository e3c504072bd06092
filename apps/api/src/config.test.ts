import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL_ADDRESS } from '@waypoint/shared/contact/support-address';
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
      authSecret: undefined,
      publicUrl: 'http://localhost:3000',
      requireEmailVerification: false,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      adminEmails: [],
      smtpUrl: undefined,
      mailFrom: 'Waypoint <no-reply@waypoint.local>',
      supportEmail: SUPPORT_EMAIL_ADDRESS,
      publicContact: { phone: null, email: null, address: null },
      vaApiBaseUrl: undefined,
      vaApiKey: undefined,
      vaultMasterKey: undefined,
      workers: true,
      trustProxy: [],
      sms: undefined,
      webPush: undefined,
      vaultMaxFileBytes: 26214400,
      vaultQuotaBytes: 1073741824,
      vaultS3Bucket: undefined,
      vaultS3Endpoint: undefined,
      vaultS3Region: 'us-east-1',
      usajobs: undefined,
      jobFeedUrls: [],
      jobSampleFeed: true,
      sampleData: true,
    });
  });

  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY names, and refuses what is not an address', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('configures the USAJOBS feed only with both its key and its user agent', () => {
    expect(loadConfig({ USAJOBS_API_KEY: 'key' }).usajobs).toBeUndefined();
    expect(
      loadConfig({
        USAJOBS_API_KEY: 'key',
        USAJOBS_USER_AGENT: 'ops@example.org',
        JOB_FEED_URLS: 'https://a.example/feed.json, https://b.example/jobs.csv',
      }),
    ).toMatchObject({
      usajobs: { apiKey: 'key', userAgent: 'ops@example.org', baseUrl: 'https://data.usajobs.gov' },
      jobFeedUrls: ['https://a.example/feed.json', 'https://b.example/jobs.csv'],
    });
  });

  it('configures SMS and Web Push only when all their variables are set, and can turn workers off', () => {
    const config = loadConfig({
      WORKERS: 'false',
      SMS_API_URL: 'https://sms.example.org/',
      SMS_ACCOUNT_SID: 'AC123',
      SMS_AUTH_TOKEN: 'token',
      SMS_FROM: '+15555550100',
      VAPID_PUBLIC_KEY: 'B'.repeat(87),
      VAPID_PRIVATE_KEY: 'p'.repeat(43),
    });
    expect(config.workers).toBe(false);
    expect(config.sms).toEqual({
      apiUrl: 'https://sms.example.org',
      accountSid: 'AC123',
      authToken: 'token',
      from: '+15555550100',
    });
    expect(config.webPush).toEqual({
      publicKey: 'B'.repeat(87),
      privateKey: 'p'.repeat(43),
      subject: `mailto:${SUPPORT_EMAIL_ADDRESS}`,
    });
    expect(loadConfig({ SMS_API_URL: 'https://sms.example.org' }).sms).toBeUndefined();
    expect(() => loadConfig({ SMS_FROM: '555-0100' })).toThrow(/SMS_FROM/);
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
      BETTER_AUTH_SECRET: 'k4Jx9vQ2mW7pL1sT8zR3nB6yF0cH5gD2aE9uV4iO',
      PUBLIC_URL: 'https://waypoint.example.org/',
      REQUIRE_EMAIL_VERIFICATION: 'true',
      SESSION_IDLE_MINUTES: '15',
      SESSION_ABSOLUTE_HOURS: '8',
      ADMIN_EMAILS: ' Ops@Example.org, root@example.org ',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.org:465',
      MAIL_FROM: 'Waypoint Support <help@example.org>',
      SUPPORT_EMAIL: 'team@example.org',
      VA_API_BASE_URL: 'https://sandbox-api.va.gov/services/veteran/v1/',
      VA_API_KEY: 'va-key-123',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/waypoint',
      databaseUrl: 'postgresql://waypoint:secret@db.internal:5432/waypoint',
      logLevel: 'warn',
      webDistDir: resolve('build/web'),
      authSecret: 'k4Jx9vQ2mW7pL1sT8zR3nB6yF0cH5gD2aE9uV4iO',
      publicUrl: 'https://waypoint.example.org',
      requireEmailVerification: true,
      sessionIdleMinutes: 15,
      sessionAbsoluteHours: 8,
      adminEmails: ['ops@example.org', 'root@example.org'],
      smtpUrl: 'smtps://mailer:secret@smtp.example.org:465',
      mailFrom: 'Waypoint Support <help@example.org>',
      supportEmail: 'team@example.org',
      vaApiBaseUrl: 'https://sandbox-api.va.gov/services/veteran/v1',
      vaApiKey: 'va-key-123',
    });
  });

  it('reads the public contact details, and sends contact-form mail to the address the pages show', () => {
    const config = loadConfig({
      CONTACT_PHONE: '+18005551234',
      CONTACT_EMAIL: 'help@example.org',
      CONTACT_ADDRESS: 'Arlington, VA',
    });
    expect(config.publicContact).toEqual({
      phone: '+18005551234',
      email: 'help@example.org',
      address: 'Arlington, VA',
    });
    expect(config.supportEmail).toBe('help@example.org');
    expect(
      loadConfig({ CONTACT_EMAIL: 'help@example.org', SUPPORT_EMAIL: 'inbox@example.org' }).supportEmail,
    ).toBe('inbox@example.org');
  });

  it.each([
    ['CONTACT_PHONE', '1-800-555-0100', 'E.164'],
    ['CONTACT_EMAIL', 'not an address', 'e-mail address'],
    ['CONTACT_ADDRESS', 'x'.repeat(121), 'one line'],
  ])('rejects %s=%s naming the variable', (name, value, expected) => {
    expect(configError({ [name]: value }).message).toContain(
      `Invalid environment variable ${name}: expected`,
    );
    expect(configError({ [name]: value }).message).toContain(expected);
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

  it('rejects an SMTP_URL of another scheme without echoing it, since it may hold a password', () => {
    expect(configError({ SMTP_URL: 'http://mailer:hunter2@smtp.example.org' }).message).toBe(
      'Invalid environment variable SMTP_URL: expected an smtp:// or smtps:// URL',
    );
  });

  it.each(['no-reply@waypoint.local', 'Waypoint <no-reply@waypoint.local>'])(
    'accepts MAIL_FROM=%s',
    (from) => {
      expect(loadConfig({ MAIL_FROM: from }).mailFrom).toBe(from);
    },
  );

  it.each(['Waypoint', 'Waypoint <no-reply>', 'a@b.c\r\nBcc: x@y.z'])('rejects MAIL_FROM=%j', (from) => {
    expect(configError({ MAIL_FROM: from }).message).toMatch(/^Invalid environment variable MAIL_FROM: /);
  });

  it('rejects a SUPPORT_EMAIL that is not an address', () => {
    expect(configError({ SUPPORT_EMAIL: 'support' }).message).toBe(
      'Invalid environment variable SUPPORT_EMAIL: expected an e-mail address (got "support")',
    );
  });

  it('rejects a VA_API_BASE_URL that is not http(s), naming the variable', () => {
    expect(configError({ VA_API_BASE_URL: 'ftp://portal.example.org' }).message).toBe(
      'Invalid environment variable VA_API_BASE_URL: expected an http:// or https:// URL (got "ftp://portal.example.org")',
    );
  });
});

describe('loadConfig: authentication settings', () => {
  const SECRET = 'k4Jx9vQ2mW7pL1sT8zR3nB6yF0cH5gD2aE9uV4iO';

  it('takes AUTH_SECRET when BETTER_AUTH_SECRET is not set, and prefers BETTER_AUTH_SECRET', () => {
    expect(loadConfig({ AUTH_SECRET: SECRET }).authSecret).toBe(SECRET);
    expect(loadConfig({ AUTH_SECRET: SECRET, BETTER_AUTH_SECRET: `${SECRET}-better` }).authSecret).toBe(
      `${SECRET}-better`,
    );
  });

  it('rejects a short secret without echoing it', () => {
    expect(configError({ BETTER_AUTH_SECRET: 'hunter2' }).message).toBe(
      'Invalid environment variable BETTER_AUTH_SECRET: expected at least 32 random characters (e.g. from openssl rand -base64 32)',
    );
  });

  it('requires the secret in production with DATABASE_URL, where instances must share it', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/waypoint' };
    expect(configError(env).message).toMatch(
      /^Invalid environment variable BETTER_AUTH_SECRET: required in production/,
    );
    expect(loadConfig({ ...env, BETTER_AUTH_SECRET: SECRET }).authSecret).toBe(SECRET);
    // Embedded production (one process, PGlite) generates and keeps its own.
    expect(loadConfig({ NODE_ENV: 'production' }).authSecret).toBeUndefined();
  });

  it('turns e-mail verification on by default exactly when mail is delivered for real (SMTP_URL)', () => {
    const SMTP_URL = 'smtp://mail.internal:587';
    expect(loadConfig({}).requireEmailVerification).toBe(false);
    expect(loadConfig({ SMTP_URL }).requireEmailVerification).toBe(true);
    // REQUIRE_EMAIL_VERIFICATION overrides either default.
    expect(loadConfig({ SMTP_URL, REQUIRE_EMAIL_VERIFICATION: 'false' }).requireEmailVerification).toBe(
      false,
    );
    expect(loadConfig({ SMTP_URL, REQUIRE_EMAIL_VERIFICATION: '0' }).requireEmailVerification).toBe(false);
    expect(loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'true' }).requireEmailVerification).toBe(true);
    // An empty value is unset, as for every variable.
    expect(loadConfig({ SMTP_URL, REQUIRE_EMAIL_VERIFICATION: '' }).requireEmailVerification).toBe(true);
  });

  it('refuses ADMIN_EMAILS in production unless addresses are verified', () => {
    expect(configError({ NODE_ENV: 'production', ADMIN_EMAILS: 'ops@example.org' }).message).toMatch(
      /^Invalid environment variable ADMIN_EMAILS: in production it needs REQUIRE_EMAIL_VERIFICATION=true/,
    );
    expect(loadConfig({ ADMIN_EMAILS: 'ops@example.org' }).adminEmails).toEqual(['ops@example.org']);
    // With mail delivered for real, verification is on unless turned off.
    const production = { NODE_ENV: 'production', ADMIN_EMAILS: 'ops@example.org' };
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.internal' }).adminEmails).toEqual([
      'ops@example.org',
    ]);
    expect(
      configError({ ...production, SMTP_URL: 'smtp://mail.internal', REQUIRE_EMAIL_VERIFICATION: 'false' })
        .message,
    ).toMatch(/^Invalid environment variable ADMIN_EMAILS/);
  });

  it('derives PUBLIC_URL from PORT and accepts only an origin', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(configError({ PUBLIC_URL: 'https://example.org/app' }).message).toMatch(
      /^Invalid environment variable PUBLIC_URL:/,
    );
    expect(configError({ PUBLIC_URL: 'ftp://example.org' }).message).toMatch(
      /^Invalid environment variable PUBLIC_URL:/,
    );
  });

  it('writes sample data by default only with the embedded database, and SAMPLE_DATA decides when set', () => {
    const server = 'postgres://waypoint@db.internal/waypoint';
    expect(loadConfig({}).sampleData).toBe(true);
    expect(loadConfig({ DATABASE_URL: server }).sampleData).toBe(false);
    expect(loadConfig({ SAMPLE_DATA: 'false' }).sampleData).toBe(false);
    expect(loadConfig({ SAMPLE_DATA: '0' }).sampleData).toBe(false);
    expect(loadConfig({ DATABASE_URL: server, SAMPLE_DATA: 'true' }).sampleData).toBe(true);
    expect(loadConfig({ DATABASE_URL: server, SAMPLE_DATA: '1' }).sampleData).toBe(true);
    // Empty, as env files often leave it: the default.
    expect(loadConfig({ DATABASE_URL: server, SAMPLE_DATA: '' }).sampleData).toBe(false);
    expect(configError({ SAMPLE_DATA: 'yes' }).message).toBe(
      'Invalid environment variable SAMPLE_DATA: expected true or false (got "yes")',
    );
  });

  it.each([
    ['REQUIRE_EMAIL_VERIFICATION', 'yes'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SESSION_IDLE_MINUTES', '1441'],
    ['SESSION_ABSOLUTE_HOURS', '1.5'],
    ['ADMIN_EMAILS', 'ops@example.org, not-an-address'],
  ])('rejects %s=%s', (name, value) => {
    expect(configError({ [name]: value }).message).toMatch(
      new RegExp(`^Invalid environment variable ${name}: `),
    );
  });
});
