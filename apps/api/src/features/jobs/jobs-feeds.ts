import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { importParsed, parseFeedText, type ImportReport } from './feed-import.service';
import { parseJsonLd } from './feeds/json-ld';
import { fetchUsajobs } from './feeds/usajobs';
import type { JobsRepository } from './jobs.repository';

const SAMPLE_FEED = new URL('./sample/sample-postings.json', import.meta.url);

const SAMPLE = 'sample';

/**
 * The sample postings shipped with Waypoint (labelled "sample postings" on screen), loaded when absent, and again
 * over postings stored before feeds were named (updated in place, so saved jobs keep them).
 */
export async function loadSamplePostings(
  repository: JobsRepository,
  now: Date,
): Promise<ImportReport | undefined> {
  if ((await repository.countBySource(SAMPLE)) > 0 && (await repository.allFromFeed(SAMPLE, SAMPLE)))
    return undefined;
  const parsed = parseJsonLd(readFileSync(SAMPLE_FEED, 'utf8'), { source: 'sample', now });
  // The feed's dates are moved so its newest posting is from today: "Posted within" works whenever it loads.
  const newest = Math.max(...parsed.postings.map(({ posting }) => posting.postedAt.getTime()));
  const shift = now.getTime() - newest;
  for (const { posting } of parsed.postings) posting.postedAt = new Date(posting.postedAt.getTime() + shift);
  return importParsed(repository, parsed, { feed: SAMPLE, complete: true, now });
}

/** Text of a feed at an http(s) address. */
export async function fetchFeedText(url: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal: signal ?? AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`);
  return response.text();
}

/**
 * One scheduled run: USAJOBS when configured, then every JOB_FEED_URLS feed; one failing feed spares the rest. Each
 * feed is read whole, so a posting it no longer lists closes (USAJOBS only when every page was read).
 */
export async function importConfiguredFeeds(
  repository: JobsRepository,
  config: Pick<AppConfig, 'usajobs' | 'jobFeedUrls'>,
  log: FastifyBaseLogger,
  now: () => Date,
  signal?: AbortSignal,
): Promise<void> {
  const feeds: { name: string; read: () => Promise<ImportReport> }[] = [
    ...(config.usajobs
      ? [
          {
            name: 'usajobs',
            read: async () => {
              const parsed = await fetchUsajobs(config.usajobs!, { signal, now });
              return importParsed(repository, parsed, {
                feed: 'usajobs',
                complete: parsed.complete,
                now: now(),
              });
            },
          },
        ]
      : []),
    ...config.jobFeedUrls.map((url) => ({
      name: new URL(url).host,
      read: async () =>
        importParsed(repository, parseFeedText(await fetchFeedText(url, signal), now()), {
          feed: url,
          complete: true,
          now: now(),
        }),
    })),
  ];
  for (const feed of feeds) {
    try {
      const report = await feed.read();
      log.info(
        {
          feed: feed.name,
          inserted: report.inserted,
          updated: report.updated,
          closed: report.closed,
          problems: report.problems.length,
        },
        'job feed imported',
      );
    } catch (error) {
      log.warn({ feed: feed.name, err: error }, 'job feed failed; the next run tries again');
    }
  }
}
