import type { FastifyRequest } from 'fastify';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from './better-auth';

/** The parts of an incoming request better-auth may see. */
export type ClientRequest = Pick<FastifyRequest, 'ip' | 'headers'>;

export interface AuthCall {
  method: 'GET' | 'POST';
  /** Below /api/auth, e.g. `/sign-in/email`. */
  path: string;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  /** Leave out the caller's Authorization header (calls that must not act on a session). */
  anonymous?: boolean;
}

export interface AuthAnswer {
  status: number;
  /** Parsed JSON, or null for an empty or non-JSON body. */
  body: unknown;
  location: string | null;
}

// Sessions travel only as bearer tokens: cookies are never passed in (and Set-Cookie never passed out), so
// there is no ambient credential for another site to ride on. Forwarding headers could be forged by anyone,
// so better-auth gets the client IP only from our own header, filled from Fastify's `request.ip`.
const WITHHELD_HEADERS = new Set([
  'cookie',
  'host',
  'connection',
  'content-length',
  'content-type',
  'transfer-encoding',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  CLIENT_IP_HEADER,
]);

/**
 * Hands one call to better-auth's Fetch handler, as a Fetch `Request` built from the Fastify request (its
 * headers, our normalised body), and reads the answer back. Nothing of better-auth's response goes to the
 * client directly; the flows decide what to answer.
 */
export async function callAuth(
  auth: Auth,
  publicUrl: string,
  client: ClientRequest,
  call: AuthCall,
): Promise<AuthAnswer> {
  const url = new URL(`${AUTH_BASE_PATH}${call.path}`, publicUrl);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);

  const headers = new Headers();
  for (const [name, value] of Object.entries(client.headers)) {
    if (WITHHELD_HEADERS.has(name) || value === undefined) continue;
    if (call.anonymous && name === 'authorization') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_IP_HEADER, client.ip);
  if (call.body) headers.set('content-type', 'application/json');

  const response = await auth.handler(
    new Request(url, {
      method: call.method,
      headers,
      body: call.body ? JSON.stringify(call.body) : undefined,
      redirect: 'manual',
    }),
  );
  const text = await response.text();
  return { status: response.status, body: parseJson(text), location: response.headers.get('location') };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** better-auth's error body is `{ code, message }`. */
export function authErrorCode(answer: AuthAnswer): string | undefined {
  const body = answer.body as { code?: unknown } | null;
  return typeof body?.code === 'string' ? body.code : undefined;
}
