import { count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { features } from '../../features';
import { circlePosts, circles } from '../../features/community/community.schema';
import { announcements } from '../../features/dashboard/dashboard.schema';
import { jobPostings } from '../../features/jobs/jobs.schema';
import { mentorProfiles } from '../../features/mentorship/mentorship.schema';
import { wellnessResources } from '../../features/wellness/wellness.schema';
import { buildTestApp } from '../../test/helper';

describe('the seeds the app runs when it is ready', () => {
  type Counted =
    | typeof circles
    | typeof circlePosts
    | typeof mentorProfiles
    | typeof jobPostings
    | typeof announcements
    | typeof wellnessResources;

  async function rowCounts({ database }: { database: Database }) {
    const countOf = async (table: Counted) =>
      (await database.db.select({ rows: count() }).from(table))[0]!.rows;
    return {
      circles: await countOf(circles),
      posts: await countOf(circlePosts),
      mentors: await countOf(mentorProfiles),
      postings: await countOf(jobPostings),
      announcements: await countOf(announcements),
      wellnessResources: await countOf(wellnessResources),
    };
  }

  it('write the sample circles, mentors, postings and announcements with SAMPLE_DATA on, and reference data', async () => {
    const app = await buildTestApp({ config: { sampleData: true, jobSampleFeed: true } });
    const counts = await rowCounts(app);
    for (const [table, rows] of Object.entries(counts)) expect(rows, table).toBeGreaterThan(0);
  });

  it('write only reference data with SAMPLE_DATA off', async () => {
    const app = await buildTestApp({ config: { sampleData: false, jobSampleFeed: true } });
    const { wellnessResources: resources, ...samples } = await rowCounts(app);
    expect(samples).toEqual({ circles: 0, posts: 0, mentors: 0, postings: 0, announcements: 0 });
    expect(resources).toBeGreaterThan(0);
  });

  it('run once each, in registration order, after the seeds of the features registered before', async () => {
    const ran: { name: string; counts: Awaited<ReturnType<typeof rowCounts>> }[] = [];
    const probe: FastifyPluginAsyncZod = async (app) => {
      for (const [name, kind] of [
        ['probe.first', 'reference'],
        ['probe.second', 'sample'],
        ['probe.third', 'reference'],
      ] as const)
        app.seeds.register({
          name,
          kind,
          run: async () => {
            ran.push({ name, counts: await rowCounts(app) });
          },
        });
    };
    const built = await buildTestApp({ features: [...features, probe] });
    expect(ran.map(({ name }) => name)).toEqual(['probe.first', 'probe.second', 'probe.third']);
    // Every feature's seed had written before the probe's first ran.
    expect(ran[0]!.counts.circles).toBeGreaterThan(0);
    expect(ran[0]!.counts.mentors).toBeGreaterThan(0);
    expect(ran[0]!.counts.announcements).toBeGreaterThan(0);
    expect(ran[0]!.counts.wellnessResources).toBeGreaterThan(0);
    expect(built.seeds.list().at(-1)?.name).toBe('probe.third');
  });
});
