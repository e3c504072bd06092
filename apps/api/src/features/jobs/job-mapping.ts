import type { Job } from '@waypoint/shared';
import type { MilitaryCareerMatches } from '../../lib/occupation-catalogue';
import type { JobPostingRow } from './jobs.schema';

/** The posting as the API answers it; `whyThisJob` names what of the military code matched. */
export function toJob(row: JobPostingRow, whyThisJob: string | null = null): Job {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    salaryRange: row.salaryText,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    tags: row.tags,
    source: row.source,
    description: row.description,
    applyUrl: row.applyUrl,
    postedAt: row.postedAt.toISOString(),
    closesAt: row.closesAt?.toISOString() ?? null,
    remote: row.remote,
    employmentType: row.employmentType,
    federalSeries: row.federalSeries,
    socCodes: row.socCodes,
    veteransPreference: row.veteransPreference,
    sample: row.source === 'sample',
    whyThisJob,
  };
}

/** "Matches your MOS 68W (Combat Medic): Emergency Medical Technicians" — or null when nothing matched. */
export function whyThisJob(
  row: Pick<JobPostingRow, 'federalSeries' | 'socCodes'>,
  matches: MilitaryCareerMatches,
  whose: 'your MOS' | 'MOS',
): string | null {
  const series = matches.federalSeries.filter((entry) => row.federalSeries.includes(entry.series));
  const occupations = matches.occupations.filter((entry) => row.socCodes.includes(entry.soc));
  if (series.length === 0 && occupations.length === 0) return null;
  const reasons = [
    ...occupations.map((entry) => entry.title),
    ...series.map((entry) => `federal series ${entry.series} ${entry.title}`),
  ];
  return `Matches ${whose} ${matches.code} (${matches.title}): ${reasons.slice(0, 3).join('; ')}`;
}

export const boostOf = (matches: MilitaryCareerMatches | undefined) =>
  matches && {
    series: matches.federalSeries.map((entry) => entry.series),
    socs: matches.occupations.map((entry) => entry.soc),
  };
