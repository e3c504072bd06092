import { bearerToken } from '../../lib/sessions/sessions.service';
import { askAuthOrThrow, type AuthDeps } from './auth-context';
import type { ClientRequest } from './auth-proxy';

/**
 * Ends the session behind the bearer token on the server, so the token stops working everywhere, not just in
 * this browser. Idempotent: without a (live) token there is nothing to end and the answer is the same.
 */
export async function signOut(deps: AuthDeps, client: ClientRequest): Promise<{ success: true }> {
  const token = bearerToken(client);
  if (!token) return { success: true };
  const session = await deps.sessions.findByToken(token);
  await askAuthOrThrow(deps, client, { method: 'POST', path: '/sign-out', body: {} });
  if (session) {
    await deps.audit.record({
      action: 'auth.sign_out',
      actorUserId: session.user.id,
      subject: session.user.id,
      ip: client.ip,
    });
  }
  return { success: true };
}
