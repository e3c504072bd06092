import type { AuthSession, SignUpRequestData } from '@waypoint/shared';
import { askAuth, sessionFrom, type AuthDeps } from './auth-context';
import { emailFingerprint } from './auth-audit';
import { existingAccountEmail } from './auth-emails';
import { toAppError } from './auth-errors';
import { authErrorCode, type ClientRequest } from './auth-proxy';
import { assertNewPasswordAllowed } from './new-password';
import { accountKey, THROTTLE_RULES, type ThrottleRule } from './throttle';
import { guard } from './throttle-guard';
import type { UserRow } from './users.repository';

export const VERIFIED_CALLBACK_PATH = '/signin?verified=1';

/**
 * E-mails to the owner of an address someone tries to register again: the sign-ups of an address an hour that
 * may lead to one (as many as reset links). Counted for every sign-up, new address or not, so the work a sign-up does says nothing about whether the address has an account.
 */
export const EXISTING_ACCOUNT_NOTICES: ThrottleRule = {
  name: 'sign-up-notice:account',
  max: 5,
  windowSeconds: 60 * 60,
};

const ALREADY_EXISTS = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);

/**
 * Creates the account (decision 017). With REQUIRE_EMAIL_VERIFICATION the answer is `{ token: null }` and a
 * verification link is e-mailed, and an address that already has an account gets the same answer (better-auth
 * makes up the user) while its owner is e-mailed that someone tried: sign-up reveals no account. Without
 * verification a new account is signed in at once, so an existing address cannot be answered alike: it gets
 * 409 "already exists", its owner the same e-mail, and never a session, whatever the password.
 */
export async function signUp(
  deps: AuthDeps,
  client: ClientRequest,
  input: SignUpRequestData,
): Promise<AuthSession> {
  await guard(deps, [[THROTTLE_RULES.signUpIp, client.ip]]);
  assertNewPasswordAllowed(input.password, 'password', input);
  const notice = await deps.throttle.consume(EXISTING_ACCOUNT_NOTICES, accountKey(input.email), deps.now());
  const answer = await askAuth(deps, client, {
    method: 'POST',
    path: '/sign-up/email',
    anonymous: true,
    body: {
      email: input.email,
      password: input.password,
      name: input.name || `${input.firstName} ${input.lastName}`,
      firstName: input.firstName,
      lastName: input.lastName,
      ...(input.phoneNumber && { phoneNumber: input.phoneNumber }),
      callbackURL: input.callbackURL ?? VERIFIED_CALLBACK_PATH,
    },
  });
  const stored = await deps.users.findByEmail(input.email);
  if (answer.status >= 300) {
    if (stored && ALREADY_EXISTS.has(authErrorCode(answer) ?? '')) {
      await existingAddress(deps, client, stored, notice.allowed);
    }
    throw toAppError(answer);
  }
  const session = sessionFrom(answer);
  if (stored && stored.id !== session.user.id) {
    await existingAddress(deps, client, stored, notice.allowed);
  } else if (stored) {
    await deps.audit.record({
      action: 'auth.sign_up',
      actorUserId: stored.id,
      subject: stored.id,
      ip: client.ip,
      details: { role: stored.role, emailFingerprint: emailFingerprint(input.email) },
    });
  }
  return session;
}

/**
 * Someone typed an address that has an account: its owner hears of it (queued now, sent after the answer), the
 * log records it.
 */
async function existingAddress(
  deps: AuthDeps,
  client: ClientRequest,
  owner: UserRow,
  notify: boolean,
): Promise<void> {
  if (notify) await deps.queueMail(existingAccountEmail(owner, deps.config.publicUrl));
  await deps.audit.record({
    action: 'auth.sign_up_existing_address',
    subject: owner.id,
    ip: client.ip,
    details: { emailFingerprint: emailFingerprint(owner.email), ownerNotified: notify },
  });
}
