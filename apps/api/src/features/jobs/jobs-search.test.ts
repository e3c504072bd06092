import type { JobSearchResult } from '@waypoint/shared';
import { JOBS_MESSAGES } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../test/helper';
import { appWithVeteran, posting, storePostings } from './test/jobs-fixtures';

const yearly = (min: number, max: number) => ({ min, max, interval: 'YEAR' as const });

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

  it('filters remote-only, salary, employment type, federal and veterans preference', async () => {
    const { app, headers } = await appWithVeteran();
    await storePostings([
      posting({ title: 'Remote Analyst', remote: true, locations: [], pay: yearly(40000, 90000) }),
      posting({ title: 'Onsite Analyst', pay: yearly(40000, 90000) }),
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

  it('filters by GS grade range and shows grades and hourly pay as posted', async () => {
    const { app, headers } = await appWithVeteran();
    await storePostings([
      posting({ title: 'Contract Specialist', grade: { payPlan: 'GS', low: 9, high: 12 } }),
      posting({ title: 'Budget Analyst', grade: { payPlan: 'GS', low: 13, high: 13 } }),
      posting({
        title: 'Motor Vehicle Operator',
        grade: { payPlan: 'WG', low: 11, high: 11 },
        pay: { min: 24.18, max: 31.43, interval: 'HOUR' },
      }),
    ]);
    const titles = async (query: string) =>
      (await search(app, headers, query)).jobs.map((job) => job.title).sort();
    expect(await titles('location=Austin&gradeMin=11&gradeMax=12')).toEqual(['Contract Specialist']);
    expect(await titles('location=Austin&gradeMin=13')).toEqual(['Budget Analyst']);
    expect(await titles('q=GS-11')).toEqual(['Contract Specialist']);
    const [operator] = (await search(app, headers, 'q=operator')).jobs;
    expect(operator).toMatchObject({
      salaryRange: '$24.18–$31.43 an hour, about $50,294–$65,374 a year',
      pay: { min: 24.18, max: 31.43, interval: 'HOUR' },
      salaryMin: 50294,
      grade: { payPlan: 'WG', low: 11, high: 11 },
    });
    const upsideDown = await app.inject({
      method: 'GET',
      url: '/api/jobs?q=x&gradeMin=12&gradeMax=9',
      headers,
    });
    expect(expectErrorBody(upsideDown, 400, 'VALIDATION').message).toBe(JOBS_MESSAGES.gradeOrder);
  });

  it('finds every place of a posting by city, state name or code, in the location box and the query', async () => {
    const { app, headers } = await appWithVeteran();
    await storePostings([
      posting({
        title: 'Logistics Management Specialist',
        locations: ['Quantico, Virginia', 'Camp Lejeune, North Carolina'],
      }),
      posting({ title: 'Security Officer', locations: ['Charleston, West Virginia'] }),
      posting({ title: 'Claims Examiner', locations: [], remote: true }),
    ]);
    const titles = async (query: string) =>
      (await search(app, headers, query)).jobs.map((job) => job.title).sort();
    const logistics = ['Logistics Management Specialist'];
    for (const place of ['Quantico', 'Camp Lejeune', 'Virginia', 'VA', 'North Carolina', 'Quantico, VA'])
      expect(await titles(`location=${encodeURIComponent(place)}`), place).toEqual(logistics);
    expect(await titles('location=West%20Virginia')).toEqual(['Security Officer']);
    expect(await titles('q=Camp%20Lejeune')).toEqual(logistics);
    expect(await titles('q=logistics%20Quantico')).toEqual(logistics);
    const [found] = (await search(app, headers, 'location=Quantico')).jobs;
    expect(found).toMatchObject({
      location: 'Quantico, VA and 1 more',
      locations: ['Quantico, VA', 'Camp Lejeune, NC'],
    });
    // Remote postings: by the word, by the location box and by the switch.
    for (const query of ['q=remote', 'location=remote', 'remoteOnly=true'])
      expect(await titles(query), query).toEqual(['Claims Examiner']);
  });

  it('matches locations by trigrams and leaves closed postings out', async () => {
    const { app, headers } = await appWithVeteran();
    await storePostings([
      posting({ title: 'Driver', locations: ['San Antonio, TX'] }),
      posting({ title: 'Driver', locations: ['Denver, CO'] }),
      posting({ title: 'Driver', locations: ['San Antonio, TX'], closedAt: new Date() }),
      posting({ title: 'Driver', locations: ['San Antonio, TX'], closesAt: new Date(Date.now() - 1000) }),
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
