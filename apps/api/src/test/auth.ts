import { randomUUID } from 'node:crypto';
import { authSessionSchema, type AuthUser, type SignUpRequest } from '@waypoint/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxEmails, users } from '../db/schema';
import { SEND_MAIL_TASK } from '../features/auth/auth-mail';
import { firstLink } from './first-link';
import { runQueuedTasks } from './tasks';

/** Tests only. A password no rule rejects. */
export const TEST_PASSWORD = 'Correct horse battery staple 42';

export interface SignedInUser {
  token: string;
  user: AuthUser;
  /** `{ authorization: 'Bearer …' }`, to spread into `app.inject({ headers })`. */
  headers: { authorization: string };
  email: string;
  password: string;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * Signs a new user up and in through the real endpoints and returns the token, the user and ready headers.
 * With REQUIRE_EMAIL_VERIFICATION on, the address is marked verified in between, as the link would.
 */
export async function signUpAndSignIn(
  app: FastifyInstance,
  overrides: Partial<SignUpRequest> = {},
): Promise<SignedInUser> {
  const email = overrides.email ?? `veteran-${randomUUID().slice(0, 8)}@example.org`;
  const password = overrides.password ?? TEST_PASSWORD;
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: {
      firstName: 'Jordan',
      lastName: 'Rivera',
      phoneNumber: '+15555550123',
      ...overrides,
      email,
      password,
    },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed (${signUp.statusCode}): ${signUp.body}`);
  const { user, token } = authSessionSchema.parse(signUp.json());
  if (token === null) {
    await app.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, user.email));
  }
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed (${signIn.statusCode}): ${signIn.body}`);
  const session = authSessionSchema.parse(signIn.json());
  if (!session.token) throw new Error('sign-in answered no token');
  return {
    token: session.token,
    user: session.user,
    headers: bearer(session.token),
    email: user.email,
    password,
  };
}

/**
 * Sends the auth e-mails queued so far, as the engine's worker would (test apps run none): after a request that
 * e-mails, before looking for the e-mail.
 */
export function sendQueuedAuthMail(app: FastifyInstance): Promise<number> {
  return runQueuedTasks(app, SEND_MAIL_TASK);
}

/** The newest e-mail to `to` in the outbox, of the subject when one is given. */
async function newestOutboxMail(app: FastifyInstance, to: string, subject?: string) {
  const [mail] = await app.database.db
    .select({ subject: outboxEmails.subject, text: outboxEmails.text })
    .from(outboxEmails)
    .where(
      subject ? and(eq(outboxEmails.to, to), eq(outboxEmails.subject, subject)) : eq(outboxEmails.to, to),
    )
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return mail;
}

/** Sends queued auth e-mail and reads until `read` finds something: e-mails go out after the answer. */
async function waitFor<T>(
  app: FastifyInstance,
  read: () => Promise<T | undefined>,
  failure: string,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await sendQueuedAuthMail(app);
    const found = await read();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The newest e-mail to `to` in the outbox (embedded mode) with this subject, waiting for it to arrive. */
export function waitForOutboxMail(
  app: FastifyInstance,
  to: string,
  subject: string,
  timeoutMs = 5_000,
): Promise<{ subject: string; text: string }> {
  return waitFor(
    app,
    () => newestOutboxMail(app, to, subject),
    `no "${subject}" e-mail reached ${to}`,
    timeoutMs,
  );
}

/** The first link of the newest e-mail to `to` in the outbox (embedded mode), waiting for it to arrive. */
export function waitForOutboxLink(app: FastifyInstance, to: string, timeoutMs = 5_000): Promise<string> {
  const link = async () => {
    const mail = await newestOutboxMail(app, to);
    return mail ? firstLink(mail.text) : undefined;
  };
  return waitFor(app, link, `no e-mail with a link reached ${to}`, timeoutMs);
}
