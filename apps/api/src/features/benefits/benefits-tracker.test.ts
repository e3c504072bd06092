import { BENEFIT_MESSAGES } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { benefitChecklistItems, benefitStatuses } from '../../db/schema';
import { signUpAndSignIn } from '../../test/auth';
import { expectErrorBody } from '../../test/helper';
import { buildBenefitsTestApp, eligibilityOf, veteranSeparatingIn } from './test/benefit-requests';

const bdd = 'BENEFITS_DELIVERY_AT_DISCHARGE';

describe('the tracker: statuses and checklist', () => {
  it('keeps a status and a checklist tick the veteran set, over what the rules say', async () => {
    const app = await buildBenefitsTestApp();
    const { session, veteranId } = await veteranSeparatingIn(app, 120);
    const status = await app.inject({
      method: 'PATCH',
      url: `/api/v1/benefits/statuses/${bdd}`,
      headers: session.headers,
      payload: { status: 'In Progress' },
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toEqual({ benefitType: bdd, status: 'In Progress' });
    const item = await app.inject({
      method: 'PATCH',
      url: `/api/v1/benefits/checklist/${bdd}`,
      headers: session.headers,
      payload: { completed: true },
    });
    expect(item.json()).toEqual({ benefitType: bdd, completed: true });

    const answer = await eligibilityOf(app, session, { veteranId, benefitTypes: [bdd] });
    expect(answer.benefits[0]).toMatchObject({
      eligible: true,
      status: 'In Progress',
      checklist: { completed: true },
    });

    // Another veteran's tracker is untouched.
    const other = await veteranSeparatingIn(app, 120);
    const theirs = await eligibilityOf(app, other.session, {
      veteranId: other.veteranId,
      benefitTypes: [bdd],
    });
    // …and shows what the rules say: eligible, but neither Completed nor ticked until they mark it.
    expect(theirs.benefits[0]).toMatchObject({
      eligible: true,
      status: 'Not Started',
      checklist: { completed: false },
    });
  });

  it('changes a saved status in place', async () => {
    const app = await buildBenefitsTestApp();
    const session = await signUpAndSignIn(app);
    for (const status of ['In Progress', 'Completed']) {
      await app.inject({
        method: 'PATCH',
        url: `/api/v1/benefits/statuses/${bdd}`,
        headers: session.headers,
        payload: { status },
      });
    }
    const rows = await app.database.db.select().from(benefitStatuses);
    expect(rows.map((row) => row.status)).toEqual(['Completed']);
  });

  it.each([
    [
      'an unknown benefit',
      '/api/v1/benefits/statuses/FREE_BOAT',
      { status: 'Completed' },
      'benefitType',
      BENEFIT_MESSAGES.unknownBenefitType,
    ],
    [
      'an unknown status',
      `/api/v1/benefits/statuses/${bdd}`,
      { status: 'Done' },
      'status',
      BENEFIT_MESSAGES.unknownStatus,
    ],
    [
      'a checklist tick that is no boolean',
      `/api/v1/benefits/checklist/${bdd}`,
      { completed: 'yes' },
      'completed',
      BENEFIT_MESSAGES.checklistCompleted,
    ],
  ])('refuses %s with a field message and stores nothing', async (_name, url, payload, field, message) => {
    const app = await buildBenefitsTestApp();
    const session = await signUpAndSignIn(app);
    const response = await app.inject({ method: 'PATCH', url, headers: session.headers, payload });
    expect(expectErrorBody(response, 400, 'VALIDATION').fieldErrors?.[field]).toBe(message);
    expect(await app.database.db.$count(benefitStatuses)).toBe(0);
    expect(await app.database.db.$count(benefitChecklistItems)).toBe(0);
  });
});
