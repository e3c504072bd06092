// `npm run jobs:import -- <file|url> [more]`: imports job postings (a USAJOBS Search API answer, schema.org
// JobPosting JSON-LD, or CSV with a header line) into the database the server uses. `usajobs` as the argument
// reads the USAJOBS Search API configured by USAJOBS_API_KEY and USAJOBS_USER_AGENT. See docs/operations.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { importParsed, parseFeedText, type ImportReport } from '../features/jobs/feed-import.service';
import { fetchUsajobs } from '../features/jobs/feeds/usajobs';
import { fetchFeedText } from '../features/jobs/jobs-feeds';
import { createJobsRepository } from '../features/jobs/jobs.repository';
import { consoleIo, EXIT, withDatabase } from './with-database';

const USAGE = `Usage: npm run jobs:import -- <file or http(s) URL | usajobs> [more]

Each feed's shape decides how it is read:
  {"SearchResult": …}          a USAJOBS Search API answer (series from JobCategory)
  JSON-LD                      schema.org JobPosting: one, an array, an ItemList or an @graph
  CSV                          header with id, title, company, apply_url (and location, description,
                               salary_min, salary_max, posted_at, closes_at, remote, employment_type,
                               federal_series, soc_codes, tags, veterans_preference, status)
Re-importing updates postings by source and id; broken rows are reported by line and skipped.
With the embedded database, stop the server first.`;

const SHOWN_PROBLEMS = 20;

function print(name: string, report: ImportReport, seconds: number): void {
  const rate = seconds > 0 ? Math.round(report.postings / seconds) : report.postings;
  console.log(
    `${name}: ${report.postings} postings; ${report.inserted} new, ${report.updated} updated, ` +
      `${report.problems.length} skipped (${rate} postings/s)`,
  );
  for (const { line, message } of report.problems.slice(0, SHOWN_PROBLEMS))
    console.log(`  line ${line}: ${message}`);
  if (report.problems.length > SHOWN_PROBLEMS)
    console.log(`  … and ${report.problems.length - SHOWN_PROBLEMS} more`);
}

async function read(source: string) {
  if (source === 'usajobs') {
    const settings = loadConfig(process.env).usajobs;
    if (!settings)
      throw new Error('Set USAJOBS_API_KEY and USAJOBS_USER_AGENT to read the USAJOBS Search API.');
    return fetchUsajobs(settings);
  }
  if (/^https?:\/\//i.test(source)) return parseFeedText(await fetchFeedText(source));
  // npm runs scripts from the repository root; a relative path means relative to where the operator typed it.
  return parseFeedText(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), source), 'utf8'));
}

async function main(args: readonly string[]): Promise<number> {
  if (args.length === 0 || args.includes('--help')) {
    console.error(USAGE);
    return EXIT.usage;
  }
  return withDatabase(consoleIo, 'The import stopped.', async (database) => {
    const repository = createJobsRepository(database.db);
    for (const source of args) {
      const started = performance.now();
      const report = await importParsed(repository, await read(source));
      print(source, report, (performance.now() - started) / 1000);
    }
    return EXIT.ok;
  });
}

process.exitCode = await main(process.argv.slice(2));
