import { randomUUID } from 'node:crypto';
import { authSessionSchema, type AuthUser, type SignUpRequest } from '@waypoint/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxEmails, users } from '../db/schema';
import { firstLink } from './first-link';

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

/** The first link of the newest e-mail to `to` in the outbox (embedded mode), waiting for it to arrive. */
export async function waitForOutboxLink(
  app: FastifyInstance,
  to: string,
  timeoutMs = 5_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = await app.database.db
      .select({ text: outboxEmails.text })
      .from(outboxEmails)
      .where(eq(outboxEmails.to, to))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    const link = mail ? firstLink(mail.text) : undefined;
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no e-mail with a link reached ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
