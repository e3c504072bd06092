import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestDatabase } from '../../test/helper';
import { jobPostings } from './jobs.schema';

const MIGRATION = readFileSync(
  new URL('../../../drizzle/0022_job_search_relevance.sql', import.meta.url),
  'utf8',
);
const BACKFILL = MIGRATION.split('--> statement-breakpoint').find((statement) =>
  statement.includes('UPDATE "job_postings" SET'),
)!;

describe('migration 0022: postings stored before places, states and acronyms were kept', () => {
  it('gives a stored posting its place, state and title acronyms, so search finds it before its feed returns', async () => {
    const { db } = (await getTestDatabase()).database;
    // As the earlier code stored it: one place, nothing derived.
    const [row] = await db
      .insert(jobPostings)
      .values({
        source: 'csv',
        externalId: 'old-1',
        title: 'IT Specialist (INFOSEC)',
        company: 'Old Co',
        location: 'Tampa, FL',
        description: '',
        applyUrl: 'https://example.org/old-1',
        remote: true,
        postedAt: new Date(),
      })
      .returning();
    await db.execute(sql.raw(BACKFILL));
    const [migrated] = await db.select().from(jobPostings).where(eq(jobPostings.id, row!.id));
    expect(migrated).toMatchObject({
      locations: ['Tampa, FL'],
      states: ['FL'],
      placeText: 'Tampa, FL Remote',
      titleTerms: 'it infosec',
    });
  });
});
