import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { civilianOccupations } from '../../db/schema';
import type { SignedInUser } from '../../test/auth';
import { buildMentorshipApp, hubOf, newAdmin, newMentee, newMentor } from './test/mentorship-requests';

/** Logisticians in the catalogue, so the mentee can choose it as a target career. */
async function withLogisticians(app: App) {
  await app.database.db.insert(civilianOccupations).values({
    soc: '13-1081',
    title: 'Logisticians',
    summary: 'Plan and coordinate supply chains (test).',
    salaryLow: 60_000,
    salaryHigh: 100_000,
    demand: 'High',
    nextSteps: [],
    salarySource: 'test',
  });
}

async function chooseTarget(app: App, session: SignedInUser, soc: string) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/plan/targets',
    headers: session.headers,
    payload: { targets: [{ soc, chosenFrom: 'plan' }] },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('mentors for the target career', () => {
  it('ranks mentors in the target field first with the reason; a mentee without a target ranks as before', async () => {
    const app = await buildMentorshipApp();
    await withLogisticians(app);
    const admin = await newAdmin(app);
    // Army, security, in Austin: the stronger match for the sample mentee by the score.
    const near = await newMentor(app, admin, {
      branch: 'ARMY',
      interests: ['security'],
      industry: '33',
      location: 'Austin, TX',
      channels: ['video'],
    });
    // Navy, elsewhere, but mentoring in logistics.
    const logistics = await newMentor(app, admin, { interests: ['logistics'], industry: '11' });
    const mentee = await newMentee(app);
    const other = await newMentee(app, { firstName: 'Sam' });

    const before = await hubOf(app, mentee);
    expect(before.recommendations.map((card) => card.mentor.id)).toEqual([near.user.id, logistics.user.id]);

    await chooseTarget(app, mentee, '13-1081');
    const after = await hubOf(app, mentee);
    expect(after.recommendations.map((card) => card.mentor.id)).toEqual([logistics.user.id, near.user.id]);
    expect(after.recommendations[0]!.reasons[0]).toBe('Works in logistics, your target career: Logisticians');
    expect(after.recommendations.map((card) => card.targetField)).toEqual([true, false]);
    expect(before.recommendations.map((card) => card.targetField)).toEqual([false, false]);
    // The score keeps its weights: the target ranks, the reason says why.
    expect(after.recommendations.map((card) => card.matchScore)).toEqual(
      [...before.recommendations].reverse().map((card) => card.matchScore),
    );
    expect(after.recommendations[1]!.reasons.join(' ')).not.toMatch(/target/);

    // Another account's target never reaches this one's ranking.
    const theirs = await hubOf(app, other);
    expect(theirs.recommendations.map((card) => card.mentor.id)).toEqual([near.user.id, logistics.user.id]);
    expect(theirs.recommendations.flatMap((card) => card.reasons).join(' ')).not.toMatch(/target/);
  });
});
