import type { InterviewQuestion, InterviewSession, InterviewSessionCreate } from '@waypoint/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../../app';
import { users } from '../../../db/schema';
import { bearer, signUpAndSignIn, type SignedInUser } from '../../../test/auth';
import { buildTestApp } from '../../../test/helper';
import { ensureQuestionBank } from '../question-bank.service';

/** The app on a database whose question bank is seeded, as the server seeds it on start. */
export async function buildInterviewTestApp(): Promise<App> {
  const app = await buildTestApp();
  await ensureQuestionBank(app.database);
  return app;
}

export async function signUpAdmin(app: App): Promise<SignedInUser> {
  const admin = await signUpAndSignIn(app);
  await app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  return admin;
}

export async function questionsOf(
  app: App,
  user: SignedInUser,
  pack = 'behavioral',
  difficulty = 'standard',
): Promise<InterviewQuestion[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/interview-questions?pack=${pack}&difficulty=${difficulty}`,
    headers: user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export const GOOD_ANSWER =
  'When I was a supply sergeant in 2019, our platoon waited days for parts. My task was to cut that wait. ' +
  'I built a tracker and I trained four clerks on it. As a result, waits fell by 60% in two months.';

export function sessionBody(
  questions: readonly InterviewQuestion[],
  response = GOOD_ANSWER,
): InterviewSessionCreate {
  return {
    profile: { pack: questions[0]!.pack, difficulty: questions[0]!.difficulty },
    mode: 'text',
    startedAt: '2026-05-01T14:00:00.000Z',
    entries: questions.map((question, index) => ({
      questionId: question.id,
      response,
      mode: 'text',
      timestamp: `2026-05-01T14:0${index + 1}:00.000Z`,
    })),
  };
}

export async function saveSession(
  app: App,
  token: string,
  body: InterviewSessionCreate,
): Promise<InterviewSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/interview-sessions',
    headers: bearer(token),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
