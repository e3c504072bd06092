import {
  evaluateResponse,
  INTERVIEW_MESSAGES,
  postingQuestions,
  type InterviewQuestion,
  type InterviewTargetPacks,
} from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signUpAndSignIn, type SignedInUser } from '../../test/auth';
import { chooseTargets } from '../../test/career-targets';
import { expectErrorBody, useDefaultCatalogue } from '../../test/helper';
import { buildInterviewTestApp, GOOD_ANSWER, saveSession, sessionBody } from './test/interview-requests';

const PACKS = '/api/interview-target-packs';

async function packsOf(app: App, session: SignedInUser): Promise<InterviewTargetPacks> {
  const response = await app.inject({ method: 'GET', url: PACKS, headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InterviewTargetPacks>();
}

function evaluate(app: App, session: SignedInUser, questionId: string, response = GOOD_ANSWER) {
  return app.inject({
    method: 'POST',
    url: '/api/interview-evaluations',
    headers: session.headers,
    payload: { questionId, response, mode: 'text' },
  });
}

const POSTING = {
  title: 'Inventory Control Specialist',
  description:
    'Conduct cycle counts and reconcile inventory discrepancies in our warehouse management system. Maintain ' +
    'inventory control procedures. Train associates on cycle counts and the warehouse management system.',
};

describe('interview practice for a target career and a posting', () => {
  useDefaultCatalogue();

  it('gives no pack until a target is chosen, then one framed from each target occupation', async () => {
    const app = await buildInterviewTestApp();
    const session = await signUpAndSignIn(app);
    expect(await packsOf(app, session)).toEqual({ targets: [] });

    await chooseTargets(app, session, ['13-1081']);
    const { targets } = await packsOf(app, session);
    expect(targets).toHaveLength(1);
    const [pack] = targets;
    expect(pack).toMatchObject({ soc: '13-1081', title: 'Logisticians' });
    expect(pack!.questions[0]!.prompt).toMatch(/^Logisticians manage how an organization acquires/);
    expect(pack!.questions.some((question) => /as a Logistician,/.test(question.prompt))).toBe(true);
    expect(pack!.questions.some((question) => /CLTD|CSCP/.test(question.prompt))).toBe(true);
    for (const question of pack!.questions) {
      expect(question).toMatchObject({
        pack: 'technical',
        difficulty: 'standard',
        id: /^target:13-1081:\d$/,
      });
    }
  });

  it('evaluates and saves answers to a target pack with the server’s own prompts', async () => {
    const app = await buildInterviewTestApp();
    const session = await signUpAndSignIn(app);
    await chooseTargets(app, session, ['13-1081']);
    const questions: InterviewQuestion[] = (await packsOf(app, session)).targets[0]!.questions;

    const response = await evaluate(app, session, questions[0]!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(
      evaluateResponse({
        question: questions[0]!,
        response: GOOD_ANSWER,
        difficulty: 'standard',
        mode: 'text',
      }),
    );
    const saved = await saveSession(app, session.token, sessionBody(questions.slice(0, 2)));
    expect(saved.profile).toEqual({ pack: 'technical', difficulty: 'standard' });
    expect(saved.entries.map((entry) => [entry.questionId, entry.question])).toEqual(
      questions.slice(0, 2).map((question) => [question.id, question.prompt]),
    );
  });

  it('evaluates and saves answers to questions built from a posting’s key terms', async () => {
    const app = await buildInterviewTestApp();
    const session = await signUpAndSignIn(app);
    const questions = postingQuestions(POSTING);
    expect(questions.length).toBeGreaterThan(1);
    const response = await evaluate(app, session, questions[0]!.id);
    expect(response.statusCode, response.body).toBe(200);
    const saved = await saveSession(app, session.token, sessionBody(questions));
    expect(saved.profile).toEqual({ pack: 'behavioral', difficulty: 'standard' });
    expect(saved.entries[0]!.question).toBe(questions[0]!.prompt);
    expect(saved.entries[0]!.question).toMatch(/^This posting asks for /);
  });

  it('refuses ids it cannot build again, and a built question saved under another pack', async () => {
    const app = await buildInterviewTestApp();
    const session = await signUpAndSignIn(app);
    for (const id of ['target:99-9999:0', 'target:13-1081:9', 'posting:7:inventory', 'posting:0:<b>x</b>']) {
      const body = expectErrorBody(await evaluate(app, session, id), 400, 'VALIDATION');
      expect(body.message).toBe(INTERVIEW_MESSAGES.unknownQuestion);
    }
    const [question] = postingQuestions(POSTING);
    const mismatched = sessionBody([question!]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/interview-sessions',
      headers: session.headers,
      payload: { ...mismatched, profile: { pack: 'leadership', difficulty: 'standard' } },
    });
    expectErrorBody(response, 400, 'VALIDATION');
  });

  it('answers only for the signed-in user: another account’s targets give it nothing, no session is 401', async () => {
    const app = await buildInterviewTestApp();
    const owner = await signUpAndSignIn(app);
    const other = await signUpAndSignIn(app);
    await chooseTargets(app, owner, ['13-1081']);
    expect((await packsOf(app, owner)).targets).toHaveLength(1);
    expect(await packsOf(app, other)).toEqual({ targets: [] });
    expectErrorBody(await app.inject({ method: 'GET', url: PACKS }), 401, 'UNAUTHENTICATED');
  });
});
