import type { VerificationEmailRequestData } from '@waypoint/shared';
import { askAuth, askAuthOrThrow, type AuthDeps } from './auth-context';
import { authErrorCode, type ClientRequest } from './auth-proxy';
import { VERIFIED_CALLBACK_PATH } from './sign-up';
import { accountKey, THROTTLE_RULES } from './throttle';
import { guard } from './throttle-guard';

/** Where the web shows why a verification link failed: `TOKEN_EXPIRED`, `INVALID_TOKEN` or `USER_NOT_FOUND`. */
export const VERIFICATION_FAILED_PATH = '/signin?verificationError=';

/**
 * Follows a verification link (a signed token valid 24 hours) and says where the browser goes next: the
 * callback path on success (default /signin?verified=1), /signin?verificationError=CODE otherwise. Always an
 * absolute address on PUBLIC_URL, so the link works from the e-mail whichever host serves the API.
 */
export async function verifyEmail(
  deps: AuthDeps,
  client: ClientRequest,
  input: { token: string; callbackURL?: string | undefined },
): Promise<string> {
  const callbackURL = input.callbackURL ?? VERIFIED_CALLBACK_PATH;
  const answer = await askAuth(deps, client, {
    method: 'GET',
    path: '/verify-email',
    anonymous: true,
    query: { token: input.token, callbackURL },
  });
  const location = answer.location ? new URL(answer.location, deps.config.publicUrl) : null;
  const error =
    location?.searchParams.get('error') ?? (answer.status >= 300 && !location ? authErrorCode(answer) : null);
  if (answer.status >= 500) return `${deps.config.publicUrl}${VERIFICATION_FAILED_PATH}UNAVAILABLE`;
  if (error) return `${deps.config.publicUrl}${VERIFICATION_FAILED_PATH}${encodeURIComponent(error)}`;
  return `${deps.config.publicUrl}${callbackURL}`;
}

/**
 * Sends a new verification link to an unverified address. The answer is the same for every address (better-auth
 * also pads its time), so it cannot be used to find accounts.
 */
export async function sendVerificationEmail(
  deps: AuthDeps,
  client: ClientRequest,
  input: VerificationEmailRequestData,
): Promise<{ status: true }> {
  await guard(deps, [
    [THROTTLE_RULES.verificationAddress, accountKey(input.email)],
    [THROTTLE_RULES.verificationIp, client.ip],
  ]);
  await askAuthOrThrow(deps, client, {
    method: 'POST',
    path: '/send-verification-email',
    anonymous: true,
    body: { email: input.email, callbackURL: input.callbackURL ?? VERIFIED_CALLBACK_PATH },
  });
  return { status: true };
}
