import type { JobSearchResult } from '@waypoint/shared';
import { JOBS_MESSAGES } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { appWithVeteran, posting, storePostings } from './test/jobs-fixtures';

type Veteran = Awaited<ReturnType<typeof appWithVeteran>>;

async function search({ app, headers }: Veteran, query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/jobs?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<JobSearchResult>();
}

const titles = async (veteran: Veteran, query: string) =>
  (await search(veteran, query)).jobs.map((job) => job.title);

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('job search ranking: what was typed first', () => {
  it('never lets the military code lift a weaker text match above a stronger one', async () => {
    // A 68W (combat medic) searching "security": the guard's title names it; the EMT posting, which the code
    // leads to, only mentions it.
    const veteran = await appWithVeteran('68W');
    await storePostings([
      posting({ title: 'Security Guard', description: 'Patrols the site.', locations: ['Denver, CO'] }),
      posting({
        title: 'Emergency Medical Technician',
        description: 'Ambulance crew; works with hospital security.',
        socCodes: ['29-2042'],
        locations: ['Denver, CO'],
      }),
    ]);
    expect(await titles(veteran, 'q=security')).toEqual(['Security Guard', 'Emergency Medical Technician']);
  });

  it('lets the military code re-rank equal matches, and says why', async () => {
    const veteran = await appWithVeteran('68W');
    await storePostings([
      posting({ title: 'Pharmacy Technician', locations: ['Denver, CO'], postedAt: new Date() }),
      posting({
        title: 'Emergency Medical Technician',
        socCodes: ['29-2042'],
        locations: ['Denver, CO'],
        postedAt: daysAgo(20),
      }),
    ]);
    const result = await search(veteran, 'q=technician');
    expect(result.jobs.map((job) => [job.title, job.whyThisJob])).toEqual([
      ['Emergency Medical Technician', 'Matches your MOS 68W (Combat Medic): Emergency Medical Technicians'],
      ['Pharmacy Technician', null],
    ]);
  });

  it('ranks the medic work a user typed above medical clerks, security posts at a medical center and firefighters', async () => {
    // The case: an infantryman (11B) typing "medic".
    const veteran = await appWithVeteran('11B');
    await storePostings([
      posting({
        title: 'First-Line Supervisors of Security Workers',
        company: 'Harborview Medical Center',
        description: 'Supervises the hospital security team.',
        socCodes: ['33-1091'],
      }),
      posting({ title: 'Firefighter', description: 'Fire suppression and emergency medical response.' }),
      posting({ title: 'Medical Records Clerk', description: 'Keeps medical files.' }),
      posting({ title: 'Paramedic', description: 'Advanced life support.' }),
      posting({ title: 'Combat Medic Instructor', description: 'Teaches casualty care.' }),
      posting({ title: 'EMT - Basic', description: 'Ambulance crew.' }),
    ]);
    const ranked = await titles(veteran, 'q=medic');
    expect(ranked.slice(0, 3)).toEqual(['Combat Medic Instructor', 'EMT - Basic', 'Paramedic']);
    expect(ranked.slice(3)).toEqual(
      expect.arrayContaining([
        'Medical Records Clerk',
        'Firefighter',
        'First-Line Supervisors of Security Workers',
      ]),
    );
  });

  it('puts title over description, the phrase over scattered words, and lists partial matches only when nothing matches all', async () => {
    const veteran = await appWithVeteran();
    await storePostings([
      posting({ title: 'Manager, Logistics Systems', postedAt: new Date() }),
      posting({ title: 'Logistics Manager', postedAt: daysAgo(30) }),
      posting({
        title: 'Office Manager',
        description: 'Runs logistics for the office.',
        postedAt: new Date(),
      }),
      posting({ title: 'Pharmacy Clerk' }),
      posting({ title: 'Lab Technician' }),
    ]);
    expect(await titles(veteran, 'q=logistics%20manager')).toEqual([
      'Logistics Manager',
      'Manager, Logistics Systems',
      'Office Manager',
    ]);
    const partial = await search(veteran, 'q=pharmacy%20technician');
    expect(partial.partial).toBe(true);
    expect(partial.jobs.map((job) => job.title).sort()).toEqual(['Lab Technician', 'Pharmacy Clerk']);
    expect((await search(veteran, 'q=logistics%20manager')).partial).toBe(false);
    expect(JOBS_MESSAGES.partialResults).toMatch(/some of them/);
  });

  it('re-ranks equal matches by the preferred place and career interests, and says so', async () => {
    // The sample veteran prefers Austin, TX, and is interested in logistics and security.
    const veteran = await appWithVeteran('11B');
    await storePostings([
      posting({ title: 'Clerk', locations: ['Denver, CO'], postedAt: new Date() }),
      posting({ title: 'Clerk', locations: ['Austin, TX'], postedAt: daysAgo(9) }),
      posting({ title: 'Clerk', locations: ['Boise, ID'], socCodes: ['43-5071'], postedAt: daysAgo(5) }),
    ]);
    const result = await search(veteran, 'q=clerk');
    expect(result.jobs.map((job) => [job.location, job.whyThisJob])).toEqual([
      ['Boise, ID', 'Fits your interest in Logistics'],
      ['Austin, TX', 'In your preferred location, Austin, TX'],
      ['Denver, CO', null],
    ]);
  });
});

describe('job search: words veterans type', () => {
  it('finds acronyms and short words (IT, HR, EMT, LPN, CDL, GS-11) and synonyms both ways', async () => {
    const veteran = await appWithVeteran();
    await storePostings([
      posting({ title: 'IT Specialist (INFOSEC)', federalSeries: ['2210'] }),
      posting({ title: 'Systems Specialist', federalSeries: ['2210'] }),
      posting({ title: 'Benefits Specialist' }),
      posting({ title: 'Payroll Specialist' }),
      posting({ title: 'Human Resources Specialist' }),
      posting({ title: 'Firefighter/EMT' }),
      posting({ title: 'LPN Charge Nurse' }),
      posting({ title: 'Class A CDL Driver' }),
      posting({ title: 'Contract Specialist', grade: { payPlan: 'GS', low: 11, high: 13 } }),
      posting({ title: 'Contract Specialist (Trainee)', grade: { payPlan: 'GS', low: 7, high: 9 } }),
      posting({ title: 'Cybersecurity Analyst' }),
    ]);
    const found = async (query: string) => (await titles(veteran, `q=${encodeURIComponent(query)}`)).sort();
    expect((await titles(veteran, 'q=IT%20Specialist'))[0]).toBe('IT Specialist (INFOSEC)');
    expect(await found('IT')).toEqual(['IT Specialist (INFOSEC)', 'Systems Specialist']);
    // The series title (2210 Information Technology Management) is indexed with the posting.
    expect(await found('information technology')).toEqual(['IT Specialist (INFOSEC)', 'Systems Specialist']);
    expect(await found('information security')).toEqual(['Cybersecurity Analyst', 'IT Specialist (INFOSEC)']);
    expect(await found('INFOSEC')).toEqual(['Cybersecurity Analyst', 'IT Specialist (INFOSEC)']);
    expect(await found('HR')).toEqual(['Human Resources Specialist']);
    expect(await found('EMT')).toEqual(['Firefighter/EMT']);
    expect(await found('licensed practical nurse')).toEqual(['LPN Charge Nurse']);
    expect(await found('CDL')).toEqual(['Class A CDL Driver']);
    expect(await found('GS-11')).toEqual(['Contract Specialist']);
    expect(await found('2210')).toEqual(['IT Specialist (INFOSEC)', 'Systems Specialist']);
  });

  it('keeps quotes, or and minus as web searches do', async () => {
    const veteran = await appWithVeteran();
    await storePostings([
      posting({ title: 'Security Specialist' }),
      posting({ title: 'Specialist, Information Security' }),
      posting({ title: 'Warehouse Worker', description: 'Picks orders.' }),
      posting({ title: 'Warehouse Associate', description: 'Drives a forklift.' }),
    ]);
    const found = async (query: string) => (await titles(veteran, `q=${encodeURIComponent(query)}`)).sort();
    expect(await found('"security specialist"')).toEqual(['Security Specialist']);
    expect(await found('warehouse -forklift')).toEqual(['Warehouse Worker']);
    expect(await found('forklift or "security specialist"')).toEqual([
      'Security Specialist',
      'Warehouse Associate',
    ]);
    // Words that ask nothing find nothing, rather than everything; a minus alone leaves the rest.
    expect(await found('or')).toEqual([]);
    expect(await found('-forklift')).toEqual([
      'Security Specialist',
      'Specialist, Information Security',
      'Warehouse Worker',
    ]);
  });
});
