import type { JobsRepository } from './jobs.repository';
import { parseCsvFeed } from './feeds/csv-feed';
import type { FeedProblem, ParsedFeed } from './feeds/feed-posting';
import { parseJsonLd } from './feeds/json-ld';
import { parseUsajobs } from './feeds/usajobs';

const BATCH = 250;

export interface ImportReport {
  postings: number;
  inserted: number;
  updated: number;
  /** Postings the feed listed before and no longer lists, now closed (only for a feed read whole). */
  closed: number;
  problems: FeedProblem[];
}

export interface ImportOptions {
  /** Names the feed ("usajobs", a feed's address, a file), so what leaves it can be closed. */
  feed: string;
  /**
   * The parsed feed is the feed's whole current list: postings it listed before and lists no more are closed
   * (saved jobs keep them, marked closed). An empty list closes nothing: an empty answer is likelier a fault.
   */
  complete?: boolean;
  /** When the import runs: a posting's last sighting, and when one the feed no longer lists closed. */
  now: Date;
}

/** Stores a parsed feed: new postings inserted, known ones (same source and id) updated, broken rows reported. */
export async function importParsed(
  repository: JobsRepository,
  parsed: ParsedFeed,
  { feed, complete = false, now }: ImportOptions,
): Promise<ImportReport> {
  // One statement per batch; a feed listing a posting twice keeps its last row (one statement cannot update a row twice).
  const unique = [
    ...new Map(
      parsed.postings.map(({ posting }) => [`${posting.source}\u0000${posting.externalId}`, posting]),
    ).values(),
  ];
  let inserted = 0;
  for (let start = 0; start < unique.length; start += BATCH)
    inserted += await repository.upsertMany(unique.slice(start, start + BATCH), feed, now);
  const closed = complete && unique.length > 0 ? await repository.closeUnlisted(feed, now) : 0;
  return {
    postings: parsed.postings.length,
    inserted,
    updated: unique.length - inserted,
    closed,
    problems: parsed.problems,
  };
}

/** Reads a feed's text by its shape: a USAJOBS search answer, schema.org JSON-LD, or CSV with a header line. */
export function parseFeedText(text: string, now: Date): ParsedFeed {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      const document: unknown = JSON.parse(trimmed);
      if (typeof document === 'object' && document !== null && 'SearchResult' in document)
        return parseUsajobs(document, now);
    } catch {
      return { postings: [], problems: [{ line: 0, message: 'The feed is not valid JSON.' }] };
    }
    return parseJsonLd(trimmed, { now });
  }
  return parseCsvFeed(text, now);
}
