import { formatDateRange, formatResumeDate, type ResumeData, type ResumeTemplate } from '@waypoint/shared';

/** One dated entry: a job, a degree or a certification. */
export interface OutlineEntry {
  title: string;
  /** Dates, right-aligned beside the title. */
  dates: string;
  /** A line under the title (location, institution and GPA). */
  detail: string;
  bullets: string[];
}

export type OutlineSection =
  | { kind: 'text'; title: string; text: string }
  | { kind: 'entries'; title: string; entries: OutlineEntry[] }
  | { kind: 'skills'; title: string; skills: string[] };

export interface ResumeOutline {
  name: string;
  headline: string;
  contact: string[];
  sections: OutlineSection[];
}

const filled = (...parts: string[]) => parts.map((part) => part.trim()).filter(Boolean);

/**
 * The resume's content in reading order, as the on-screen preview (`ResumeDocument`) lays it out: the same
 * sections, titles and order per template (the military transition template leads with core competencies).
 * The PDF and the DOCX files are both drawn from it, so the downloads hold the same text as the preview.
 */
export function resumeOutline(data: ResumeData, template: ResumeTemplate): ResumeOutline {
  const info = data.personalInfo;
  const experience: OutlineSection = {
    kind: 'entries',
    title: template === 'military' ? 'Professional experience' : 'Experience',
    entries: data.workExperience.map((job) => ({
      title: filled(job.title, job.company).join(', '),
      dates: formatDateRange(job.startDate, job.endDate, job.current),
      detail: job.location.trim(),
      bullets: job.description.filter((bullet) => bullet.trim()),
    })),
  };
  const skills: OutlineSection = {
    kind: 'skills',
    title: template === 'military' ? 'Core competencies' : 'Skills',
    skills: data.skills
      .filter((skill) => skill.name.trim())
      .map((skill) => (skill.proficiency === null ? skill.name : `${skill.name} (${skill.proficiency}%)`)),
  };
  const education: OutlineSection = {
    kind: 'entries',
    title: 'Education',
    entries: data.education
      .filter((entry) => filled(entry.degree, entry.institution).length)
      .map((entry) => ({
        title: filled(entry.degree, entry.field).join(' in ') || entry.institution,
        dates: formatResumeDate(entry.graduationDate),
        detail: filled(entry.degree ? entry.institution : '', entry.gpa && `GPA ${entry.gpa}`).join(' · '),
        bullets: [],
      })),
  };
  const certifications: OutlineSection = {
    kind: 'entries',
    title: 'Certifications',
    entries: data.certifications
      .filter((entry) => entry.name.trim())
      .map((entry) => ({
        title: filled(entry.name, entry.issuer).join(', '),
        dates: formatResumeDate(entry.issueDate),
        detail: '',
        bullets: [],
      })),
  };
  const summary: OutlineSection = { kind: 'text', title: 'Summary', text: data.summary.trim() };
  const sections =
    template === 'military'
      ? [summary, skills, experience, education, certifications]
      : [summary, experience, skills, education, certifications];
  return {
    name: info.fullName.trim() || 'Your name',
    headline: data.headline.trim(),
    contact: filled(info.email, info.phone, info.location, info.linkedin, info.website),
    sections: sections.filter((section) =>
      section.kind === 'text'
        ? section.text
        : section.kind === 'skills'
          ? section.skills.length
          : section.entries.length,
    ),
  };
}

/** A download's file name: ASCII letters, digits and hyphens from the person's name, e.g. `Jordan-Rivera-resume.pdf`. */
export function resumeFileName(name: string, extension: 'pdf' | 'docx'): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base ? `${base}-` : ''}resume.${extension}`;
}
