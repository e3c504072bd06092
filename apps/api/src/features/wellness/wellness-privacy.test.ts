import { WELLNESS_MESSAGES } from '@waypoint/shared/wellness/wellness';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { buildTestApp, expectErrorBody } from '../../test/helper';
import { ENTRIES, makeRole, overviewOf, storedEntries, writeEntry } from './test/wellness-requests';

describe('a journal is private', () => {
  it.each(['veteran', 'mentor', 'moderator', 'admin'] as const)(
    "answers 404 to another %s reading or deleting someone's entry",
    async (role) => {
      const app = await buildTestApp();
      const owner = await signUpAndSignIn(app);
      const entry = await writeEntry(app, owner, 2, 'Rough night, did not sleep.');
      const other = await signUpAndSignIn(app);
      if (role !== 'veteran') await makeRole(app, other, role);

      for (const method of ['GET', 'DELETE'] as const) {
        const response = await app.inject({ method, url: `${ENTRIES}/${entry.id}`, headers: other.headers });
        expect(expectErrorBody(response, 404, 'NOT_FOUND').message).toBe(WELLNESS_MESSAGES.entryNotFound);
        expect(response.body).not.toContain('Rough night');
      }
      const theirs = await overviewOf(app, other);
      expect(theirs.entries).toEqual([]);
      expect(JSON.stringify(theirs)).not.toContain('Rough night');
      expect(await storedEntries(app, owner.user.id)).toHaveLength(1);
    },
  );

  it('answers 404 for unknown ids and ids that are no UUID', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const response = await app.inject({ method: 'GET', url: `${ENTRIES}/${id}`, headers: session.headers });
      expectErrorBody(response, 404, 'NOT_FOUND');
    }
  });

  it('lets the owner delete an entry', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const entry = await writeEntry(app, session, 3);
    const url = `${ENTRIES}/${entry.id}`;
    expect((await app.inject({ method: 'DELETE', url, headers: session.headers })).statusCode).toBe(204);
    expectErrorBody(await app.inject({ method: 'GET', url, headers: session.headers }), 404, 'NOT_FOUND');
  });

  it('exports the journal with readable notes in "Download my data"', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const entry = await writeEntry(app, session, 4, 'Went to the Vet Center today.');
    await app.inject({ method: 'PUT', url: '/api/wellness/bookmarks/vet-centers', headers: session.headers });
    const response = await app.inject({
      method: 'GET',
      url: '/api/account/data-export',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().parts['wellness.journal']).toEqual({
      entries: [entry],
      bookmarks: [{ resourceId: 'vet-centers', createdAt: expect.any(String) }],
      timeZone: 'America/Chicago',
    });
  });
});
