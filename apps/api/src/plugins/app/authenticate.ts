import { AUTH_MESSAGES, type AuthUser, type UserRole } from '@waypoint/shared';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { requireRole } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { systemClock } from '../../lib/clock';
import { createSessionsRepository } from '../../lib/sessions/sessions.repository';
import {
  bearerToken,
  createSessionsService,
  type LiveSession,
  type SessionsService,
} from '../../lib/sessions/sessions.service';
import { accessOf, type PublicRoute, type RouteAccessEntry } from './route-access';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user on every non-public /api route; null elsewhere. Read it with `currentUser(request)`. */
    user: AuthUser | null;
    /** The session behind the bearer token on every non-public /api route (its id and when it ends); null elsewhere. */
    authSession: LiveSession | null;
  }
  interface FastifyContextConfig {
    /** Signed-in users with one of these roles only (403 otherwise); checked before the route's own hooks. */
    roles?: readonly UserRole[];
  }
  interface FastifyInstance {
    /** Every /api route with its access, in the order they were added (route-access.test.ts compares it). */
    routeAccess: readonly RouteAccessEntry[];
    /** The session check itself, for what must follow a session after its request (the live stream). */
    sessions: SessionsService;
  }
}

export interface AuthenticateOptions {
  /** The only /api routes that run without a session: `features/public-routes.ts`. */
  publicRoutes: readonly PublicRoute[];
}

/** The signed-in user of a non-public route; 401 on a public route, which has none. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInToContinue);
  return request.user;
}

/**
 * Authenticated by default (decision 014): as each /api route is added, unless `publicRoutes` lists it, this
 * puts the bearer-session check (401) and the route's `config.roles` check (403) first among its onRequest
 * hooks, so nothing the route declares runs for a caller without a session, and no body is even parsed.
 * Every answer of such a route, refusals included, is `Cache-Control: no-store` (plugins/app/cache-policy.ts).
 */
export default fp<AuthenticateOptions>(
  async function authenticate(app: FastifyInstance, { publicRoutes }) {
    const sessions = createSessionsService({
      repository: createSessionsRepository(app.database.db),
      policy: app.config,
    });
    const publicSet = new Set<string>(publicRoutes);
    const table: RouteAccessEntry[] = [];
    app.decorateRequest('user', null);
    app.decorateRequest('authSession', null);
    app.decorate('routeAccess', table);
    app.decorate('sessions', sessions);

    const authenticateRequest: onRequestHookHandler = async (request) => {
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInToContinue);
      // The session store failing means the same to the user as the auth service failing. Sessions are timed on
      // the system clock, not the app's: better-auth stamps their rows with it.
      const check = await sessions.check(token, systemClock.now()).catch((error: unknown) => {
        throw new AppError('UNAVAILABLE', AUTH_MESSAGES.serviceUnavailable, undefined, { cause: error });
      });
      if (check.status === 'expired') throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired);
      if (check.status !== 'valid') throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInToContinue);
      request.user = check.user;
      request.authSession = check.session;
    };

    app.addHook('onRoute', (route) => {
      const entries = accessOf(route, publicSet);
      if (!entries) return;
      table.push(...entries);
      if (entries[0]?.access === 'public') return;
      const roles = route.config?.roles ?? [];
      const checks: onRequestHookHandler[] = [authenticateRequest];
      if (roles.length > 0) checks.push(async (request) => requireRole(currentUser(request), ...roles));
      route.onRequest = [...checks, ...[route.onRequest ?? []].flat()];
    });
  },
  { name: 'authenticate', dependencies: ['context'] },
);
