import {
  circleListSchema,
  circleSchema,
  moderationQueueSchema,
  postCreatedSchema,
  postPageSchema,
  type Circle,
} from '@waypoint/shared/community/community';
import type { UserRole } from '@waypoint/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../../app';
import { users } from '../../../db/schema';
import { signUpAndSignIn, type SignedInUser } from '../../../test/auth';
import { buildTestApp } from '../../../test/helper';
import { SAMPLE_CIRCLE_IDS } from '../community-seed';
import { NEW_POST_NOTICES_TASK } from '../community-notices';

export const PUBLIC_CIRCLE = SAMPLE_CIRCLE_IDS.transition;
export const INVITE_CIRCLE = SAMPLE_CIRCLE_IDS.familyNetwork;
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A signed-in account with a role set on the server, as the role command would. */
export async function signedIn(
  app: App,
  role: UserRole = 'veteran',
  firstName = 'Jordan',
): Promise<SignedInUser> {
  const session = await signUpAndSignIn(app, { firstName, lastName: 'Rivera' });
  if (role !== 'veteran') {
    await app.database.db.update(users).set({ role }).where(eq(users.id, session.user.id));
  }
  return session;
}

export async function communityApp() {
  const app = await buildTestApp();
  await app.ready();
  return app;
}

export async function circles(app: App, session: SignedInUser): Promise<Circle[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/community/circles',
    headers: session.headers,
  });
  expect(response.statusCode).toBe(200);
  return circleListSchema.parse(response.json()).circles;
}

export async function circle(app: App, session: SignedInUser, id: string): Promise<Circle> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/community/circles/${id}`,
    headers: session.headers,
  });
  expect(response.statusCode).toBe(200);
  return circleSchema.parse(response.json());
}

export function join(app: App, session: SignedInUser, id: string) {
  return app.inject({
    method: 'PUT',
    url: `/api/community/circles/${id}/membership`,
    headers: session.headers,
  });
}

export function leave(app: App, session: SignedInUser, id: string) {
  return app.inject({
    method: 'DELETE',
    url: `/api/community/circles/${id}/membership`,
    headers: session.headers,
  });
}

export function post(app: App, session: SignedInUser, id: string, content: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/community/circles/${id}/posts`,
    headers: session.headers,
    payload: { content },
  });
}

export async function postOk(app: App, session: SignedInUser, id: string, content: string) {
  const response = await post(app, session, id, content);
  expect(response.statusCode, response.body).toBe(201);
  return postCreatedSchema.parse(response.json());
}

export async function posts(app: App, session: SignedInUser, id: string, before?: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/community/circles/${id}/posts${before ? `?before=${before}` : ''}`,
    headers: session.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return postPageSchema.parse(response.json());
}

export async function queue(app: App, session: SignedInUser, id: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/community/circles/${id}/moderation`,
    headers: session.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return moderationQueueSchema.parse(response.json());
}

export function decide(app: App, session: SignedInUser, circleId: string, userId: string, approve: boolean) {
  return app.inject({
    method: 'POST',
    url: `/api/community/circles/${circleId}/requests/${userId}`,
    headers: session.headers,
    payload: { approve },
  });
}

export async function notificationTitles(app: App, session: SignedInUser): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/api/notifications', headers: session.headers });
  return (response.json() as { items: { title: string }[] }).items.map((item) => item.title);
}

/** Runs the queued "new post notices" task for a post, as a worker would (tests run without workers). */
export async function runNewPostNotices(app: App, postId: string, attempt = 1): Promise<void> {
  const task = app.tasks.get(NEW_POST_NOTICES_TASK);
  if (!task) throw new Error('the task is not registered');
  await task.handle(
    { postId },
    { taskId: postId, attempt, log: app.log, signal: new AbortController().signal },
  );
}
