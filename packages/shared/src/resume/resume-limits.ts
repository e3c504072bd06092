/**
 * The resume builder's templates, limits, messages and plain helpers, without zod, so the editor can show them
 * before it loads the schemas (`./resume-data`).
 */
import type { PersonalInfo, ResumeData } from './resume-data';

/** The spec's four templates; "military" is labelled "Military transition". */
export const RESUME_TEMPLATES = ['professional', 'modern', 'creative', 'military'] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];
export const RESUME_TEMPLATE_LABELS: Record<ResumeTemplate, string> = {
  professional: 'Professional',
  modern: 'Modern',
  creative: 'Creative',
  military: 'Military transition',
};

export const SKILL_CATEGORIES = ['technical', 'soft', 'military', 'other'] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];
export const SKILL_CATEGORY_LABELS: Record<SkillCategory, string> = {
  technical: 'Technical',
  soft: 'Soft',
  military: 'Military',
  other: 'Other',
};

/** Lengths a letter-size resume can hold, and list sizes that keep a saved resume small. */
export const RESUME_LIMITS = {
  name: 80,
  line: 120,
  url: 200,
  summary: 2000,
  bullet: 300,
  bulletsPerEntry: 12,
  entries: 30,
  skills: 60,
  resumesPerUser: 20,
} as const;

export const RESUME_MESSAGES = {
  fullName: 'Full name is required',
  email: 'Enter a valid email address',
  emailRequired: 'Email is required',
  phone: 'Phone number is required',
  location: 'Location is required',
  url: 'Enter a full web address starting with https:// or http://',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  tooMany: (max: number) => `Use at most ${max} entries.`,
  date: 'Enter a real date (YYYY-MM-DD).',
  endBeforeStart: 'End date must be on or after the start date',
  futureGraduation: 'Graduation date cannot be in the future',
  gpa: 'Enter a GPA between 0 and 5, such as 3.6',
  proficiency: 'Proficiency is a percent from 0 to 100',
  exportRequirement: 'Add a professional summary and at least one experience entry to enable export.',
  printFailed: 'We could not generate the PDF. Please verify pop-up blockers and try again.',
  printBlocked: 'Failed to open print window. Please allow popups for this site.',
  downloadFailed: 'We could not create the file. Please try again.',
  downloadUnsaved: 'Fix the marked fields so your latest edits can be saved, then download again.',
  resumeName: 'Give this resume a name',
  skillName: 'Name the skill',
  notFound: 'We could not find that resume.',
  conflict:
    'This resume was changed in another tab or window. Your latest edits are kept here; save again to replace that version.',
  tooManyResumes: `You can keep at most ${RESUME_LIMITS.resumesPerUser} resumes. Delete one to start another.`,
  loadFailed: 'We could not load your resumes. Please try again.',
  saveFailed: 'We could not save your resume. Your edits are kept on this page; we will retry.',
} as const;

/** The spec's required marks: full name, email, phone and location. */
export const REQUIRED_PERSONAL_FIELDS = ['fullName', 'email', 'phone', 'location'] as const;
const REQUIRED_MESSAGES = {
  fullName: RESUME_MESSAGES.fullName,
  email: RESUME_MESSAGES.emailRequired,
  phone: RESUME_MESSAGES.phone,
  location: RESUME_MESSAGES.location,
} as const;

/** The required personal fields still blank, each with its message. */
export function missingRequiredFields(info: Pick<PersonalInfo, (typeof REQUIRED_PERSONAL_FIELDS)[number]>) {
  return Object.fromEntries(
    REQUIRED_PERSONAL_FIELDS.filter((field) => info[field].trim() === '').map((field) => [
      field,
      REQUIRED_MESSAGES[field],
    ]),
  ) as Partial<Record<(typeof REQUIRED_PERSONAL_FIELDS)[number], string>>;
}

/** A resume with nothing typed yet. */
export function emptyResumeData(): ResumeData {
  return {
    personalInfo: { fullName: '', email: '', phone: '', location: '', linkedin: '', website: '' },
    headline: '',
    summary: '',
    workExperience: [],
    education: [],
    skills: [],
    certifications: [],
  };
}
