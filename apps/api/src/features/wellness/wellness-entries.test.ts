import { WELLNESS_MESSAGES } from '@waypoint/shared/wellness/wellness';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { buildTestApp, expectErrorBody } from '../../test/helper';
import { ENTRIES, overviewOf, postEntry, storedEntries, writeEntry } from './test/wellness-requests';

describe('POST /api/wellness/entries', () => {
  it('stores the entry, puts it at the top and recomputes the average to one decimal', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const empty = await overviewOf(app, session);
    expect(empty.stats).toEqual({ averageMood: null, streakDays: 0, entryCount: 0 });
    expect(empty.entries).toEqual([]);

    await writeEntry(app, session, 4, 'A long walk with the dog.');
    await writeEntry(app, session, 3);
    const latest = await writeEntry(app, session, 4, '  Coffee with an old friend from the unit.  ');
    expect(latest).toMatchObject({ mood: 4, note: 'Coffee with an old friend from the unit.' });

    const overview = await overviewOf(app, session);
    expect(overview.entries.map((entry) => entry.mood)).toEqual([4, 3, 4]);
    expect(overview.entries[0]).toEqual(latest);
    // (4 + 3 + 4) / 3 = 3.666…
    expect(overview.stats).toEqual({ averageMood: 3.7, streakDays: 1, entryCount: 3 });
    expect(overview.timeZone).toBe('America/Chicago');
  });

  it('reads a stored entry back by id', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const entry = await writeEntry(app, session, 5);
    const response = await app.inject({
      method: 'GET',
      url: `${ENTRIES}/${entry.id}`,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(entry);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['mood 0', { mood: 0, note: 'x' }, { mood: WELLNESS_MESSAGES.moodRange }],
    ['mood 6', { mood: 6, note: 'x' }, { mood: WELLNESS_MESSAGES.moodRange }],
    ['a mood between steps', { mood: 2.5, note: 'x' }, { mood: WELLNESS_MESSAGES.moodRange }],
    ['a mood as text', { mood: '3', note: 'x' }, { mood: WELLNESS_MESSAGES.moodRange }],
    ['no mood', { note: 'x' }, { mood: WELLNESS_MESSAGES.moodRange }],
    ['an empty note', { mood: 3, note: '' }, { note: WELLNESS_MESSAGES.noteRequired }],
    ['a blank note', { mood: 3, note: '   \n ' }, { note: WELLNESS_MESSAGES.noteRequired }],
    ['no note', { mood: 3 }, { note: WELLNESS_MESSAGES.noteRequired }],
    [
      'a 10,000-character note',
      { mood: 3, note: 'a'.repeat(10_000) },
      { note: WELLNESS_MESSAGES.noteTooLong },
    ],
    [
      'an unknown time zone',
      { mood: 3, note: 'x', timeZone: 'Mars/Olympus' },
      { timeZone: WELLNESS_MESSAGES.timeZone },
    ],
  ])('refuses %s with the field message and stores nothing', async (_name, payload, fieldErrors) => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const body = expectErrorBody(await postEntry(app, session, payload), 400, 'VALIDATION');
    expect(body.fieldErrors).toEqual(fieldErrors);
    expect(await storedEntries(app, session.user.id)).toEqual([]);
  });

  it('accepts a note of exactly the limit', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const response = await postEntry(app, session, { mood: 1, note: 'b'.repeat(4000) });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('DELETE /api/wellness', () => {
  it('erases the journal, the bookmarks and the time zone of the caller only', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const other = await signUpAndSignIn(app);
    await writeEntry(app, session, 2);
    await writeEntry(app, other, 4);
    await app.inject({ method: 'PUT', url: '/api/wellness/bookmarks/ptsd-coach', headers: session.headers });

    const response = await app.inject({ method: 'DELETE', url: '/api/wellness', headers: session.headers });
    expect(response.statusCode).toBe(204);
    const after = await overviewOf(app, session);
    expect(after.entries).toEqual([]);
    expect(after.timeZone).toBeNull();
    expect(after.resources.some((resource) => resource.bookmarked)).toBe(false);
    expect((await overviewOf(app, other)).entries).toHaveLength(1);
  });
});
