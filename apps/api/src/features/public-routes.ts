import type { PublicRoute } from '../plugins/app/route-access';

/**
 * The ONE list of /api routes anyone may call without signing in. Every other /api route requires a valid
 * bearer session, added centrally as the route is registered (plugins/app/authenticate.ts, decision 014): a
 * new route is private until it is listed here, and `route-access.test.ts` fails until its access is written
 * into that test's table. Roles go on the route itself: `config: { roles: ['admin'] }`.
 */
export const PUBLIC_ROUTES = [
  // Load balancers and monitoring.
  'GET /api/health',
  // Signing in, up and out, and the e-mailed links, which arrive without a session.
  'POST /api/auth/sign-up/email',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/sign-out',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/reset-password',
  'GET /api/auth/reset-password/status',
  'GET /api/auth/verify-email',
  'POST /api/auth/send-verification-email',
  // Career translation: reveals nothing about the person asking; registration uses it before an account exists.
  'GET /api/mos',
  'GET /api/mos/:code',
  'GET /api/mos-translations',
  // The landing page's contact form (rate limited per IP).
  'POST /api/contact',
  // Unsubscribe links in e-mails: signed per user and topic, they work without signing in (RFC 8058).
  'GET /api/notifications/unsubscribe',
  'POST /api/notifications/unsubscribe',
  // Vault links: a signed five-minute download link, and a share link; the token in the query is the credential.
  'GET /api/document-downloads',
  'GET /api/shared-documents',
  'GET /api/shared-documents/file',
  // A shared transition plan, read-only, for a spouse or caregiver; the token in the query is the credential.
  'GET /api/plan/shared',
  // The OpenAPI document and its viewer (plugins/external/swagger.ts).
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
] as const satisfies readonly PublicRoute[];
