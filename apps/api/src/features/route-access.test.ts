import { AUTH_MESSAGES } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import type { Access } from '../plugins/app/route-access';
import { buildTestApp, expectErrorBody } from '../test/helper';
import { PUBLIC_ROUTES } from './public-routes';

/**
 * Every /api route and who may call it. A new route fails this test until its access is decided here: public
 * (and then listed in public-routes.ts), signed-in, or roles (`config: { roles }` on the route).
 */
const EXPECTED: Record<string, Access> = {
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/health': 'public',
  'POST /api/auth/sign-up/email': 'public',
  'POST /api/auth/sign-in/email': 'public',
  'POST /api/auth/sign-out': 'public',
  'POST /api/auth/request-password-reset': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/auth/reset-password/status': 'public',
  'GET /api/auth/verify-email': 'public',
  'POST /api/auth/send-verification-email': 'public',
  'POST /api/auth/change-password': 'signed-in',
  'GET /api/me': 'signed-in',
  'GET /api/account/data-summary': 'signed-in',
  'GET /api/account/data-export': 'signed-in',
  'POST /api/account/deletion': 'signed-in',
  'GET /api/mos': 'public',
  'GET /api/mos/:code': 'public',
  'GET /api/mos-translations': 'public',
  'POST /api/contact': 'public',
  'POST /api/veteran-profiles': 'signed-in',
  'GET /api/veteran-profiles/:id': 'signed-in',
  'GET /api/veteran-profiles/auth/:authUserId': 'signed-in',
  'PATCH /api/veteran-profiles/:id': 'signed-in',
  'DELETE /api/veteran-profiles/:id': 'signed-in',
  'GET /api/resumes': 'signed-in',
  'GET /api/resumes/prefill': 'signed-in',
  'GET /api/resumes/target-suggestions': 'signed-in',
  'POST /api/resumes': 'signed-in',
  'GET /api/resumes/:id': 'signed-in',
  'PUT /api/resumes/:id': 'signed-in',
  'DELETE /api/resumes/:id': 'signed-in',
  'GET /api/resumes/:id/export.pdf': 'signed-in',
  'GET /api/resumes/:id/export.docx': 'signed-in',
  'GET /api/v1/veterans/va-profile': 'signed-in',
  'GET /api/v1/veterans/va-profile/me': 'signed-in',
  'GET /api/live': 'signed-in',
  'GET /api/notification-preferences': 'signed-in',
  'PUT /api/notification-preferences': 'signed-in',
  'POST /api/notification-preferences/preview': 'signed-in',
  'GET /api/notifications': 'signed-in',
  'POST /api/notifications/:id/read': 'signed-in',
  'POST /api/notifications/read-all': 'signed-in',
  'POST /api/notifications/push-subscriptions': 'signed-in',
  'DELETE /api/notifications/push-subscriptions': 'signed-in',
  'GET /api/notifications/unsubscribe': 'public',
  'POST /api/notifications/unsubscribe': 'public',
  'GET /api/wellness': 'signed-in',
  'DELETE /api/wellness': 'signed-in',
  'POST /api/wellness/entries': 'signed-in',
  'GET /api/wellness/entries/:id': 'signed-in',
  'DELETE /api/wellness/entries/:id': 'signed-in',
  'PUT /api/wellness/bookmarks/:resourceId': 'signed-in',
  'DELETE /api/wellness/bookmarks/:resourceId': 'signed-in',
  'PUT /api/wellness/time-zone': 'signed-in',
  'POST /api/v1/benefits/eligibility': 'signed-in',
  'PATCH /api/v1/benefits/statuses/:benefitType': 'signed-in',
  'PATCH /api/v1/benefits/checklist/:benefitType': 'signed-in',
  'GET /api/interview-questions': 'signed-in',
  'GET /api/interview-target-packs': 'signed-in',
  'POST /api/interview-questions': 'role:admin',
  'DELETE /api/interview-questions/:id': 'role:admin',
  'GET /api/dashboard': 'signed-in',
  'GET /api/announcements': 'role:admin',
  'POST /api/announcements': 'role:admin',
  'PATCH /api/announcements/:id': 'role:admin',
  'POST /api/announcements/:id/retire': 'role:admin',
  'POST /api/interview-evaluations': 'signed-in',
  'POST /api/interview-sessions': 'signed-in',
  'GET /api/interview-sessions': 'signed-in',
  'GET /api/interview-sessions/:id': 'signed-in',
  'GET /api/documents': 'signed-in',
  'POST /api/documents': 'signed-in',
  'PATCH /api/documents/:id': 'signed-in',
  'DELETE /api/documents/:id': 'signed-in',
  'GET /api/documents/:id/history': 'signed-in',
  'POST /api/documents/:id/download-link': 'signed-in',
  'GET /api/documents/:id/shares': 'signed-in',
  'POST /api/documents/:id/shares': 'signed-in',
  'DELETE /api/documents/:id/shares/:shareId': 'signed-in',
  'GET /api/document-downloads': 'public',
  'GET /api/shared-documents': 'public',
  'GET /api/shared-documents/file': 'public',
  'GET /api/plan/targets': 'signed-in',
  'PUT /api/plan/targets': 'signed-in',
  'GET /api/plan': 'signed-in',
  'POST /api/plan/preview': 'signed-in',
  'PATCH /api/plan/steps/:key': 'signed-in',
  'POST /api/plan/steps': 'signed-in',
  'DELETE /api/plan/steps/:key': 'signed-in',
  'GET /api/plan/budget': 'signed-in',
  'PUT /api/plan/budget': 'signed-in',
  'GET /api/plan/shares': 'signed-in',
  'POST /api/plan/shares': 'signed-in',
  'DELETE /api/plan/shares/:shareId': 'signed-in',
  'GET /api/plan/shared': 'public',
  'GET /api/plan/calendar.ics': 'signed-in',
  'GET /api/plan/print.pdf': 'signed-in',
  'GET /api/community/circles': 'signed-in',
  'POST /api/community/circles': 'role:admin',
  'GET /api/community/circles/:circleId': 'signed-in',
  'PUT /api/community/circles/:circleId/membership': 'signed-in',
  'DELETE /api/community/circles/:circleId/membership': 'signed-in',
  'GET /api/community/circles/:circleId/posts': 'signed-in',
  'POST /api/community/circles/:circleId/posts': 'signed-in',
  'PUT /api/community/posts/:postId/pin': 'signed-in',
  'DELETE /api/community/posts/:postId/pin': 'signed-in',
  'DELETE /api/community/posts/:postId': 'signed-in',
  'POST /api/community/posts/:postId/reports': 'signed-in',
  'GET /api/community/circles/:circleId/moderation': 'signed-in',
  'POST /api/community/circles/:circleId/requests/:userId': 'signed-in',
  'POST /api/community/reports/:reportId/dismissal': 'signed-in',
  'POST /api/community/circles/:circleId/moderators': 'role:admin',
  'GET /api/mentorship': 'signed-in',
  'POST /api/mentorship/mentee': 'signed-in',
  'PUT /api/mentorship/mentor-profile': 'signed-in',
  'PUT /api/mentorship/mentor-profile/availability': 'signed-in',
  'POST /api/mentorship/requests': 'signed-in',
  'POST /api/mentorship/requests/:id/accept': 'signed-in',
  'POST /api/mentorship/requests/:id/decline': 'signed-in',
  'GET /api/mentorship/mentorships/:id/messages': 'signed-in',
  'POST /api/mentorship/mentorships/:id/messages': 'signed-in',
  'POST /api/mentorship/messages/:id/report': 'signed-in',
  'GET /api/mentorship/admin': 'role:admin',
  'POST /api/mentorship/admin/mentors/:id/approve': 'role:admin',
  'GET /api/jobs': 'signed-in',
  'GET /api/jobs/:id': 'signed-in',
  'GET /api/saved-jobs': 'signed-in',
  'POST /api/saved-jobs': 'signed-in',
  'PATCH /api/saved-jobs/:jobId': 'signed-in',
  'DELETE /api/saved-jobs/:jobId': 'signed-in',
  'GET /api/job-alerts/search': 'signed-in',
  'PUT /api/job-alerts/search': 'signed-in',
  'DELETE /api/job-alerts/search': 'signed-in',
};

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** Every route as a request: parameters and wildcards filled with a dummy value. */
async function routes() {
  const app = await buildTestApp();
  const all = app.routeAccess.map((route) => ({
    ...route,
    key: `${route.method} ${route.url}`,
    method: route.method as Method,
    path: route.url.replace(/:[^/]+/g, 'dummy-value').replace(/\*$/, 'dummy-file'),
  }));
  return { app, all };
}

describe('who may call each /api route', () => {
  it('is decided for every route, and matches the table above', async () => {
    const { all } = await routes();
    const decided = Object.fromEntries(
      all.filter((route) => route.method !== 'HEAD').map((route) => [route.key, route.access]),
    );
    expect(decided).toEqual(EXPECTED);
    for (const head of all.filter((route) => route.method === 'HEAD')) {
      expect(head.access, head.key).toBe(decided[`GET ${head.url}`]);
    }
    for (const route of PUBLIC_ROUTES) expect(decided[route], route).toBe('public');
  });

  it('answers 401 with the usual body on every non-public route, without a session or with a dead one', async () => {
    const { app, all } = await routes();
    const guarded = all.filter((route) => route.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const { method, path, key } of guarded) {
      for (const headers of [{}, { authorization: `Bearer ${'x'.repeat(32)}` }]) {
        const response = await app.inject({ method, url: path, headers });
        expect(response.statusCode, key).toBe(401);
        if (method === 'HEAD') continue;
        expect(response.json(), key).toEqual({
          status: 401,
          code: 'UNAUTHENTICATED',
          message: AUTH_MESSAGES.signInToContinue,
        });
      }
    }
  });

  it('lets anyone reach the public routes', async () => {
    const { app, all } = await routes();
    for (const { method, path, key } of all.filter((route) => route.access === 'public')) {
      const response = await app.inject({ method, url: path });
      expect(response.statusCode, key).not.toBe(401);
    }
  });

  it('still answers a JSON 404 for unknown /api paths and methods, session or not', async () => {
    const { app } = await routes();
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['PUT', '/api/me'],
      ['POST', '/api/health'],
    ] as const) {
      expectErrorBody(await app.inject({ method, url }), 404, 'NOT_FOUND');
    }
  });
});
