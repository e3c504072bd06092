import type { UserRole } from '@waypoint/shared';
import type { HTTPMethods, RouteOptions } from 'fastify';

/** `'<METHOD> <url>'` exactly as Fastify knows the route, prefix and parameters included: `'GET /api/mos/:code'`. */
export type PublicRoute = `${Uppercase<HTTPMethods>} /api${string}`;

/** Who may call a route: anyone, any signed-in user, or signed-in users with one of the roles (`role:admin`). */
export type Access = 'public' | 'signed-in' | `role:${string}`;

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: Access;
}

const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * The access of a route as it is added; undefined outside /api (the web app's files). HEAD, which Fastify adds
 * beside every GET, answers what the GET answers and so has the GET's access. A trailing slash changes nothing:
 * Fastify registers `/api/docs/` with the very options (hooks included) of `/api/docs`. A route that lists roles
 * (`config: { roles: ['admin'] }`) is never public, and all methods of one route declaration share one access.
 */
export function accessOf(
  route: Pick<RouteOptions, 'method' | 'url' | 'config'>,
  publicRoutes: ReadonlySet<string>,
): RouteAccessEntry[] | undefined {
  if (!isApiUrl(route.url)) return undefined;
  const url = route.url.replace(/(.)\/$/, '$1');
  const methods = [route.method].flat();
  const listed = methods.map((method) => publicRoutes.has(`${method === 'HEAD' ? 'GET' : method} ${url}`));
  const roles: readonly UserRole[] = route.config?.roles ?? [];
  const isPublic = listed.every(Boolean);
  const declared = `${methods.join(', ')} ${url}`;
  if (!isPublic && listed.some(Boolean)) {
    throw new Error(`${declared}: declare each method as its own route to make some public.`);
  }
  if (isPublic && roles.length > 0) throw new Error(`${declared} is listed as public but requires roles.`);
  const access: Access = isPublic ? 'public' : roles.length > 0 ? `role:${roles.join('|')}` : 'signed-in';
  return methods.map((method) => ({ method, url, access }));
}
