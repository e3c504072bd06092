import { RESOURCE_CATEGORIES, WELLNESS_MESSAGES } from '@waypoint/shared/wellness/wellness';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { buildTestApp, expectErrorBody } from '../../test/helper';
import { WELLNESS_RESOURCES } from './wellness-resources';
import { wellnessBookmarks } from './wellness.schema';
import { overviewOf } from './test/wellness-requests';

const bookmark = '/api/wellness/bookmarks';

describe('wellness resources', () => {
  it('are the seeded, sourced services, each with a category, an https address and a publisher', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const { resources } = await overviewOf(app, session);
    expect(resources.map((resource) => resource.title)).toEqual([
      'Veterans Crisis Line',
      'Vet Centers',
      'PTSD Coach',
      'Mindfulness Coach',
      'Make the Connection',
      'Military OneSource',
    ]);
    for (const resource of resources) {
      expect(RESOURCE_CATEGORIES).toContain(resource.category);
      expect(resource.url).toMatch(/^https:\/\/www\.[a-z0-9.]+\.(gov|net|mil)\//);
      expect(resource.source.length).toBeGreaterThan(0);
      expect(resource.bookmarked).toBe(false);
    }
  });

  it('a second start updates them in place, keeping bookmarks', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await app.inject({ method: 'PUT', url: `${bookmark}/ptsd-coach`, headers: session.headers });
    await buildTestApp();
    const { resources } = await overviewOf(app, session);
    expect(resources).toHaveLength(WELLNESS_RESOURCES.length);
    expect(resources.find((resource) => resource.id === 'ptsd-coach')?.bookmarked).toBe(true);
  });
});

describe('PUT and DELETE /api/wellness/bookmarks/:resourceId', () => {
  it('bookmarks a resource for the caller only, idempotently, and removes it again', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const other = await signUpAndSignIn(app);
    for (let time = 0; time < 2; time += 1) {
      const response = await app.inject({
        method: 'PUT',
        url: `${bookmark}/mindfulness-coach`,
        headers: session.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ resourceId: 'mindfulness-coach', bookmarked: true });
    }
    const marked = (await overviewOf(app, session)).resources.filter((resource) => resource.bookmarked);
    expect(marked.map((resource) => resource.id)).toEqual(['mindfulness-coach']);
    expect((await overviewOf(app, other)).resources.some((resource) => resource.bookmarked)).toBe(false);

    const removal = await app.inject({
      method: 'DELETE',
      url: `${bookmark}/mindfulness-coach`,
      headers: session.headers,
    });
    expect(removal.json()).toEqual({ resourceId: 'mindfulness-coach', bookmarked: false });
    expect((await overviewOf(app, session)).resources.some((resource) => resource.bookmarked)).toBe(false);
  });

  it('answers 404 for an unknown resource and stores nothing', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: `${bookmark}/no-such-resource`,
        headers: session.headers,
      });
      expect(expectErrorBody(response, 404, 'NOT_FOUND').message).toBe(WELLNESS_MESSAGES.resourceNotFound);
    }
    expect(await app.database.db.select().from(wellnessBookmarks)).toEqual([]);
  });
});

describe('PUT /api/wellness/time-zone', () => {
  it('stores the zone the browser reports and refuses one that does not exist', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const url = '/api/wellness/time-zone';
    const refused = await app.inject({
      method: 'PUT',
      url,
      headers: session.headers,
      payload: { timeZone: 'Nowhere/Land' },
    });
    expect(expectErrorBody(refused, 400, 'VALIDATION').fieldErrors).toEqual({
      timeZone: WELLNESS_MESSAGES.timeZone,
    });
    expect((await overviewOf(app, session)).timeZone).toBeNull();

    const stored = await app.inject({
      method: 'PUT',
      url,
      headers: session.headers,
      payload: { timeZone: 'Asia/Tokyo' },
    });
    expect(stored.json()).toEqual({ timeZone: 'Asia/Tokyo' });
    expect((await overviewOf(app, session)).timeZone).toBe('Asia/Tokyo');
  });
});
