import type { ResetLinkStatus } from '@waypoint/shared';
import { askAuth, type AuthDeps } from './auth-context';
import { toAppError } from './auth-errors';
import type { ClientRequest } from './auth-proxy';
import { RESET_COMPLETE_PATH } from './password-reset';

/**
 * Whether a reset link's token can still set a password, without using it up: better-auth's link check
 * (`GET /reset-password/:token`) redirects to the callback with `?token=` while the link is usable and with
 * `?error=INVALID_TOKEN` once it is used, expired or was never issued.
 */
export async function resetLinkStatus(
  deps: AuthDeps,
  client: ClientRequest,
  input: { token: string },
): Promise<ResetLinkStatus> {
  const answer = await askAuth(deps, client, {
    method: 'GET',
    path: `/reset-password/${encodeURIComponent(input.token)}`,
    anonymous: true,
    query: { callbackURL: RESET_COMPLETE_PATH },
  });
  if (answer.status < 300 || answer.status >= 400 || !answer.location) throw toAppError(answer);
  const location = new URL(answer.location, deps.config.publicUrl);
  return { usable: !location.searchParams.has('error') && location.searchParams.has('token') };
}
