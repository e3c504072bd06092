import type { JobSearchResult } from '@waypoint/shared';
import { JOBS_MESSAGES } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../test/helper';
import { appWithVeteran, posting, storePostings } from './test/jobs-fixtures';

async function search(
  app: Awaited<ReturnType<typeof appWithVeteran>>['app'],
  headers: Record<string, string>,
  query: string,
) {
  const response = await app.inject({ method: 'GET', url: `/api/jobs?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<JobSearchResult>();
}

describe('job search', () => {
  it('ranks a title match above a description match', async () => {
    const { app, headers } = await appWithVeteran('11B');
    await storePostings([
      posting({ title: 'Office Manager', description: 'Coordinates the forklift drivers.' }),
      posting({ title: 'Forklift Operator', description: 'Moves pallets.' }),
      posting({ title: 'Cook', description: 'Prepares meals.' }),
    ]);
    const result = await search(app, headers, 'q=forklift');
    expect(result.jobs.map((job) => job.title)).toEqual(['Forklift Operator', 'Office Manager']);
    expect(result.total).toBe(2);
  });

  it('finds medical postings for the query "68W" and says why', async () => {
    const { app, headers } = await appWithVeteran('11B');
    await storePostings([
      posting({ title: 'Emergency Medical Technician', socCodes: ['29-2042'] }),
      posting({ title: 'Paramedic', socCodes: ['29-2043'] }),
      posting({ title: 'Accountant', socCodes: ['13-2011'] }),
    ]);
    const result = await search(app, headers, 'q=68W');
    expect(result.jobs.map((job) => job.title).sort()).toEqual(['Emergency Medical Technician', 'Paramedic']);
    expect(result.mosCode).toBe('68W');
    expect(result.jobs[0]?.whyThisJob).toMatch(/^Matches MOS 68W \(Combat Medic\)/);
  });

  it("ranks postings the user's own MOS prepared them for first, with the reason", async () => {
    const { app, headers } = await appWithVeteran('68W');
    await storePostings([
      posting({ title: 'Medical Records Clerk', description: 'Medical files.', postedAt: new Date() }),
      posting({
        title: 'Emergency Medical Technician',
        description: 'Ambulance crew.',
        socCodes: ['29-2042'],
        postedAt: new Date(Date.now() - 86_400_000 * 20),
      }),
    ]);
    const result = await search(app, headers, 'q=medic');
    expect(result.jobs[0]?.title).toBe('Emergency Medical Technician');
    expect(result.jobs[0]?.whyThisJob).toBe(
      'Matches your MOS 68W (Combat Medic): Emergency Medical Technicians',
    );
    expect(result.jobs[1]?.whyThisJob).toBeNull();
  });

  it('filters remote-only, salary, employment type, federal and veterans preference', async () => {
    const { app, headers } = await appWithVeteran();
    await storePostings([
      posting({ title: 'Remote Analyst', remote: true, location: 'Remote', salaryMax: 90000 }),
      posting({ title: 'Onsite Analyst', salaryMax: 90000 }),
      posting({ title: 'Part-time Analyst', employmentType: 'PART_TIME', remote: true }),
      posting({ title: 'Federal Analyst', federalSeries: ['0343'], veteransPreference: true, remote: true }),
    ]);
    const titles = async (query: string) =>
      (await search(app, headers, query)).jobs.map((job) => job.title).sort();
    expect(await titles('remoteOnly=true')).toEqual([
      'Federal Analyst',
      'Part-time Analyst',
      'Remote Analyst',
    ]);
    expect(await titles('q=analyst&salaryMin=80000')).toEqual(['Onsite Analyst', 'Remote Analyst']);
    expect(await titles('q=analyst&employmentType=PART_TIME')).toEqual(['Part-time Analyst']);
    expect(await titles('q=analyst&federalOnly=true')).toEqual(['Federal Analyst']);
    expect(await titles('q=analyst&veteransPreference=true')).toEqual(['Federal Analyst']);
  });

  it('matches locations by trigrams and leaves closed postings out', async () => {
    const { app, headers } = await appWithVeteran();
    await storePostings([
      posting({ title: 'Driver', location: 'San Antonio, TX' }),
      posting({ title: 'Driver', location: 'Denver, CO' }),
      posting({ title: 'Driver', location: 'San Antonio, TX', closedAt: new Date() }),
      posting({ title: 'Driver', location: 'San Antonio, TX', closesAt: new Date(Date.now() - 1000) }),
    ]);
    expect((await search(app, headers, 'location=san%20antonio')).total).toBe(1);
    expect((await search(app, headers, 'location=San%20Antonoi')).total).toBe(1);
  });

  it('pages through results and answers an empty page past the end', async () => {
    const { app, headers } = await appWithVeteran();
    await storePostings(Array.from({ length: 5 }, (_, index) => posting({ title: `Welder ${index}` })));
    const first = await search(app, headers, 'q=welder&pageSize=2');
    const third = await search(app, headers, 'q=welder&pageSize=2&page=3');
    const past = await search(app, headers, 'q=welder&pageSize=2&page=9');
    expect([first.jobs.length, third.jobs.length, past.jobs.length]).toEqual([2, 1, 0]);
    expect(past.total).toBe(5);
  });

  it('answers bad input with a clear message, never a 5xx', async () => {
    const { app, headers } = await appWithVeteran();
    await storePostings([posting({ title: 'Electrician' })]);
    const get = (query: string) => app.inject({ method: 'GET', url: `/api/jobs?${query}`, headers });
    expect(expectErrorBody(await get(`q=${'a'.repeat(1000)}`), 400, 'VALIDATION').message).toBe(
      JOBS_MESSAGES.queryTooLong,
    );
    expect(expectErrorBody(await get('q=x&salaryMin=-5'), 400, 'VALIDATION').message).toBe(
      JOBS_MESSAGES.salaryMin,
    );
    expect((await get('q=x&colour=red')).statusCode).toBe(400);
    expect(expectErrorBody(await get('salaryMin=5'), 400, 'VALIDATION').message).toBe(
      JOBS_MESSAGES.searchRule,
    );
    for (const q of [
      '"electrician',
      'electrician OR -',
      "'; drop table job_postings; --",
      '!!&|:*()',
      '<->',
    ]) {
      const response = await get(`q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
    }
    expect((await search(app, headers, `q=${encodeURIComponent('"electrician"')}`)).total).toBe(1);
  });
});
