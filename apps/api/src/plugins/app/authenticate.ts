import { AUTH_MESSAGES, type UserRole } from '@waypoint/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { AppDatabase } from '../../db/database';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export interface AuthenticatedUser {
  id: string;
  email: string;
  role: UserRole;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  emailVerified: boolean;
}

export type AuthPreHandler = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid bearer session or 401; sets `request.user`. */
    authenticate: AuthPreHandler;
    /** preHandler: like `authenticate`, then 403 unless the user has one of the roles. */
    requireRole(...roles: UserRole[]): AuthPreHandler;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on routes that do not run it. Prefer `currentUser(request)`. */
    user: AuthenticatedUser | null;
  }
}

export type SessionPolicy = Pick<AppConfig, 'sessionIdleMinutes' | 'sessionAbsoluteHours'>;

export type SessionCheck =
  { status: 'valid'; user: AuthenticatedUser; sessionId: string } | { status: 'expired' | 'unknown' };

// Writing the last-activity time on every request would turn each read into a write; a minute's slack is fine.
const ACTIVITY_GRANULARITY_MS = 60_000;
// better-auth's tokens are 32 letters and digits; anything else cannot be a session and needs no query.
const BEARER = /^Bearer\s+([A-Za-z0-9]{16,128})$/i;

export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  return BEARER.exec(request.headers.authorization?.trim() ?? '')?.[1];
}

/**
 * The session behind a bearer token, if it is still alive. Idle timeout: `updatedAt` (last activity) plus
 * SESSION_IDLE_MINUTES, slid forward by use. Absolute timeout: `createdAt` plus SESSION_ABSOLUTE_HOURS (or the
 * stored `expiresAt`, if sooner), never extended. A dead session is deleted, so its token stays dead.
 */
export async function checkSession(
  db: AppDatabase,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SessionCheck> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        email: users.email,
        role: users.role,
        firstName: users.firstName,
        lastName: users.lastName,
        phoneNumber: users.phoneNumber,
        emailVerified: users.emailVerified,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, token))
    .limit(1);
  if (!row) return { status: 'unknown' };

  const idleEnd = row.lastActiveAt.getTime() + policy.sessionIdleMinutes * 60_000;
  const absoluteEnd = Math.min(
    row.expiresAt.getTime(),
    row.createdAt.getTime() + policy.sessionAbsoluteHours * 3_600_000,
  );
  if (now.getTime() >= idleEnd || now.getTime() >= absoluteEnd) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return { status: 'expired' };
  }
  if (now.getTime() - row.lastActiveAt.getTime() >= ACTIVITY_GRANULARITY_MS) {
    await db.update(sessions).set({ updatedAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { status: 'valid', user: row.user, sessionId: row.sessionId };
}

/** The signed-in user of a route behind `app.authenticate`; 401 if the route forgot to run it. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInToContinue);
  return request.user;
}

/** `app.authenticate` and `app.requireRole(...)` for every feature's routes. */
export default fp(
  async function authenticate(app: FastifyInstance) {
    app.decorateRequest('user', null);

    const authenticateRequest: AuthPreHandler = async (request) => {
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInToContinue);
      const check = await checkSession(app.database.db, token, app.config);
      if (check.status === 'expired') throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired);
      if (check.status !== 'valid') throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInToContinue);
      request.user = check.user;
    };

    app.decorate('authenticate', authenticateRequest);
    app.decorate('requireRole', (...roles: UserRole[]): AuthPreHandler => {
      const allowed = new Set(roles);
      return async (request) => {
        if (!request.user) await authenticateRequest(request);
        if (!request.user || !allowed.has(request.user.role)) {
          throw new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden);
        }
      };
    });
  },
  { name: 'authenticate', dependencies: ['context'] },
);
