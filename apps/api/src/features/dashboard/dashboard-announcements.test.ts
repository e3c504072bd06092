import { ANNOUNCEMENT_MESSAGES, type Announcement } from '@waypoint/shared/dashboard/dashboard';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../test/helper';
import {
  announcementCount,
  dashboardApp,
  dashboardOf,
  postAnnouncement,
  withRole,
} from './test/dashboard-requests';
import { SAMPLE_ANNOUNCEMENTS } from './dashboard-seed';

const DAY = 86_400_000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('announcements on the dashboard', () => {
  it('shows the two seeded samples, labelled, to every role', async () => {
    const app = await dashboardApp();
    for (const role of ['veteran', 'mentor', 'admin'] as const) {
      const dashboard = await dashboardOf(app, await withRole(app, role));
      expect(dashboard.announcements.map((item) => [item.title, item.sample])).toEqual(
        SAMPLE_ANNOUNCEMENTS.map((item) => [item.title, true]),
      );
    }
  });

  it('writes the samples once: a second start adds nothing and a retired sample stays retired', async () => {
    const app = await dashboardApp();
    const admin = await withRole(app, 'admin');
    const retired = await app.inject({
      method: 'POST',
      url: `/api/announcements/${SAMPLE_ANNOUNCEMENTS[0]!.id}/retire`,
      headers: admin.headers,
    });
    expect(retired.json<Announcement>().status).toBe('retired');
    const again = await dashboardApp();
    expect(await announcementCount(again, admin)).toBe(2);
    expect((await dashboardOf(again, admin)).announcements.map((item) => item.id)).toEqual([
      SAMPLE_ANNOUNCEMENTS[1]!.id,
    ]);
  });

  it('are written by admins: the newest two published show, scheduled and ended ones do not', async () => {
    const app = await dashboardApp();
    const admin = await withRole(app, 'admin', { firstName: 'Ada', lastName: 'Admin' });
    const veteran = await withRole(app, 'veteran');
    const created = await postAnnouncement(app, admin, {
      title: '  Job fair on Friday  ',
      body: 'Meet employers who hire veterans.\nBring your resume.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const fair = created.json<Announcement>();
    expect(fair).toMatchObject({
      title: 'Job fair on Friday',
      status: 'published',
      authorName: 'Ada Admin',
      sample: false,
      publishUntil: null,
    });
    const scheduled = await postAnnouncement(app, admin, {
      title: 'Coming soon',
      body: 'Later.',
      publishFrom: new Date(Date.now() + DAY).toISOString(),
    });
    expect(scheduled.json<Announcement>().status).toBe('scheduled');
    const ended = await postAnnouncement(app, admin, {
      title: 'Last week',
      body: 'Over.',
      publishFrom: new Date(Date.now() - 2 * DAY).toISOString(),
      publishUntil: new Date(Date.now() - DAY).toISOString(),
    });
    expect(ended.json<Announcement>().status).toBe('ended');

    const shown = (await dashboardOf(app, veteran)).announcements;
    expect(shown.map((item) => item.title)).toEqual(['Job fair on Friday', SAMPLE_ANNOUNCEMENTS[0]!.title]);

    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/announcements/${fair.id}`,
      headers: admin.headers,
      payload: { title: 'Job fair moved to Saturday' },
    });
    expect(edited.json<Announcement>()).toMatchObject({
      title: 'Job fair moved to Saturday',
      body: fair.body,
    });

    const retired = await app.inject({
      method: 'POST',
      url: `/api/announcements/${fair.id}/retire`,
      headers: admin.headers,
    });
    expect(retired.json<Announcement>().status).toBe('retired');
    expect((await dashboardOf(app, veteran)).announcements.map((item) => item.sample)).toEqual([true, true]);
    expect(await announcementCount(app, admin)).toBe(5);
  });

  it('refuse bad input with field messages and store nothing', async () => {
    const app = await dashboardApp();
    const admin = await withRole(app, 'admin');
    const cases: [unknown, Record<string, string>][] = [
      [{ title: '   ', body: 'Text' }, { title: ANNOUNCEMENT_MESSAGES.titleRequired }],
      [{ title: 'x'.repeat(121), body: 'Text' }, { title: ANNOUNCEMENT_MESSAGES.titleTooLong }],
      [{ title: 'Title' }, { body: ANNOUNCEMENT_MESSAGES.bodyRequired }],
      [{ title: 'Title', body: 'x'.repeat(2001) }, { body: ANNOUNCEMENT_MESSAGES.bodyTooLong }],
      [
        { title: 'Title', body: 'Text', publishFrom: 'tomorrow' },
        { publishFrom: ANNOUNCEMENT_MESSAGES.dateInvalid },
      ],
      [
        {
          title: 'Title',
          body: 'Text',
          publishFrom: '2026-05-02T00:00:00Z',
          publishUntil: '2026-05-01T00:00:00Z',
        },
        { publishUntil: ANNOUNCEMENT_MESSAGES.untilBeforeFrom },
      ],
      // Without a start the window opens now, so an end in the past is backwards too.
      [
        { title: 'Title', body: 'Text', publishUntil: '2020-01-01T00:00:00Z' },
        { publishUntil: ANNOUNCEMENT_MESSAGES.untilBeforeFrom },
      ],
      [
        { title: 'Bad\u0000title', body: 'Text' },
        { title: 'Remove the control characters (such as NUL) from this field.' },
      ],
    ];
    for (const [payload, fieldErrors] of cases) {
      const body = expectErrorBody(await postAnnouncement(app, admin, payload), 400, 'VALIDATION');
      expect(body.fieldErrors, JSON.stringify(payload)).toMatchObject(fieldErrors);
    }
    expect(await announcementCount(app, admin)).toBe(2);

    const sample = SAMPLE_ANNOUNCEMENTS[0]!.id;
    const backwards = await app.inject({
      method: 'PATCH',
      url: `/api/announcements/${sample}`,
      headers: admin.headers,
      payload: { publishUntil: '2020-01-01T00:00:00Z' },
    });
    expect(expectErrorBody(backwards, 400, 'VALIDATION').fieldErrors).toEqual({
      publishUntil: ANNOUNCEMENT_MESSAGES.untilBeforeFrom,
    });
    expect((await dashboardOf(app, admin)).announcements).toHaveLength(2);
  });

  it('answer 404 for an unknown announcement and 400 for an id that is not one', async () => {
    const app = await dashboardApp();
    const admin = await withRole(app, 'admin');
    const unknown = await app.inject({
      method: 'PATCH',
      url: `/api/announcements/${UNKNOWN_ID}`,
      headers: admin.headers,
      payload: { title: 'New' },
    });
    expect(expectErrorBody(unknown, 404, 'NOT_FOUND').message).toBe(ANNOUNCEMENT_MESSAGES.notFound);
    expectErrorBody(
      await app.inject({
        method: 'POST',
        url: `/api/announcements/${UNKNOWN_ID}/retire`,
        headers: admin.headers,
      }),
      404,
      'NOT_FOUND',
    );
    expectErrorBody(
      await app.inject({ method: 'POST', url: '/api/announcements/nope/retire', headers: admin.headers }),
      400,
      'VALIDATION',
    );
  });

  it('are for admins only: veterans, mentors and moderators get 403 and nothing changes', async () => {
    const app = await dashboardApp();
    const admin = await withRole(app, 'admin');
    const sample = SAMPLE_ANNOUNCEMENTS[0]!.id;
    for (const role of ['veteran', 'mentor', 'moderator'] as const) {
      const session = await withRole(app, role);
      expectErrorBody(
        await postAnnouncement(app, session, { title: 'Mine', body: 'Text' }),
        403,
        'FORBIDDEN',
      );
      expectErrorBody(
        await app.inject({
          method: 'PATCH',
          url: `/api/announcements/${sample}`,
          headers: session.headers,
          payload: { title: 'Mine' },
        }),
        403,
        'FORBIDDEN',
      );
      expectErrorBody(
        await app.inject({
          method: 'POST',
          url: `/api/announcements/${sample}/retire`,
          headers: session.headers,
        }),
        403,
        'FORBIDDEN',
      );
      expectErrorBody(
        await app.inject({ method: 'GET', url: '/api/announcements', headers: session.headers }),
        403,
        'FORBIDDEN',
      );
    }
    const shown = (await dashboardOf(app, admin)).announcements;
    expect(shown.map((item) => item.title)).toEqual(SAMPLE_ANNOUNCEMENTS.map((item) => item.title));
    expect(await announcementCount(app, admin)).toBe(2);
  });
});
