// `npm run jobs:import -- [--close-missing] [--feed=NAME] <file|url> [more]`: imports job postings (a USAJOBS Search API answer, schema.org
// JobPosting JSON-LD, or CSV with a header line) into the database the server uses. `usajobs` as the argument
// reads the USAJOBS Search API configured by USAJOBS_API_KEY and USAJOBS_USER_AGENT. See docs/operations.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { importParsed, parseFeedText, type ImportReport } from '../features/jobs/feed-import.service';
import { fetchUsajobs } from '../features/jobs/feeds/usajobs';
import { fetchFeedText } from '../features/jobs/jobs-feeds';
import { createJobsRepository } from '../features/jobs/jobs.repository';
import { systemClock } from '../lib/clock';
import { consoleIo, EXIT, withDatabase } from './with-database';

const USAGE = `Usage: npm run jobs:import -- [--close-missing] [--feed=NAME] <file or http(s) URL | usajobs> [more]

Each feed's shape decides how it is read:
  {"SearchResult": …}          a USAJOBS Search API answer (series from JobCategory, every place of
                               PositionLocation, pay per RateIntervalCode, grades from JobGrade/LowGrade/HighGrade)
  JSON-LD                      schema.org JobPosting: one, an array, an ItemList or an @graph (every jobLocation,
                               baseSalary per unitText, SOC codes and titles from occupationalCategory)
  CSV                          header with id, title, company, apply_url (and location, description,
                               salary_min, salary_max, pay_interval, grade, posted_at, closes_at, remote,
                               employment_type, federal_series, soc_codes, tags, veterans_preference, status);
                               several places in location and several tags are separated by ";"
Re-importing updates postings by source and id; broken rows are reported by line and skipped.
--close-missing: each file or address is its feed's whole list, so postings it listed before and lists no
more are marked closed (saved jobs keep them). USAJOBS read whole (every page) always closes what left it.
--feed=NAME: the feed's name, when its file is named anew each time (a dated export); a feed is otherwise
named by its path or address. Give one file per run with it.
With the embedded database, stop the server first.`;

const SHOWN_PROBLEMS = 20;

function print(name: string, report: ImportReport, seconds: number): void {
  const rate = seconds > 0 ? Math.round(report.postings / seconds) : report.postings;
  console.log(
    `${name}: ${report.postings} postings; ${report.inserted} new, ${report.updated} updated, ` +
      `${report.closed} closed, ${report.problems.length} skipped (${rate} postings/s)`,
  );
  for (const { line, message } of report.problems.slice(0, SHOWN_PROBLEMS))
    console.log(`  line ${line}: ${message}`);
  if (report.problems.length > SHOWN_PROBLEMS)
    console.log(`  … and ${report.problems.length - SHOWN_PROBLEMS} more`);
}

/** The feed of an argument, its name (to close what leaves it) and whether it is the feed's whole list. */
async function read(source: string, closeMissing: boolean, name: string | undefined) {
  if (source === 'usajobs') {
    const settings = loadConfig(process.env).usajobs;
    if (!settings)
      throw new Error('Set USAJOBS_API_KEY and USAJOBS_USER_AGENT to read the USAJOBS Search API.');
    const parsed = await fetchUsajobs(settings, { now: () => systemClock.now() });
    return { parsed, feed: 'usajobs', complete: parsed.complete };
  }
  if (/^https?:\/\//i.test(source))
    return {
      parsed: parseFeedText(await fetchFeedText(source), systemClock.now()),
      feed: name ?? source,
      complete: closeMissing,
    };
  // npm runs scripts from the repository root; a relative path means relative to where the operator typed it.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), source);
  return {
    parsed: parseFeedText(readFileSync(path, 'utf8'), systemClock.now()),
    feed: name ?? path,
    complete: closeMissing,
  };
}

async function main(args: readonly string[]): Promise<number> {
  const closeMissing = args.includes('--close-missing');
  const name = args.find((arg) => arg.startsWith('--feed='))?.slice('--feed='.length);
  const sources = args.filter((arg) => arg !== '--close-missing' && !arg.startsWith('--feed='));
  if (
    sources.length === 0 ||
    args.includes('--help') ||
    sources.some((arg) => arg.startsWith('--')) ||
    name === '' ||
    (name !== undefined && sources.length > 1)
  ) {
    console.error(USAGE);
    return EXIT.usage;
  }
  return withDatabase(consoleIo, 'The import stopped.', async (database) => {
    const repository = createJobsRepository(database.db);
    for (const source of sources) {
      const started = performance.now();
      const { parsed, feed, complete } = await read(source, closeMissing, name);
      const report = await importParsed(repository, parsed, { feed, complete, now: systemClock.now() });
      print(source, report, (performance.now() - started) / 1000);
    }
    return EXIT.ok;
  });
}

process.exitCode = await main(process.argv.slice(2));
