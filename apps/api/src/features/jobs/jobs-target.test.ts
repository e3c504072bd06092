import { JOBS_MESSAGES, type JobDetail, type JobSearchResult } from '@waypoint/shared';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signUpAndSignIn, type SignedInUser } from '../../test/auth';
import { buildTestApp, expectErrorBody, useDefaultCatalogue } from '../../test/helper';
import { posting, storePostings } from './test/jobs-fixtures';

async function veteran(app: App, targets: string[] = []): Promise<SignedInUser> {
  const session = await signUpAndSignIn(app);
  const profile = await app.inject({
    method: 'POST',
    url: '/api/veteran-profiles',
    headers: session.headers,
    payload: sampleProfileCreate({ email: session.email, mosCode: '11B', careerInterests: [] }),
  });
  expect(profile.statusCode, profile.body).toBe(201);
  if (targets.length > 0) {
    const chosen = await app.inject({
      method: 'PUT',
      url: '/api/plan/targets',
      headers: session.headers,
      payload: { targets: targets.map((soc) => ({ soc, chosenFrom: 'plan' })) },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
  }
  return session;
}

const get = (app: App, session: SignedInUser, query = '') =>
  app.inject({ method: 'GET', url: `/api/jobs${query ? `?${query}` : ''}`, headers: session.headers });

async function search(app: App, session: SignedInUser, query = ''): Promise<JobSearchResult> {
  const response = await get(app, session, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<JobSearchResult>();
}

const LOGISTICS_POSTINGS = () => [
  posting({ title: 'Software Developer', description: 'Builds web applications.', socCodes: ['15-1252'] }),
  posting({ title: 'Supply Technician', description: 'Keeps the stockroom.', postedAt: new Date() }),
  posting({
    title: 'Logistics Management Specialist',
    description: 'Plans the movement of materiel.',
    federalSeries: ['0346'],
  }),
  posting({
    title: 'Logistician',
    description: 'Coordinates the supply chain for a distribution network.',
    socCodes: ['13-1081'],
    postedAt: new Date(Date.now() - 20 * 86_400_000),
  }),
  posting({ title: 'Barista', description: 'Makes coffee.' }),
];

describe('job search for the target career', () => {
  useDefaultCatalogue();

  it('opens with jobs for the target when nothing is typed, the posting named like it first, and says why', async () => {
    const app = await buildTestApp();
    const session = await veteran(app, ['13-1081']);
    await storePostings(LOGISTICS_POSTINGS());

    const result = await search(app, session);
    expect(result.forTargets).toEqual([{ soc: '13-1081', title: 'Logisticians' }]);
    const titles = result.jobs.map((job) => job.title);
    expect(titles[0]).toBe('Logistician');
    expect(titles).toEqual(
      expect.arrayContaining(['Logistician', 'Supply Technician', 'Logistics Management Specialist']),
    );
    expect(titles).not.toContain('Software Developer');
    expect(titles).not.toContain('Barista');
    expect(result.total).toBe(3);
    expect(result.jobs[0]!.whyThisJob).toMatch(/^Fits your target career, Logisticians \(SOC 13-1081\)/);

    // Filters still apply to the target's search; a search typed is the veteran's own.
    expect((await search(app, session, 'postedWithin=7')).jobs.map((job) => job.title)).not.toContain(
      'Logistician',
    );
    const typed = await search(app, session, 'q=developer');
    expect(typed.forTargets).toBeNull();
    expect(typed.jobs.map((job) => job.title)).toEqual(['Software Developer']);
  });

  it('names the target in a search typed when the posting is coded as it', async () => {
    const app = await buildTestApp();
    const session = await veteran(app, ['13-1081']);
    await storePostings(LOGISTICS_POSTINGS());
    const result = await search(app, session, 'q=logistician');
    const logistician = result.jobs.find((job) => job.title === 'Logistician');
    expect(logistician?.whyThisJob).toMatch(/^Fits your target career, Logisticians/);
  });

  it('searches for either of two targets', async () => {
    const app = await buildTestApp();
    const session = await veteran(app, ['13-1081', '15-1252']);
    await storePostings(LOGISTICS_POSTINGS());
    const result = await search(app, session);
    expect(result.forTargets?.map((target) => target.soc)).toEqual(['13-1081', '15-1252']);
    expect(result.jobs.map((job) => job.title)).toEqual(
      expect.arrayContaining(['Logistician', 'Software Developer']),
    );
    expect(result.jobs.map((job) => job.title)).not.toContain('Barista');
  });

  it('keeps the rule without a target, and one account’s target never reaches another’s search', async () => {
    const app = await buildTestApp();
    await veteran(app, ['13-1081']);
    const other = await veteran(app);
    await storePostings(LOGISTICS_POSTINGS());
    expect(expectErrorBody(await get(app, other), 400, 'VALIDATION').message).toBe(JOBS_MESSAGES.searchRule);
    const typed = await search(app, other, 'q=logistician');
    expect(typed.forTargets).toBeNull();
    expect(typed.jobs.every((job) => !job.whyThisJob?.includes('target'))).toBe(true);
  });

  it('gives the catalogue occupations a posting maps to in its detail, none when the feed named no SOC', async () => {
    const app = await buildTestApp();
    const session = await veteran(app);
    await storePostings([
      posting({ title: 'Logistician', socCodes: ['13-1081', '99-9999'] }),
      posting({ title: 'Logistics Management Specialist', federalSeries: ['0346'] }),
    ]);
    const { jobs } = await search(app, session, 'q=logistician or specialist');
    const detail = async (title: string) => {
      const id = jobs.find((job) => job.title === title)!.id;
      const response = await app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: session.headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<JobDetail>();
    };
    expect((await detail('Logistician')).occupations).toEqual([{ soc: '13-1081', title: 'Logisticians' }]);
    expect((await detail('Logistics Management Specialist')).occupations).toEqual([]);
  });
});
