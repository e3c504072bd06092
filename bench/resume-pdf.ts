// The resume PDF download: time to render a long (two-page or more) resume in each template, in-process, the
// work GET /api/resumes/{id}/export.pdf does per request. Prints numbers; asserts nothing.
import { performance } from 'node:perf_hooks';
import { RESUME_TEMPLATES } from '@waypoint/shared';
import { renderResumePdf } from '../apps/api/src/features/resume/export/resume-pdf';
import { longResumeData } from '../apps/api/src/features/resume/test/long-resume';

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

export async function benchResumePdf(runs = 100): Promise<void> {
  // Four of the long resume's eight jobs: two letter pages.
  const long = longResumeData();
  const data = { ...long, workExperience: long.workExperience.slice(0, 4) };
  const rows: Record<string, Record<string, string | number>> = {};
  for (const template of RESUME_TEMPLATES) {
    for (let warm = 0; warm < 5; warm += 1) await renderResumePdf(data, template);
    const times: number[] = [];
    let pdf: Buffer | undefined;
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      pdf = await renderResumePdf(data, template);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows[template] = {
      pages: pdf ? pageCount(pdf) : 0,
      kB: Math.round((pdf?.length ?? 0) / 1024),
      p50: `${percentile(times, 50).toFixed(1)} ms`,
      p99: `${percentile(times, 99).toFixed(1)} ms`,
    };
  }
  console.log(
    `\n== Resume PDF download, ${data.workExperience.length}-job resume, ${runs} renders per template ==`,
  );
  console.table(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchResumePdf();
