import { addDays, toIsoDay, type PlanBudget, type PlanStepView, type PlanView } from '@waypoint/shared';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import { expect } from 'vitest';
import type { App } from '../../../app';
import type { SignedInUser } from '../../../test/auth';

/** Today as the server counts it (UTC), and days from it. */
export const today = () => toIsoDay(new Date());
export const daysFromToday = (days: number) => addDays(today(), days);

/** A veteran profile whose last day in service is `separationDate`; answers the profile's id. */
export async function createProfile(
  app: App,
  session: SignedInUser,
  separationDate: string,
  mosCode = '11B',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/veteran-profiles',
    headers: session.headers,
    payload: sampleProfileCreate({
      email: session.email,
      mosCode,
      serviceEndDate: `${separationDate}T00:00:00.000Z`,
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

export async function chooseTargets(app: App, session: SignedInUser, targets: object[]) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/plan/targets',
    headers: session.headers,
    payload: { targets },
  });
  expect(response.statusCode, response.body).toBe(200);
}

export async function planOf(app: App, session: SignedInUser): Promise<PlanView> {
  const response = await app.inject({ method: 'GET', url: '/api/plan', headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlanView>();
}

export function stepIn(plan: PlanView, key: string): PlanStepView | undefined {
  return plan.steps.find((step) => step.key === key);
}

export function setStatus(app: App, session: SignedInUser, key: string, payload: object) {
  return app.inject({
    method: 'PATCH',
    url: `/api/plan/steps/${encodeURIComponent(key)}`,
    headers: session.headers,
    payload,
  });
}

export async function budgetOf(app: App, session: SignedInUser): Promise<PlanBudget> {
  const response = await app.inject({ method: 'GET', url: '/api/plan/budget', headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlanBudget>();
}
