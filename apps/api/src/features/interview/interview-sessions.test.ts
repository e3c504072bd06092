import { averageScore, evaluateResponse, INTERVIEW_MESSAGES } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { interviewSessions } from '../../db/schema';
import { signUpAndSignIn } from '../../test/auth';
import { expectErrorBody } from '../../test/helper';
import {
  buildInterviewTestApp,
  GOOD_ANSWER,
  questionsOf,
  saveSession,
  sessionBody,
} from './test/interview-requests';

describe('saving a practice session', () => {
  it('stores the transcript with the server’s own feedback and the average, and lists it first', async () => {
    const app = await buildInterviewTestApp();
    const owner = await signUpAndSignIn(app);
    const questions = await questionsOf(app, owner);
    const first = await saveSession(
      app,
      owner.token,
      sessionBody(questions.slice(0, 1), 'We did it, um, basically.'),
    );
    const second = await saveSession(app, owner.token, sessionBody(questions));

    // Judged against each question asked: the same answer may fit one question and not another.
    const [expected, ...others] = questions.map((question) =>
      evaluateResponse({ question, response: GOOD_ANSWER, difficulty: 'standard', mode: 'text' }),
    );
    const average = averageScore([expected!, ...others].map(({ score }) => score));
    expect(second.entries).toHaveLength(3);
    expect(second.entries[0]).toEqual({
      questionId: questions[0]!.id,
      question: questions[0]!.prompt,
      response: GOOD_ANSWER,
      mode: 'text',
      feedback: expected,
      timestamp: '2026-05-01T14:01:00.000Z',
    });
    expect(second.entries.map((entry) => entry.feedback)).toEqual([expected, ...others]);
    expect(second.averageScore).toBe(average);
    expect(second).toMatchObject({ profile: { pack: 'behavioral', difficulty: 'standard' }, mode: 'text' });

    const list = await app.inject({ method: 'GET', url: '/api/interview-sessions', headers: owner.headers });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().map((session: { id: string }) => session.id)).toEqual([second.id, first.id]);
    expect(list.json()[0]).toMatchObject({ entryCount: 3, averageScore: average });

    const read = await app.inject({
      method: 'GET',
      url: `/api/interview-sessions/${second.id}`,
      headers: owner.headers,
    });
    expect(read.json()).toEqual(second);
  });

  it('ignores feedback a client sends and keeps two decimals of the average', async () => {
    const app = await buildInterviewTestApp();
    const owner = await signUpAndSignIn(app);
    const questions = await questionsOf(app, owner);
    const body = sessionBody(questions);
    body.entries[1]!.response = 'Um.';
    const response = await app.inject({
      method: 'POST',
      url: '/api/interview-sessions',
      headers: owner.headers,
      payload: {
        ...body,
        averageScore: 5,
        entries: body.entries.map((entry) => ({ ...entry, feedback: { score: 5 } })),
      },
    });
    expect(response.statusCode).toBe(201);
    const scores = response
      .json()
      .entries.map((entry: { feedback: { score: number } }) => entry.feedback.score);
    const mean = Math.round(((scores[0] + scores[1] + scores[2]) / 3) * 100) / 100;
    expect(response.json().averageScore).toBe(mean);
    expect(scores[1]).toBeLessThan(2);
  });

  it('refuses answers over 5,000 characters, empty answers, unknown packs and foreign questions; stores nothing', async () => {
    const app = await buildInterviewTestApp();
    const owner = await signUpAndSignIn(app);
    const questions = await questionsOf(app, owner);
    const [leadership] = await questionsOf(app, owner, 'leadership', 'executive');
    const cases: Array<[unknown, string, string]> = [
      [sessionBody(questions, 'x'.repeat(5_001)), 'entries.0.response', INTERVIEW_MESSAGES.responseTooLong],
      [sessionBody(questions, '   '), 'entries.0.response', INTERVIEW_MESSAGES.emptyResponse],
      [
        { ...sessionBody(questions), profile: { pack: 'tactical', difficulty: 'standard' } },
        'profile.pack',
        INTERVIEW_MESSAGES.pack,
      ],
      [
        { ...sessionBody(questions), profile: { pack: 'behavioral', difficulty: 'hard' } },
        'profile.difficulty',
        INTERVIEW_MESSAGES.difficulty,
      ],
      [sessionBody([questions[0]!, leadership!]), 'entries.1.questionId', INTERVIEW_MESSAGES.unknownQuestion],
      [{ ...sessionBody(questions), entries: [] }, 'entries', expect.any(String) as unknown as string],
    ];
    for (const [payload, field, message] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/interview-sessions',
        headers: owner.headers,
        payload: payload as object,
      });
      const body = expectErrorBody(response, 400, 'VALIDATION');
      expect(body.fieldErrors?.[field], field).toEqual(message);
    }
    expect(await app.database.db.select().from(interviewSessions)).toEqual([]);
  });
});

describe('whose sessions', () => {
  it('a second account cannot list or read the first account’s sessions (404)', async () => {
    const app = await buildInterviewTestApp();
    const owner = await signUpAndSignIn(app);
    const other = await signUpAndSignIn(app);
    const saved = await saveSession(app, owner.token, sessionBody(await questionsOf(app, owner)));

    const list = await app.inject({ method: 'GET', url: '/api/interview-sessions', headers: other.headers });
    expect(list.json()).toEqual([]);
    for (const id of [saved.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const read = await app.inject({
        method: 'GET',
        url: `/api/interview-sessions/${id}`,
        headers: other.headers,
      });
      expect(expectErrorBody(read, 404, 'NOT_FOUND').message).toBe(INTERVIEW_MESSAGES.sessionNotFound);
    }
  });

  it('exports the sessions with the account’s data and erases them with the account', async () => {
    const app = await buildInterviewTestApp();
    const owner = await signUpAndSignIn(app);
    const saved = await saveSession(app, owner.token, sessionBody(await questionsOf(app, owner)));
    const exported = await app.inject({
      method: 'GET',
      url: '/api/account/data-export',
      headers: owner.headers,
    });
    expect(exported.json().parts['interview.sessions']).toEqual([saved]);

    const deletion = await app.inject({
      method: 'POST',
      url: '/api/account/deletion',
      headers: owner.headers,
      payload: { password: owner.password },
    });
    expect(deletion.statusCode, deletion.body).toBeLessThan(300);
    expect(await app.database.db.select().from(interviewSessions)).toEqual([]);
  });
});
