import { PLAN_MESSAGES } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signUpAndSignIn, type SignedInUser } from '../../test/auth';
import { buildTestApp, useDefaultCatalogue } from '../../test/helper';
import { readPdf } from '../../test/pdf-text';
import { chooseTargets, createProfile, daysFromToday, planOf } from './test/plan-requests';

async function printed(app: App, session: SignedInUser) {
  const response = await app.inject({ method: 'GET', url: '/api/plan/print.pdf', headers: session.headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe('attachment; filename="waypoint-plan.pdf"');
  return readPdf(response.rawPayload);
}

describe('GET /api/plan/print.pdf', () => {
  useDefaultCatalogue();

  it('is one letter page: the targets, each standard met or not yet, and the next dated steps', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app, { firstName: 'Dana', lastName: 'Whitfield' });
    await createProfile(app, session, daysFromToday(200));
    await chooseTargets(app, session, [{ soc: '13-1081', chosenFrom: 'plan' }]);
    const plan = await planOf(app, session);
    const { pages } = await printed(app, session);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect([page!.width, page!.height]).toEqual([612, 792]);
    expect(page!.text).toContain('Transition plan: Dana Whitfield');
    expect(page!.text).toContain('Logisticians (SOC 13-1081)');
    expect(page!.text).toContain(`CAREER READINESS STANDARDS: ${plan.progress.standardsMet} OF`);
    for (const standard of plan.standards) expect(page!.text).toContain(standard.title);
    expect(page!.text).toContain('Not yet');
    expect(page!.text).toContain('NEXT DATED STEPS');
    expect(page!.text).toContain('32 CFR Appendix A to Part 88');
    for (const item of page!.items) {
      expect(item.y, item.text).toBeGreaterThanOrEqual(40);
      expect(item.y + item.height, item.text).toBeLessThanOrEqual(792 - 40);
    }
  });

  it('stays one page with the most steps a plan can hold, saying how many more there are', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await createProfile(app, session, daysFromToday(300));
    await chooseTargets(app, session, [
      { soc: '13-1081', chosenFrom: 'plan' },
      { soc: '11-3071', chosenFrom: 'plan' },
    ]);
    for (let index = 0; index < 50; index += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/plan/steps',
        headers: session.headers,
        payload: {
          title: `Step ${index + 1}: ${'follow up with the hiring manager about the logistics analyst opening '.slice(0, 100)}`,
          closes: daysFromToday(10 + index),
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const { pages } = await printed(app, session);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toMatch(/\d+ more dated steps are in your plan in Waypoint\./);
    expect(pages[0]!.text).toContain('Step 1: follow up');
  });

  it('makes at most ten a minute per account, whatever address asks, with a clear message; others are not held up', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const other = await signUpAndSignIn(app);
    const print = (who: SignedInUser, index: number) =>
      app.inject({
        method: 'GET',
        url: '/api/plan/print.pdf',
        headers: who.headers,
        remoteAddress: `192.0.2.${index + 1}`,
      });
    for (let index = 0; index < 10; index += 1) expect((await print(session, index)).statusCode).toBe(200);
    const refused = await print(session, 10);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: PLAN_MESSAGES.printRateLimited });
    expect((await print(other, 11)).statusCode).toBe(200);
  });
});
