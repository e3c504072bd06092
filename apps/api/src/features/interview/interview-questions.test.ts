import { INTERVIEW_DIFFICULTIES, INTERVIEW_MESSAGES, INTERVIEW_PACKS } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { interviewQuestions } from '../../db/schema';
import { signUpAndSignIn } from '../../test/auth';
import { expectErrorBody } from '../../test/helper';
import { QUESTION_BANK } from './question-bank';
import { ensureQuestionBank } from './question-bank.service';
import {
  buildInterviewTestApp,
  GOOD_ANSWER,
  questionsOf,
  saveSession,
  sessionBody,
  signUpAdmin,
} from './test/interview-requests';

describe('the question bank', () => {
  it('ships at least 20 questions per pack over all three difficulties, each with a prompt and guidance', () => {
    for (const pack of INTERVIEW_PACKS) {
      const ofPack = QUESTION_BANK.filter((question) => question.pack === pack);
      expect(ofPack.length, pack).toBeGreaterThanOrEqual(20);
      for (const difficulty of INTERVIEW_DIFFICULTIES) {
        expect(ofPack.filter((question) => question.difficulty === difficulty).length).toBeGreaterThanOrEqual(
          6,
        );
      }
    }
    expect(new Set(QUESTION_BANK.map(({ prompt }) => prompt)).size).toBe(QUESTION_BANK.length);
  });

  it('seeds once, however often the server starts', async () => {
    const app = await buildInterviewTestApp();
    await ensureQuestionBank(app.database);
    expect(await app.database.db.select().from(interviewQuestions)).toHaveLength(QUESTION_BANK.length);
  });

  it('starts a session with three questions of the pack, least practised first', async () => {
    const app = await buildInterviewTestApp();
    const user = await signUpAndSignIn(app);
    const first = await questionsOf(app, user, 'technical', 'challenge');
    expect(first).toHaveLength(3);
    expect(
      first.every((question) => question.pack === 'technical' && question.difficulty === 'challenge'),
    ).toBe(true);
    expect(first[0]!.guidance.length).toBeGreaterThan(20);
    await saveSession(app, user.token, sessionBody(first));
    const next = await questionsOf(app, user, 'technical', 'challenge');
    expect(next.map(({ id }) => id)).not.toContain(first[0]!.id);
  });

  it('refuses an unknown pack or difficulty with field messages', async () => {
    const app = await buildInterviewTestApp();
    const user = await signUpAndSignIn(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/interview-questions?pack=tactical&difficulty=hard',
      headers: user.headers,
    });
    const body = expectErrorBody(response, 400, 'VALIDATION');
    expect(body.fieldErrors).toEqual({
      pack: INTERVIEW_MESSAGES.pack,
      difficulty: INTERVIEW_MESSAGES.difficulty,
    });
  });

  it('lets admins add and retire questions, and nobody else', async () => {
    const app = await buildInterviewTestApp();
    const admin = await signUpAdmin(app);
    const veteran = await signUpAndSignIn(app);
    const question = {
      pack: 'leadership',
      difficulty: 'standard',
      prompt: 'How do you run a meeting?',
      guidance: 'Agenda, time, decisions, owners.',
    };

    const refused = await app.inject({
      method: 'POST',
      url: '/api/interview-questions',
      headers: veteran.headers,
      payload: question,
    });
    expectErrorBody(refused, 403, 'FORBIDDEN');
    const added = await app.inject({
      method: 'POST',
      url: '/api/interview-questions',
      headers: admin.headers,
      payload: question,
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json();

    const before = await app.database.db.select().from(interviewQuestions);
    const retire = (headers: { authorization: string }) =>
      app.inject({ method: 'DELETE', url: `/api/interview-questions/${id}`, headers });
    expectErrorBody(await retire(veteran.headers), 403, 'FORBIDDEN');
    expect((await retire(admin.headers)).statusCode).toBe(204);
    expectErrorBody(await retire(admin.headers), 404, 'NOT_FOUND');
    expect(await app.database.db.select().from(interviewQuestions)).toHaveLength(before.length);

    // Retiring the first three seeded ones moves new sessions on to the next.
    const seeded = await questionsOf(app, veteran, 'leadership', 'standard');
    for (const { id: seededId } of seeded) {
      await app.inject({
        method: 'DELETE',
        url: `/api/interview-questions/${seededId}`,
        headers: admin.headers,
      });
    }
    const after = await questionsOf(app, veteran, 'leadership', 'standard');
    expect(after.map(({ id: afterId }) => afterId)).not.toContain(seeded[0]!.id);
    expect(after).toHaveLength(3);
  });
});

describe('evaluating one answer', () => {
  it('answers the feedback for the question’s difficulty', async () => {
    const app = await buildInterviewTestApp();
    const user = await signUpAndSignIn(app);
    const [question] = await questionsOf(app, user, 'behavioral', 'executive');
    const response = await app.inject({
      method: 'POST',
      url: '/api/interview-evaluations',
      headers: user.headers,
      payload: { questionId: question!.id, response: GOOD_ANSWER, mode: 'voice', spokenSeconds: 30 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const feedback = response.json();
    expect(feedback.improvements.join(' ')).toMatch(/for a executive question/);
    expect(feedback.improvements.join(' ')).toContain('"platoon" → team of about 30 to 40 people');
    expect(feedback.wordsPerMinute).toBe(Math.round(feedback.wordCount * 2));
  });

  it('judges the answer against the question asked: a good story about something else scores at most 1', async () => {
    const app = await buildInterviewTestApp();
    const user = await signUpAndSignIn(app);
    const [question] = await questionsOf(app, user, 'behavioral', 'standard');
    expect(question!.prompt).toBe('Tell me about a time you had to learn something new quickly.');
    const evaluate = async (answer: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/interview-evaluations',
        headers: user.headers,
        payload: { questionId: question!.id, response: answer, mode: 'text' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ score: number; summary: string; improvements: string[] }>();
    };
    const learned = await evaluate(
      'When I left the Army in 2022, I was hired to run a warehouse that used an inventory system I had never ' +
        'seen. My task was to be running it on my own within two weeks. I took the vendor’s online course in ' +
        'the evenings, I practiced on a test copy every morning, and I asked the previous manager to check my ' +
        'work for the first week. As a result, I ran the monthly count alone on day nine, and it matched to ' +
        'within 0.5%, the best count of that year.',
    );
    const offTopic = await evaluate(GOOD_ANSWER);
    expect(learned.score).toBeGreaterThanOrEqual(4);
    expect(offTopic.score).toBeLessThanOrEqual(1);
    expect(offTopic.summary).toMatch(/^An answer that misses the question/);
    expect(offTopic.improvements[0]).toContain(`does not address the question "${question!.prompt}"`);
  });

  it('refuses an empty answer, a too long one and an unknown question', async () => {
    const app = await buildInterviewTestApp();
    const user = await signUpAndSignIn(app);
    const [question] = await questionsOf(app, user);
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/interview-evaluations', headers: user.headers, payload });
    const cases: Array<[object, string, string]> = [
      [
        { questionId: question!.id, response: ' \n ', mode: 'text' },
        'response',
        INTERVIEW_MESSAGES.emptyResponse,
      ],
      [
        { questionId: question!.id, response: 'a'.repeat(5_001), mode: 'text' },
        'response',
        INTERVIEW_MESSAGES.responseTooLong,
      ],
      [{ questionId: question!.id, response: 'fine', mode: 'video' }, 'mode', INTERVIEW_MESSAGES.mode],
      [
        { questionId: '00000000-0000-4000-8000-000000000000', response: 'fine', mode: 'text' },
        'questionId',
        INTERVIEW_MESSAGES.unknownQuestion,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const body = expectErrorBody(await post(payload), 400, 'VALIDATION');
      expect(body.fieldErrors?.[field], field).toBe(message);
    }
  });
});
