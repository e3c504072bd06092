import { eligibilityResponseSchema, toIsoDay, addDays, type VeteranProfileCreate } from '@waypoint/shared';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import { expect } from 'vitest';
import type { App } from '../../../app';
import { signUpAndSignIn, type SignedInUser } from '../../../test/auth';
import { buildTestApp } from '../../../test/helper';
import { seedKnownOccupations } from '../../../test/occupations';

export const ELIGIBILITY = '/api/v1/benefits/eligibility';

export async function buildBenefitsTestApp(): Promise<App> {
  await seedKnownOccupations();
  return buildTestApp();
}

/** Today as the server counts it, plus `days`. */
export const dayFromToday = (days: number) => addDays(toIsoDay(new Date()), days);

/** A signed-in veteran whose profile separates `separationInDays` from today (null: no end date). */
export async function veteranSeparatingIn(
  app: App,
  separationInDays: number | null,
  profile: Partial<VeteranProfileCreate> = {},
) {
  const session = await signUpAndSignIn(app);
  const serviceEndDate = separationInDays === null ? null : `${dayFromToday(separationInDays)}T00:00:00.000Z`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/veteran-profiles',
    headers: session.headers,
    payload: sampleProfileCreate({
      email: session.email,
      serviceStartDate: '2019-01-07T00:00:00.000Z',
      serviceEndDate,
      ...profile,
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { session, veteranId: (response.json() as { id: string }).id };
}

export async function askEligibility(app: App, session: SignedInUser, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: ELIGIBILITY, headers: session.headers, payload });
}

export async function eligibilityOf(app: App, session: SignedInUser, payload: Record<string, unknown>) {
  const response = await askEligibility(app, session, payload);
  expect(response.statusCode, response.body).toBe(200);
  return eligibilityResponseSchema.parse(response.json());
}
