import type { WellnessOverview } from '@waypoint/shared/wellness/wellness';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../../app';
import { users } from '../../../db/schema';
import type { SignedInUser } from '../../../test/auth';
import { journalEntries } from '../wellness.schema';

export const OVERVIEW = '/api/wellness';
export const ENTRIES = '/api/wellness/entries';

export function postEntry(app: App, session: SignedInUser, payload: unknown) {
  return app.inject({ method: 'POST', url: ENTRIES, headers: session.headers, payload: payload as object });
}

/** Writes an entry through the API and expects it stored. */
export async function writeEntry(
  app: App,
  session: SignedInUser,
  mood: number,
  note = `Mood ${mood} today.`,
) {
  const response = await postEntry(app, session, { mood, note, timeZone: 'America/Chicago' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; mood: number; note: string; day: string; createdAt: string }>();
}

export async function overviewOf(app: App, session: SignedInUser): Promise<WellnessOverview> {
  const response = await app.inject({ method: 'GET', url: OVERVIEW, headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WellnessOverview>();
}

export async function makeRole(app: App, session: SignedInUser, role: 'admin' | 'moderator' | 'mentor') {
  await app.database.db.update(users).set({ role }).where(eq(users.id, session.user.id));
}

/** The rows as PostgreSQL holds them, for checks of what is (and is not) on disk. */
export function storedEntries(app: App, userId: string) {
  return app.database.db.select().from(journalEntries).where(eq(journalEntries.userId, userId));
}
