import { randomUUID } from 'node:crypto';
import type { AnnouncementList, Dashboard } from '@waypoint/shared/dashboard/dashboard';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../../app';
import { users } from '../../../db/schema';
import { signUpAndSignIn, type SignedInUser } from '../../../test/auth';
import { buildTestApp } from '../../../test/helper';

export async function dashboardApp(): Promise<App> {
  const app = await buildTestApp();
  await app.ready();
  return app;
}

export async function withRole(
  app: App,
  role: 'admin' | 'moderator' | 'mentor' | 'veteran',
  names: { firstName?: string; lastName?: string } = {},
): Promise<SignedInUser> {
  const session = await signUpAndSignIn(app, names);
  if (role !== 'veteran')
    await app.database.db.update(users).set({ role }).where(eq(users.id, session.user.id));
  return session;
}

/** An account that never signs in (a mentee, a reporter), written straight into the table. */
export async function person(app: App, firstName: string, createdAt = new Date()): Promise<string> {
  const [row] = await app.database.db
    .insert(users)
    .values({
      email: `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.org`,
      name: `${firstName} Tester`,
      firstName,
      lastName: 'Tester',
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: users.id });
  return row!.id;
}

export async function dashboardOf(app: App, session: SignedInUser): Promise<Dashboard> {
  const response = await app.inject({ method: 'GET', url: '/api/dashboard', headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>();
}

export async function announcementCount(app: App, admin: SignedInUser): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/api/announcements', headers: admin.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AnnouncementList>().announcements.length;
}

export function postAnnouncement(app: App, session: SignedInUser, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/announcements',
    headers: session.headers,
    payload: payload as object,
  });
}
