/** JSON Resume to and from Waypoint's resume data, without zod (the schema that reads a file is `./json-resume`). */
import type { JsonResumeRead } from './json-resume';
import type { ResumeData } from './resume-data';
import { SKILL_CATEGORIES, type SkillCategory } from './resume-limits';

export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

export const JSON_RESUME_MESSAGES = {
  unreadable: 'That file is not a JSON Resume. Choose a .json file in the jsonresume.org format.',
  invalid: (problem: string) => `That JSON Resume has a value Waypoint cannot keep: ${problem}`,
} as const;

const omitBlank = <T extends Record<string, unknown>>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== '' && entry !== undefined && entry !== null),
  ) as Partial<T>;

function splitLocation(location: string) {
  const [city, ...rest] = location.split(',').map((part) => part.trim());
  return rest.length ? { city, region: rest.join(', ') } : { address: location };
}

/** The resume in JSON Resume form. */
export function toJsonResume(data: ResumeData) {
  const { personalInfo: info } = data;
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: omitBlank({
      name: info.fullName,
      label: data.headline,
      email: info.email,
      phone: info.phone,
      url: info.website,
      summary: data.summary,
      location: info.location ? splitLocation(info.location) : undefined,
      profiles: info.linkedin ? [{ network: 'LinkedIn', url: info.linkedin }] : [],
    }),
    work: data.workExperience.map((job) =>
      omitBlank({
        name: job.company,
        position: job.title,
        location: job.location,
        startDate: job.startDate,
        // JSON Resume marks a current job by leaving out the end date.
        endDate: job.current ? '' : job.endDate,
        highlights: job.description.filter((bullet) => bullet.trim()),
      }),
    ),
    education: data.education.map((entry) =>
      omitBlank({
        institution: entry.institution,
        area: entry.field,
        studyType: entry.degree,
        endDate: entry.graduationDate,
        score: entry.gpa,
      }),
    ),
    skills: data.skills.map((skill) =>
      omitBlank({
        name: skill.name,
        level: skill.proficiency === null ? '' : `${skill.proficiency}%`,
        keywords: [skill.category],
      }),
    ),
    certificates: data.certifications.map((entry) =>
      omitBlank({ name: entry.name, issuer: entry.issuer, date: entry.issueDate }),
    ),
  };
}

/** JSON Resume dates may be a year or a month ("2015", "2015-06"); Waypoint stores days. */
export function toDay(value: string | undefined): string {
  if (!value) return '';
  const trimmed = value.trim();
  if (/^\d{4}$/.test(trimmed)) return `${trimmed}-01-01`;
  if (/^\d{4}-\d{2}$/.test(trimmed)) return `${trimmed}-01`;
  return trimmed.slice(0, 10);
}

const isCategory = (value: string): value is SkillCategory =>
  (SKILL_CATEGORIES as readonly string[]).includes(value);

/** A JSON Resume as Waypoint resume data (still to be checked with `resumeDataSchema`); `newId` names entries. */
export function fromJsonResume(resume: JsonResumeRead, newId: () => string) {
  const basics = resume.basics ?? {};
  const location = basics.location;
  const linkedin = basics.profiles?.find((profile) => /linkedin/i.test(profile.network ?? ''))?.url;
  return {
    personalInfo: {
      fullName: basics.name ?? '',
      email: basics.email ?? '',
      phone: basics.phone ?? '',
      location: location?.address || [location?.city, location?.region].filter(Boolean).join(', '),
      linkedin: linkedin ?? '',
      website: basics.url ?? '',
    },
    headline: basics.label ?? '',
    summary: basics.summary ?? '',
    workExperience: (resume.work ?? []).map((job) => ({
      id: newId(),
      title: job.position ?? '',
      company: job.name ?? '',
      location: job.location ?? '',
      startDate: toDay(job.startDate),
      endDate: toDay(job.endDate),
      current: Boolean(job.startDate) && !job.endDate,
      description: job.highlights?.length ? job.highlights : job.summary ? [job.summary] : [],
    })),
    education: (resume.education ?? []).map((entry) => ({
      id: newId(),
      degree: entry.studyType ?? '',
      field: entry.area ?? '',
      institution: entry.institution ?? '',
      graduationDate: toDay(entry.endDate),
      gpa: entry.score ?? '',
    })),
    skills: (resume.skills ?? [])
      .filter((skill) => skill.name?.trim())
      .map((skill) => {
        const percent = /^(\d{1,3})%$/.exec(skill.level?.trim() ?? '');
        return {
          id: newId(),
          name: skill.name ?? '',
          category: skill.keywords?.find(isCategory) ?? ('other' as const),
          proficiency: percent ? Number(percent[1]) : null,
        };
      }),
    certifications: (resume.certificates ?? []).map((entry) => ({
      id: newId(),
      name: entry.name ?? '',
      issuer: entry.issuer ?? '',
      issueDate: toDay(entry.date),
    })),
  };
}
