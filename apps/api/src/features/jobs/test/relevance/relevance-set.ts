import { readFileSync } from 'node:fs';
import type { FeedPosting, ParsedFeed } from '../../feeds/feed-posting';
import { parseFeedText } from '../../feed-import.service';

/**
 * The fixed relevance feed: 304 postings in the three shapes the importer reads (a USAJOBS Search API answer,
 * schema.org JobPosting JSON-LD, CSV), and the expected answers to 66 searches, written from the postings' text
 * before the ranking was tuned (judgments.json).
 */
const FILES = ['usajobs-answer.json', 'employer-postings.jsonld', 'employer-postings.csv'] as const;

/** The day the feed was written: its dates move so that this day becomes today, and every posting is open. */
const FEED_DAY = new Date('2026-11-25T12:00:00Z');

export interface RelevanceQuery {
  id: string;
  search: { q?: string; location?: string; remoteOnly?: boolean };
  as: 'none' | '11B' | '68W';
  /** What belongs in the top 3 (all of them when three or fewer). */
  best: string[];
  /** Also right on the first page. */
  good: string[];
  /** Must not be in the top 10. */
  wrong: string[];
  note: string;
}

export interface RelevanceSet {
  profiles: Record<
    '11B' | '68W',
    { mosCode: string; branch: 'ARMY'; preferredLocation: string; careerInterests: string[] }
  >;
  queries: RelevanceQuery[];
}

export function readRelevanceSet(): RelevanceSet {
  return JSON.parse(readFileSync(new URL('./judgments.json', import.meta.url), 'utf8')) as RelevanceSet;
}

/** Every posting of the three files, read by the importer's own parsers, dated as if the feed came today. */
export function readRelevanceFeeds(now = new Date()): { file: string; parsed: ParsedFeed }[] {
  const shift = now.getTime() - FEED_DAY.getTime();
  const move = (date: Date | null | undefined) => (date ? new Date(date.getTime() + shift) : null);
  return FILES.map((file) => {
    const parsed = parseFeedText(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'), FEED_DAY);
    for (const { posting } of parsed.postings) moveDates(posting, move);
    return { file, parsed };
  });
}

function moveDates(posting: FeedPosting, move: (date: Date | null | undefined) => Date | null) {
  posting.postedAt = move(posting.postedAt)!;
  posting.closesAt = move(posting.closesAt);
  posting.closedAt = move(posting.closedAt);
}

/** Share of the top 3 drawn from `best`, out of what `best` can fill (1 when all of a smaller set is there). */
export function precisionAt3(ranked: readonly string[], query: RelevanceQuery): number {
  const top = ranked.slice(0, 3);
  const hits = top.filter((id) => query.best.includes(id)).length;
  return hits / Math.min(3, query.best.length);
}

/** nDCG at 10 with graded gains: best 3 (2² − 1), good 1, anything else 0. */
export function ndcgAt10(ranked: readonly string[], query: RelevanceQuery): number {
  const gain = (id: string) => (query.best.includes(id) ? 3 : query.good.includes(id) ? 1 : 0);
  const dcg = (gains: number[]) =>
    gains.slice(0, 10).reduce((sum, value, index) => sum + value / Math.log2(index + 2), 0);
  const ideal = dcg([...query.best.map(() => 3), ...query.good.map(() => 1)]);
  return ideal === 0 ? 1 : dcg(ranked.map(gain)) / ideal;
}

export const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;
