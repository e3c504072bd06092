import type { AuthSession, SignUpRequestData } from '@waypoint/shared';
import { askAuthOrThrow, sessionFrom, type AuthDeps } from './auth-context';
import { emailFingerprint } from './auth-audit';
import type { ClientRequest } from './auth-proxy';
import { assertNewPasswordAllowed } from './new-password';
import { THROTTLE_RULES } from './throttle';
import { guard } from './throttle-guard';

export const VERIFIED_CALLBACK_PATH = '/signin?verified=1';

/**
 * Creates the account. Without REQUIRE_EMAIL_VERIFICATION the answer carries a session token; with it, the
 * token is null and a verification link is e-mailed (and an address already registered gets the same answer,
 * so sign-up does not reveal which addresses have accounts).
 */
export async function signUp(
  deps: AuthDeps,
  client: ClientRequest,
  input: SignUpRequestData,
): Promise<AuthSession> {
  await guard(deps.throttle, [[THROTTLE_RULES.signUpIp, client.ip]]);
  assertNewPasswordAllowed(input.password, 'password', input);
  const answer = await askAuthOrThrow(deps, client, {
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
  const session = sessionFrom(answer);
  // With verification on, a repeated address gets a made-up user; only a real new account is logged.
  const created = await deps.users.findByEmail(input.email);
  if (created?.id === session.user.id) {
    await deps.audit.record({
      action: 'auth.sign_up',
      actorUserId: created.id,
      subject: created.id,
      ip: client.ip,
      details: { role: created.role, emailFingerprint: emailFingerprint(input.email) },
    });
  }
  return session;
}
