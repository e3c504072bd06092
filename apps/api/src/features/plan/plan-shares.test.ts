import { createHash } from 'node:crypto';
import {
  PLAN_SHARE_MESSAGES,
  planShareCreatedSchema,
  sharedPlanSchema,
  type PlanShareCreated,
} from '@waypoint/shared/plan/plan-shares';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { addressNotifications, auditLog } from '../../db/schema';
import { signUpAndSignIn, type SignedInUser } from '../../test/auth';
import { clockOf, testClock } from '../../test/clock';
import { buildTestApp, expectErrorBody, useDefaultCatalogue } from '../../test/helper';
import { deliveryFor } from '../../test/notifications';
import { planShares } from './plan.schema';
import { chooseTargets, createProfile, daysFromToday, planOf } from './test/plan-requests';

const FOLLOWER = 'spouse@example.org';

async function share(app: App, owner: SignedInUser, daysValid = 7): Promise<PlanShareCreated> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/plan/shares',
    headers: owner.headers,
    payload: { email: FOLLOWER, daysValid },
  });
  expect(response.statusCode, response.body).toBe(201);
  return planShareCreatedSchema.parse(response.json());
}

const tokenOf = (created: PlanShareCreated) => new URL(created.url).searchParams.get('token')!;
const follow = (app: App, token: string) =>
  app.inject({ method: 'GET', url: `/api/plan/shared?token=${encodeURIComponent(token)}` });

function expectUnavailable(response: Awaited<ReturnType<typeof follow>>) {
  expect(expectErrorBody(response, 404, 'NOT_FOUND').message).toBe(PLAN_SHARE_MESSAGES.linkUnavailable);
}

/** A veteran separating in 200 days, with Logisticians as the target, who shared the plan. */
async function sharedPlan(daysValid = 7) {
  const app = await buildTestApp({ clock: testClock() });
  const owner = await signUpAndSignIn(app, { firstName: 'Dana', lastName: 'Whitfield' });
  await createProfile(app, owner, daysFromToday(200));
  await chooseTargets(app, owner, [{ soc: '13-1081', chosenFrom: 'plan' }]);
  const budget = await app.inject({
    method: 'PUT',
    url: '/api/plan/budget',
    headers: owner.headers,
    payload: { expenses: [{ label: 'Rent', monthly: 1850 }], otherIncome: 2400 },
  });
  expect(budget.statusCode, budget.body).toBe(200);
  const created = await share(app, owner, daysValid);
  return { app, owner, created, token: tokenOf(created) };
}

describe('sharing the plan with a spouse or caregiver', () => {
  useDefaultCatalogue();

  it('e-mails a link whose token is stored only as a hash; the follower reads the plan without an account or the budget', async () => {
    const { app, owner, created, token } = await sharedPlan();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.url).toBe(`${app.config.publicUrl}/plan/shared?token=${token}`);
    const [stored] = await app.database.db.select().from(planShares);
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    // The e-mail goes through the notification service, sealed until sent.
    const [message] = await app.database.db.select().from(addressNotifications);
    expect(message).toMatchObject({
      email: FOLLOWER,
      topic: 'plan.shared',
      title: 'Dana Whitfield shared their transition plan with you on Waypoint',
    });
    expect(JSON.stringify(message)).not.toContain(token);
    const { service, sent } = deliveryFor(app);
    expect(await service.deliverToAddress(message!.id)).toBe('sent');
    expect(sent[0]!.text).toContain('Their budget is not shared.');
    expect(/Open in Waypoint: (\S+)/.exec(sent[0]!.text)![1]).toBe(created.url);

    const response = await follow(app, token);
    expect(response.statusCode, response.body).toBe(200);
    const shared = sharedPlanSchema.parse(response.json());
    expect(shared).toMatchObject({ sharedBy: 'Dana Whitfield', expiresAt: created.share.expiresAt });
    const own = await planOf(app, owner);
    expect(shared.plan.steps.map((step) => [step.key, step.status])).toEqual(
      own.steps.map((step) => [step.key, step.status]),
    );
    expect(shared.plan.targets.targets.map((target) => target.title)).toEqual(['Logisticians']);
    // Nothing of the budget: no amounts anywhere, and the budget standard's findings left out.
    const body = response.body;
    for (const figure of ['1850', '2400', 'Rent']) expect(body).not.toContain(figure);
    const budgetStandard = shared.plan.standards.find((standard) => standard.id === 'budget')!;
    expect(budgetStandard).toMatchObject({ met: true, found: null });
  });

  it('lists the share with its opens counted, and a revoked link answers like an unknown one', async () => {
    const { app, owner, created, token } = await sharedPlan();
    await follow(app, token);
    await follow(app, token);
    const listed = await app.inject({ method: 'GET', url: '/api/plan/shares', headers: owner.headers });
    expect(listed.json().shares).toMatchObject([
      { id: created.share.id, recipientEmail: FOLLOWER, accessCount: 2 },
    ]);

    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/plan/shares/${created.share.id}`,
      headers: owner.headers,
    });
    expect(revoked.statusCode).toBe(204);
    expectUnavailable(await follow(app, token));
    const after = await app.inject({ method: 'GET', url: '/api/plan/shares', headers: owner.headers });
    expect(after.json().shares).toEqual([]);

    const actions = (
      await app.database.db.select().from(auditLog).where(eq(auditLog.subject, created.share.id))
    ).map((row) => row.action);
    expect(actions.sort()).toEqual(
      ['plan.share_accessed', 'plan.share_accessed', 'plan.share_created', 'plan.share_revoked'].sort(),
    );
  });

  it("expires after the days chosen (the app's clock), with the same answer as an unknown link", async () => {
    const { app, token } = await sharedPlan(1);
    clockOf(app).advance(24 * 60 * 60 * 1000 - 60_000);
    expect((await follow(app, token)).statusCode).toBe(200);
    clockOf(app).advance(120_000);
    expectUnavailable(await follow(app, token));
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const unknown of [tampered, 'x'.repeat(43), 'short']) expectUnavailable(await follow(app, unknown));
  });

  it('lets nobody else list or stop a share', async () => {
    const { app, created, token } = await sharedPlan();
    const stranger = await signUpAndSignIn(app);
    const listed = await app.inject({ method: 'GET', url: '/api/plan/shares', headers: stranger.headers });
    expect(listed.json().shares).toEqual([]);
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/plan/shares/${created.share.id}`,
      headers: stranger.headers,
    });
    expect(expectErrorBody(refused, 404, 'NOT_FOUND').message).toBe(PLAN_SHARE_MESSAGES.shareNotFound);
    expect((await follow(app, token)).statusCode).toBe(200);
    const [stored] = await app.database.db
      .select()
      .from(planShares)
      .where(and(eq(planShares.id, created.share.id)));
    expect(stored!.revokedAt).toBeNull();
  });

  it('limits how often a client may try links, as the vault does (30 a minute)', async () => {
    const app = await buildTestApp();
    const guess = 'x'.repeat(43);
    for (let attempt = 0; attempt < 30; attempt += 1) expectUnavailable(await follow(app, guess));
    const limited = await follow(app, guess);
    expect(expectErrorBody(limited, 429, 'RATE_LIMITED').message).toBe(PLAN_SHARE_MESSAGES.rateLimited);
  });

  it('refuses a bad address or length, storing nothing', async () => {
    const app = await buildTestApp();
    const owner = await signUpAndSignIn(app);
    for (const payload of [
      { email: 'not an address', daysValid: 7 },
      { email: FOLLOWER, daysValid: 31 },
      { email: FOLLOWER, daysValid: 0 },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/plan/shares',
        headers: owner.headers,
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await app.database.db.select().from(planShares)).toEqual([]);
    expect(await app.database.db.select().from(addressNotifications)).toEqual([]);
  });

  it('exports the shares without their tokens, and erases them with the account', async () => {
    const { app, owner, token } = await sharedPlan();
    const exported = await app.inject({
      method: 'GET',
      url: '/api/account/data-export',
      headers: owner.headers,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain(FOLLOWER);
    expect(exported.body).not.toContain(token);
    expect(exported.body).not.toContain(createHash('sha256').update(token).digest('hex'));

    const deletion = await app.inject({
      method: 'POST',
      url: '/api/account/deletion',
      headers: owner.headers,
      payload: { password: owner.password },
    });
    expect(deletion.statusCode, deletion.body).toBeLessThan(300);
    expect(await app.database.db.select().from(planShares)).toEqual([]);
    expectUnavailable(await follow(app, token));
  });
});
