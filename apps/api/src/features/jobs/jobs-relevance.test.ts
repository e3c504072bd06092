import type { JobSearchResult } from '@waypoint/shared';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signUpAndSignIn } from '../../test/auth';
import { buildTestApp, getTestDatabase, useDefaultCatalogue } from '../../test/helper';
import { importParsed } from './feed-import.service';
import { createJobsRepository } from './jobs.repository';
import { jobPostings } from './jobs.schema';
import {
  mean,
  ndcgAt10,
  precisionAt3,
  readRelevanceFeeds,
  readRelevanceSet,
  type RelevanceQuery,
  type RelevanceSet,
} from './test/relevance/relevance-set';

const PRECISION_AT_3 = 0.9;
const NDCG_AT_10 = 0.85;

async function signedIn(app: App, profile?: RelevanceSet['profiles']['11B']) {
  const session = await signUpAndSignIn(app);
  if (profile) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/veteran-profiles',
      headers: session.headers,
      payload: sampleProfileCreate({ authUserId: session.user.id, email: session.user.email, ...profile }),
    });
    if (response.statusCode !== 201) throw new Error(response.body);
  }
  return session.headers;
}

function urlOf(search: RelevanceQuery['search']): string {
  const params = new URLSearchParams({ pageSize: '10' });
  if (search.q) params.set('q', search.q);
  if (search.location) params.set('location', search.location);
  if (search.remoteOnly) params.set('remoteOnly', 'true');
  return `/api/jobs?${params.toString()}`;
}

describe('job search relevance on the fixed feed', () => {
  // The built-in catalogue: 11B and 68W lead where the careers feature says they lead.
  useDefaultCatalogue();

  it(`ranks the judged searches with precision at 3 ≥ ${PRECISION_AT_3} and nDCG at 10 ≥ ${NDCG_AT_10}`, async () => {
    const { db } = (await getTestDatabase()).database;
    const repository = createJobsRepository(db);
    const feeds = readRelevanceFeeds();
    for (const { file, parsed } of feeds)
      expect((await importParsed(repository, parsed, { feed: file, now: new Date() })).problems).toEqual([]);
    const externalIdOf = new Map(
      (await db.select({ id: jobPostings.id, externalId: jobPostings.externalId }).from(jobPostings)).map(
        (row) => [row.id, row.externalId],
      ),
    );
    expect(externalIdOf.size).toBeGreaterThanOrEqual(300);

    const set = readRelevanceSet();
    const app = await buildTestApp();
    const headers = {
      none: await signedIn(app),
      '11B': await signedIn(app, set.profiles['11B']),
      '68W': await signedIn(app, set.profiles['68W']),
    };

    const rows: { query: string; 'P@3': string; 'nDCG@10': string; 'wrong in top 10': number }[] = [];
    const misses: string[] = [];
    for (const query of set.queries) {
      const response = await app.inject({
        method: 'GET',
        url: urlOf(query.search),
        headers: headers[query.as],
      });
      expect(response.statusCode, `${query.id}: ${response.body}`).toBe(200);
      const ranked = response.json<JobSearchResult>().jobs.map((job) => externalIdOf.get(job.id) ?? job.id);
      const p3 = precisionAt3(ranked, query);
      const ndcg = ndcgAt10(ranked, query);
      const wrong = ranked.filter((id) => query.wrong.includes(id));
      rows.push({
        query: query.id,
        'P@3': p3.toFixed(2),
        'nDCG@10': ndcg.toFixed(3),
        'wrong in top 10': wrong.length,
      });
      if (p3 < 1 || wrong.length > 0)
        misses.push(
          `${query.id} (${query.as}): top 10 ${ranked.join(', ')}${wrong.length ? `; wrong: ${wrong.join(', ')}` : ''}`,
        );
    }

    const precision = mean(set.queries.map((_, index) => Number(rows[index]!['P@3'])));
    const ndcg = mean(set.queries.map((_, index) => Number(rows[index]!['nDCG@10'])));
    const wrongTotal = rows.reduce((sum, row) => sum + row['wrong in top 10'], 0);
    console.log(
      `Job search relevance: ${set.queries.length} searches over ${externalIdOf.size} postings\n` +
        `  precision at 3: ${precision.toFixed(3)} (at least ${PRECISION_AT_3})\n` +
        `  nDCG at 10:     ${ndcg.toFixed(3)} (at least ${NDCG_AT_10})\n` +
        `  postings judged wrong in a top 10: ${wrongTotal}\n` +
        (misses.length ? `  searches short of the best answer:\n    ${misses.join('\n    ')}` : ''),
    );
    expect(precision).toBeGreaterThanOrEqual(PRECISION_AT_3);
    expect(ndcg).toBeGreaterThanOrEqual(NDCG_AT_10);
  }, 300_000);
});
