import { BENEFIT_DISCHARGE, BENEFIT_MESSAGES, BENEFIT_RULES, DEMO_VETERAN_ID } from '@waypoint/shared';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { benefitStatuses, users } from '../../db/schema';
import { signUpAndSignIn } from '../../test/auth';
import { expectErrorBody } from '../../test/helper';
import {
  askEligibility,
  buildBenefitsTestApp,
  dayFromToday,
  eligibilityOf,
  veteranSeparatingIn,
} from './test/benefit-requests';

describe('POST /api/v1/benefits/eligibility', () => {
  it('computes a veteran separating in 120 days from their own profile, with reasons and sources', async () => {
    const app = await buildBenefitsTestApp();
    const { session, veteranId } = await veteranSeparatingIn(app, 120);
    const answer = await eligibilityOf(app, session, { veteranId });

    expect(answer).toMatchObject({ veteranId, vaDataSource: 'profile', evaluatedOn: dayFromToday(0) });
    expect(answer.facts.separationDate).toBe(dayFromToday(120));
    expect(answer.benefits).toHaveLength(BENEFIT_RULES.length);
    const bdd = answer.benefits.find((b) => b.benefitType === 'BENEFITS_DELIVERY_AT_DISCHARGE')!;
    expect(bdd).toMatchObject({
      eligible: true,
      eligibilityStatus: 'ELIGIBLE',
      // Eligible, not done: only the veteran marks a benefit Completed or ticks its item (decision 037).
      status: 'Not Started',
      checklist: { label: 'File a BDD disability claim', completed: false },
      window: { state: 'closing-soon', closes: dayFromToday(30), daysLeft: 30 },
      reasons: [{ label: 'Still serving (separation date ahead)', outcome: 'met' }],
    });
    expect(bdd.source.url).toMatch(/^https:\/\/benefits\.va\.gov\//);
    const vgli = answer.benefits.find((b) => b.benefitType === 'VGLI')!;
    expect(vgli).toMatchObject({ eligible: false, status: 'Not Started', window: { state: 'not-yet-open' } });
    expect(vgli.window.closes).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('tells a veteran with an other than honorable discharge to confirm with VA, never "not eligible"', async () => {
    const app = await buildBenefitsTestApp();
    const { session, veteranId } = await veteranSeparatingIn(app, -30, {
      dischargeStatus: 'OTHER_THAN_HONORABLE',
    });
    const answer = await eligibilityOf(app, session, {
      veteranId,
      benefitTypes: ['DISABILITY_COMPENSATION', 'VA_HEALTH_CARE_COMBAT', 'VETERAN_READINESS_EMPLOYMENT'],
    });
    for (const benefit of answer.benefits) {
      expect(benefit, benefit.benefitType).toMatchObject({
        eligible: false,
        eligibilityStatus: 'CONFIRM_WITH_VA',
        status: 'In Progress',
      });
      expect(benefit.reasons).toContainEqual({
        label: 'Discharge under other than dishonorable conditions',
        outcome: 'confirm-with-va',
      });
      expect(benefit.requirementsNeeded[0]).toBe(BENEFIT_DISCHARGE.requirement);
    }
    expect(answer.benefits[0]!.law).toEqual({
      citation: '38 U.S.C. § 5110(b)(1); 38 C.F.R. § 3.400(b)(2)(ii)',
      url: 'https://www.ecfr.gov/current/title-38/section-3.400',
    });
  });

  it('answers only the benefit types asked for, and refuses unknown ones with a field message', async () => {
    const app = await buildBenefitsTestApp();
    const { session, veteranId } = await veteranSeparatingIn(app, 120);
    const some = await eligibilityOf(app, session, { veteranId, benefitTypes: ['VGLI'] });
    expect(some.benefits.map((b) => b.benefitType)).toEqual(['VGLI']);

    const bad = await askEligibility(app, session, { veteranId, benefitTypes: ['FREE_BOAT'] });
    const body = expectErrorBody(bad, 400, 'VALIDATION');
    expect(body.fieldErrors?.['benefitTypes.0']).toBe(BENEFIT_MESSAGES.unknownBenefitType);
  });

  it('asks for the separation date rather than guessing when the profile has none', async () => {
    const app = await buildBenefitsTestApp();
    const { session, veteranId } = await veteranSeparatingIn(app, null);
    const answer = await eligibilityOf(app, session, {
      veteranId,
      benefitTypes: ['BENEFITS_DELIVERY_AT_DISCHARGE'],
    });
    expect(answer.benefits[0]).toMatchObject({
      eligibilityStatus: 'REQUIRES_ACTION',
      status: 'In Progress',
      requirementsNeeded: ['Add your separation date to your profile'],
      window: { state: 'needs-date', opens: null, closes: null },
    });
  });

  it.each([
    ['another account’s veteran', async (otherId: string) => otherId],
    ['an unknown veteran', async () => randomUUID()],
    ['an id that is no UUID', async () => 'not-a-veteran'],
  ])('answers 404 for %s and stores nothing', async (_name, id) => {
    const app = await buildBenefitsTestApp();
    const { veteranId: otherId } = await veteranSeparatingIn(app, 120);
    const stranger = await signUpAndSignIn(app);
    const response = await askEligibility(app, stranger, { veteranId: await id(otherId) });
    expect(expectErrorBody(response, 404, 'NOT_FOUND').message).toBe(BENEFIT_MESSAGES.notFound);
    expect(await app.database.db.$count(benefitStatuses)).toBe(0);
  });

  it('lets an admin read any veteran', async () => {
    const app = await buildBenefitsTestApp();
    const { veteranId } = await veteranSeparatingIn(app, 120);
    const admin = await signUpAndSignIn(app);
    await app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const answer = await eligibilityOf(app, admin, { veteranId });
    expect(answer.vaDataSource).toBe('profile');
  });

  it('uses the labelled demo veteran for the demo id', async () => {
    const app = await buildBenefitsTestApp();
    const session = await signUpAndSignIn(app);
    const answer = await eligibilityOf(app, session, { veteranId: DEMO_VETERAN_ID });
    expect(answer).toMatchObject({
      vaDataSource: 'demo-veteran',
      facts: { separationDate: dayFromToday(120) },
    });
  });

  it('refuses a missing veteran id with a field message', async () => {
    const app = await buildBenefitsTestApp();
    const session = await signUpAndSignIn(app);
    const body = expectErrorBody(await askEligibility(app, session, {}), 400, 'VALIDATION');
    expect(body.fieldErrors?.veteranId).toBe(BENEFIT_MESSAGES.veteranIdRequired);
  });
});
