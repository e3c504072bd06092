import { eq } from 'drizzle-orm';
import { bearerToken } from '../../plugins/app/authenticate';
import { askAuthOrThrow, type AuthDeps } from './auth-context';
import { recordAuthEvent } from './auth-audit';
import type { ClientRequest } from './auth-proxy';
import { sessions } from '../../db/auth.schema';

/**
 * Ends the session behind the bearer token on the server, so the token stops working everywhere, not just in
 * this browser. Idempotent: without a (live) token there is nothing to end and the answer is the same.
 */
export async function signOut(deps: AuthDeps, client: ClientRequest): Promise<{ success: true }> {
  const token = bearerToken(client);
  if (!token) return { success: true };
  const [session] = await deps.db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.token, token))
    .limit(1);
  await askAuthOrThrow(deps, client, { method: 'POST', path: '/sign-out', body: {} });
  if (session) {
    await recordAuthEvent(deps.db, {
      action: 'auth.sign_out',
      actorUserId: session.userId,
      subject: session.userId,
      ip: client.ip,
    });
  }
  return { success: true };
}
