import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { getTestDatabase } from '../../test/helper';
import { importParsed, parseFeedText } from './feed-import.service';
import { fetchUsajobs } from './feeds/usajobs';
import { createJobsRepository } from './jobs.repository';
import { jobPostings } from './jobs.schema';
import { loadSamplePostings } from './jobs-feeds';

const USAJOBS_PAGE = readFileSync(new URL('./test/usajobs-search.json', import.meta.url), 'utf8');

/** A loopback server answering as the USAJOBS Search API documents, checking the headers it requires. */
async function usajobsServer() {
  const seen: { url: string; headers: Record<string, unknown> }[] = [];
  const server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    if (request.headers['authorization-key'] !== 'test-key') {
      response.writeHead(401).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(USAJOBS_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, seen };
}

const repository = async () => createJobsRepository((await getTestDatabase()).database.db);

describe('feeds', () => {
  it('imports a USAJOBS answer over HTTP twice without duplicates, with series from JobCategory', async () => {
    const server = await usajobsServer();
    const jobs = await repository();
    const settings = { apiKey: 'test-key', userAgent: 'ops@example.org', baseUrl: server.baseUrl };
    const now = new Date('2026-11-20T00:00:00Z');
    const feed = { feed: 'usajobs', now };
    const first = await importParsed(jobs, await fetchUsajobs(settings, { now: () => now }), feed);
    const second = await importParsed(jobs, await fetchUsajobs(settings, { now: () => now }), feed);
    expect([first.inserted, first.updated]).toEqual([3, 0]);
    expect([second.inserted, second.updated]).toEqual([0, 3]);
    expect(server.seen[0]?.url).toMatch(/^\/api\/search\?ResultsPerPage=500&Page=1/);
    expect(server.seen[0]?.headers['user-agent']).toBe('ops@example.org');

    const { db } = (await getTestDatabase()).database;
    const rows = await db.select().from(jobPostings).where(eq(jobPostings.source, 'usajobs'));
    expect(rows).toHaveLength(3);
    const medic = rows.find((row) => row.externalId === 'VHA-26-0001');
    expect(medic).toMatchObject({
      title: 'Health Technician (EMT)',
      federalSeries: ['0640'],
      veteransPreference: true,
      salaryMin: 45000,
      remote: false,
    });
    // Its closing date has passed: the posting stays stored but leaves search.
    expect(rows.find((row) => row.externalId === 'VHA-26-0003')?.closedAt).not.toBeNull();
  });

  it('closes what a whole feed no longer lists, and nothing for a partial file or an empty answer', async () => {
    const jobs = await repository();
    const csv = (ids: string[]) =>
      [
        'id,title,company,apply_url',
        ...ids.map((id) => `${id},Welder ${id},Arc Co,https://example.org/${id}`),
      ].join('\n');
    // Each run a second after the last, as imports are.
    let clock = Date.now();
    const run = (text: string, feed: string, complete?: boolean) =>
      importParsed(jobs, parseFeedText(text, new Date()), { feed, complete, now: new Date((clock += 1000)) });
    await run(csv(['a', 'b', 'c']), 'arc.csv', true);
    // Another feed's postings are not this feed's to close.
    await run(csv(['z']), 'other.csv', true);
    expect((await run(csv(['a']), 'arc.csv')).closed).toBe(0);
    expect((await run('id,title,company,apply_url\n', 'arc.csv', true)).closed).toBe(0);
    const whole = await run(csv(['a', 'c']), 'arc.csv', true);
    expect(whole.closed).toBe(1);
    const { db } = (await getTestDatabase()).database;
    const rows = await db.select().from(jobPostings);
    expect(rows.filter((row) => row.closedAt !== null).map((row) => row.externalId)).toEqual(['b']);
    // Listed again, it opens again.
    await run(csv(['a', 'b', 'c']), 'arc.csv', true);
    const reopened = await db.select().from(jobPostings).where(eq(jobPostings.externalId, 'b'));
    expect(reopened[0]?.closedAt).toBeNull();
  });

  it('imports the good rows of a CSV and reports the bad ones by line', async () => {
    const csv = [
      'id,title,company,location,apply_url,salary_min,salary_max,remote',
      'a1,Electrician,Volt Co,"Tampa, FL",https://example.org/a1,50000,70000,yes',
      'a2,,Volt Co,Tampa,https://example.org/a2,,,no',
      'a3,Plumber,Pipe Co,Tampa,not a url,,,no',
      'a4,Welder,Arc Co,Tampa,https://example.org/a4,-5,,no',
      'a5,Roofer,Top Co,Tampa,https://example.org/a5,abc,,no',
      'a6,Painter,Hue Co,Tampa',
      'a7,Mason,Stone Co,Tampa,https://example.org/a7,,,no',
    ].join('\n');
    const report = await importParsed(await repository(), parseFeedText(csv, new Date()), {
      feed: 'test.csv',
      now: new Date(),
    });
    expect(report.inserted).toBe(2);
    expect(report.problems.map((problem) => problem.line)).toEqual([3, 4, 5, 6, 7]);
    expect(report.problems[0]?.message).toBe('The title is missing.');
  });

  it('reads schema.org JobPosting JSON-LD, and a re-import updates instead of duplicating', async () => {
    const feed = (title: string) =>
      JSON.stringify({
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'JobPosting',
            identifier: { '@type': 'PropertyValue', value: 'ld-1' },
            title,
            hiringOrganization: { '@type': 'Organization', name: 'Acme' },
            jobLocationType: 'TELECOMMUTE',
            url: 'https://example.org/ld-1',
            datePosted: '2026-11-01',
            occupationalCategory: '15-1212.00 Information Security Analysts',
            baseSalary: {
              '@type': 'MonetaryAmount',
              value: { minValue: 40, maxValue: 50, unitText: 'HOUR' },
            },
          },
          { '@type': 'Event', name: 'Job fair' },
        ],
      });
    const jobs = await repository();
    const first = await importParsed(jobs, parseFeedText(feed('Security Analyst'), new Date()), {
      feed: 'ld',
      now: new Date(),
    });
    const second = await importParsed(jobs, parseFeedText(feed('Senior Security Analyst'), new Date()), {
      feed: 'ld',
      now: new Date(),
    });
    expect([first.inserted, second.inserted, second.updated]).toEqual([1, 0, 1]);
    expect(first.problems).toEqual([{ line: 2, message: 'Not a schema.org JobPosting.' }]);
    const { db } = (await getTestDatabase()).database;
    const [row] = await db.select().from(jobPostings);
    expect(row).toMatchObject({
      title: 'Senior Security Analyst',
      remote: true,
      socCodes: ['15-1212'],
      salaryMin: 83200,
      salaryMax: 104000,
    });
  });

  it('ships at least 300 sample postings across many occupations, loaded once', async () => {
    const jobs = await repository();
    const now = new Date('2031-05-01T12:00:00Z');
    const report = await loadSamplePostings(jobs, now);
    expect(report?.problems).toEqual([]);
    expect(report?.inserted).toBeGreaterThanOrEqual(300);
    expect(await loadSamplePostings(jobs, now)).toBeUndefined();
    const { db } = (await getTestDatabase()).database;
    const socs = new Set(
      (await db.select({ soc: jobPostings.socCodes }).from(jobPostings)).flatMap((row) => row.soc),
    );
    expect(socs.size).toBeGreaterThan(100);
    // Dated from the day they load, so "Posted within" finds them in any year.
    const posted = (await db.select({ at: jobPostings.postedAt }).from(jobPostings)).map((row) =>
      row.at.getTime(),
    );
    expect(Math.max(...posted)).toBe(now.getTime());
  });
});
