import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { AppDatabase } from '../../db/database';
import { serializeError } from '../../lib/logging/log-safety';
import { accounts, sessions, users, verifications } from '../../db/auth.schema';
import { withHashedSessionTokens } from './hashed-session-tokens';
import { hashPassword, verifyPassword } from './password-hashing';
import { storedVerificationIdentifier } from './verification-identifier';

export const AUTH_BASE_PATH = '/api/auth';
/** Set by our proxy from Fastify's `request.ip`; any copy a client sends is dropped first. */
export const CLIENT_IP_HEADER = 'x-waypoint-client-ip';
export const RESET_TOKEN_TTL_SECONDS = 30 * 60;
export const VERIFICATION_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export interface AuthUserRecord {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  emailVerified: boolean;
}

/**
 * What better-auth calls back into; the auth service wires these to the task engine's mail and the audit log.
 * better-auth awaits them before answering: the link e-mails are queued (a row), not sent, by then.
 */
export interface AuthCallbacks {
  sendPasswordResetLink(user: AuthUserRecord, link: string): Promise<void>;
  sendVerificationLink(user: AuthUserRecord, link: string): Promise<void>;
  /** `ip`: the client's, as our proxy passed it on. */
  onPasswordReset(user: AuthUserRecord, ip: string | null): Promise<void>;
  onEmailVerified(user: AuthUserRecord, ip: string | null): Promise<void>;
}

export interface CreateAuthOptions {
  config: Pick<AppConfig, 'publicUrl' | 'requireEmailVerification' | 'sessionAbsoluteHours' | 'adminEmails'>;
  db: AppDatabase;
  secret: string;
  log: FastifyBaseLogger;
  callbacks: AuthCallbacks;
}

/**
 * better-auth, configured for Waypoint: e-mail + password only, argon2id, database sessions read from a bearer
 * token (never a cookie: the proxy strips them both ways), links in e-mails pointing at PUBLIC_URL.
 *
 * Sessions: better-auth sets `expiresAt` to sign-in + SESSION_ABSOLUTE_HOURS and, with refresh disabled, never
 * moves it, so its own checks enforce the absolute timeout. The idle timeout is ours
 * (lib/sessions/sessions.service.ts), measured from `updatedAt`.
 */
export function createAuth({ config, db, secret, log, callbacks }: CreateAuthOptions) {
  const adminEmails = new Set(config.adminEmails);
  const options = {
    appName: 'Waypoint',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    // Session tokens are stored as their SHA-256 (lib/sessions/session-token.ts), like reset tokens below.
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: 'pg',
        schema: { user: users, session: sessions, account: accounts, verification: verifications },
      }),
    ),
    // Callback paths must stay on this site; our schemas already allow only paths.
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    // Throttling is ours (auth_throttle), per account as well as per IP, and shared by every instance.
    rateLimit: { enabled: false },
    logger: { log: (level, message, ...args) => logAt(log, level, message, args) },
    // Unexpected failures reach our proxy as thrown errors, logged without their data (decision 016), instead of
    // going to stderr through better-call's console.error with the failed query's parameters.
    onAPIError: { throw: true },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      requireEmailVerification: config.requireEmailVerification,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The e-mail links straight to the web page, which posts the token back with the new password.
      sendResetPassword: ({ user, token }) =>
        callbacks.sendPasswordResetLink(
          user,
          `${config.publicUrl}/reset-password/complete?token=${encodeURIComponent(token)}`,
        ),
      onPasswordReset: ({ user }, request) => callbacks.onPasswordReset(user, clientIp(request)),
    },
    emailVerification: {
      sendVerificationEmail: ({ user, url }) => callbacks.sendVerificationLink(user, url),
      sendOnSignUp: config.requireEmailVerification,
      sendOnSignIn: config.requireEmailVerification,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_TOKEN_TTL_SECONDS,
      afterEmailVerification: (user, request) => callbacks.onEmailVerified(user, clientIp(request)),
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        phoneNumber: { type: 'string', required: false },
        // `input: false`: no request body can choose a role.
        role: { type: 'string', required: false, input: false, defaultValue: 'veteran' },
      },
    },
    session: {
      expiresIn: config.sessionAbsoluteHours * 60 * 60,
      disableSessionRefresh: true,
      cookieCache: { enabled: false },
    },
    // Reset tokens are stored as SHA-256 hashes behind their purpose: a copy of the table cannot be used to reset
    // passwords, and a reset can end the account's other links (reset-tokens.repository.ts).
    verification: {
      storeIdentifier: { hash: async (identifier) => storedVerificationIdentifier(identifier) },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) =>
            adminEmails.has(user.email.toLowerCase()) ? { data: { ...user, role: 'admin' } } : undefined,
        },
      },
    },
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips callback-URL checks under NODE_ENV=test by default; tests must see the real rules.
      disableOriginCheck: false,
      // Its CSRF check compares Origin with PUBLIC_URL, which protects cookie sessions. We have none (the proxy
      // strips cookies), a cross-site page cannot read the token from our JSON answer, and without CORS it
      // cannot even send JSON here; the check would only lock out a browser that reached us by another name
      // (127.0.0.1 instead of localhost, an internal host name).
      disableCSRFCheck: true,
    },
    plugins: [bearer()],
  } satisfies BetterAuthOptions;
  return betterAuth(options);
}

export type Auth = ReturnType<typeof createAuth>;

function clientIp(request: Request | undefined): string | null {
  return request?.headers.get(CLIENT_IP_HEADER) ?? null;
}

// better-auth warns about routine failures ("User not found", "Invalid password"), which the audit log records
// already, and its info lines name addresses; neither belongs above info and debug.
function logAt(log: FastifyBaseLogger, level: string, message: string, args: unknown[]): void {
  const context = args.length > 0 ? { details: args.map(describe) } : {};
  if (level === 'error') log.error(context, `better-auth: ${message}`);
  else if (level === 'warn') log.info(context, `better-auth: ${message}`);
  else log.debug(context, `better-auth: ${message}`);
}

function describe(value: unknown): unknown {
  return value instanceof Error ? serializeError(value) : value;
}
