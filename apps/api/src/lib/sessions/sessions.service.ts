import type { AuthUser } from '@waypoint/shared';
import type { FastifyRequest } from 'fastify';
import type { SessionPolicy } from './session-policy';
import type { SessionsRepository } from './sessions.repository';

/** A live session: its id, and when it ends unless it is used again (the idle or the absolute end, if sooner). */
export interface LiveSession {
  id: string;
  endsAt: Date;
}

export type SessionCheck =
  | { status: 'valid'; user: AuthUser; sessionId: string; session: LiveSession }
  | { status: 'expired' | 'unknown' };

interface SessionTimes {
  createdAt: Date;
  lastActiveAt: Date;
  expiresAt: Date;
}

// Writing the last-activity time on every request would turn each read into a write, so it moves at most once a
// minute, and at most once per tenth of the idle timeout: with a fixed minute, a 1-minute timeout expired
// sessions in use every 20 s. Now any session used more often than every nine tenths of the timeout lives on.
const MAX_ACTIVITY_GRANULARITY_MS = 60_000;
// better-auth's tokens are 32 letters and digits; anything else cannot be a session and needs no query.
const BEARER = /^Bearer\s+([A-Za-z0-9]{16,128})$/i;

/** The token of an `Authorization: Bearer …` header, if it can be one at all. */
export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  return BEARER.exec(request.headers.authorization?.trim() ?? '')?.[1];
}

interface Dependencies {
  repository: SessionsRepository;
  policy: SessionPolicy;
}

/**
 * Whether a bearer token still opens a session. Lives in lib/, not in the auth feature, because the app-wide
 * authentication plugin needs it and plugins never import features (decision 014).
 */
export function createSessionsService({ repository, policy }: Dependencies) {
  const absoluteEnd = (row: SessionTimes) =>
    Math.min(row.expiresAt.getTime(), row.createdAt.getTime() + policy.sessionAbsoluteHours * 3_600_000);
  const idleEnd = (lastActiveAt: Date) => lastActiveAt.getTime() + policy.sessionIdleMinutes * 60_000;

  return {
    /**
     * Idle timeout: `lastActiveAt` plus SESSION_IDLE_MINUTES, slid forward by use. Absolute timeout: `createdAt`
     * plus SESSION_ABSOLUTE_HOURS (or the stored `expiresAt`, if sooner), never extended. A dead session is
     * deleted, so its token stays dead.
     */
    async check(token: string, now: Date): Promise<SessionCheck> {
      const row = await repository.findByToken(token);
      if (!row) return { status: 'unknown' };
      if (now.getTime() >= idleEnd(row.lastActiveAt) || now.getTime() >= absoluteEnd(row)) {
        await repository.remove(row.sessionId);
        return { status: 'expired' };
      }
      let lastActiveAt = row.lastActiveAt;
      const granularity = Math.min(MAX_ACTIVITY_GRANULARITY_MS, (policy.sessionIdleMinutes * 60_000) / 10);
      if (now.getTime() - row.lastActiveAt.getTime() >= granularity) {
        await repository.touch(row.sessionId, now);
        lastActiveAt = now;
      }
      const endsAt = new Date(Math.min(idleEnd(lastActiveAt), absoluteEnd(row)));
      return {
        status: 'valid',
        user: row.user,
        sessionId: row.sessionId,
        session: { id: row.sessionId, endsAt },
      };
    },

    /**
     * Whether a session is still alive, by its id, without counting as activity (a live stream asks when its
     * session's end comes): 'valid' with the end as it stands now (other requests may have moved it), 'ended'
     * when the session is gone, 'expired' when it timed out, which deletes it like `check` does.
     */
    async recheck(
      sessionId: string,
      now: Date,
    ): Promise<{ status: 'valid'; session: LiveSession } | { status: 'ended' | 'expired' }> {
      const row = await repository.findById(sessionId);
      if (!row) return { status: 'ended' };
      const endsAt = Math.min(idleEnd(row.lastActiveAt), absoluteEnd(row));
      if (now.getTime() >= endsAt) {
        await repository.remove(row.sessionId);
        return { status: 'expired' };
      }
      return { status: 'valid', session: { id: row.sessionId, endsAt: new Date(endsAt) } };
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
