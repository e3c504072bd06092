import { z } from 'zod';
import { isCalendarDate } from '../core/dates';
import { safeLine, safeText } from '../core/text';

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

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const line = (max: number = RESUME_LIMITS.line) =>
  safeLine().max(max, { error: RESUME_MESSAGES.tooLong(max) });
const text = (max: number) => safeText().max(max, { error: RESUME_MESSAGES.tooLong(max) });
const optionalDate = () =>
  safeLine().refine((value) => value === '' || isCalendarDate(value), { error: RESUME_MESSAGES.date });
const isWebAddress = (value: string) => {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};
const webAddress = () =>
  line(RESUME_LIMITS.url).refine(isWebAddress, { error: RESUME_MESSAGES.url }).default('');
const list = <T extends z.ZodType>(item: T, max: number = RESUME_LIMITS.entries) =>
  z
    .array(item)
    .max(max, { error: RESUME_MESSAGES.tooMany(max) })
    .default([]);
const entryId = () => safeLine().min(1).max(64);

/**
 * A draft saves with required fields still blank (autosave keeps work in progress); the editor marks them and
 * `missingRequiredFields` names them. What is typed must be valid, so a bad address never reaches the store.
 */
export const personalInfoSchema = z.object({
  fullName: line().default(''),
  email: line()
    .refine((value) => value === '' || SIMPLE_EMAIL.test(value), { error: RESUME_MESSAGES.email })
    .default(''),
  phone: line(40).default(''),
  location: line().default(''),
  linkedin: webAddress(),
  website: webAddress(),
});

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

export const workExperienceSchema = z
  .object({
    id: entryId(),
    title: line().default(''),
    company: line().default(''),
    location: line().default(''),
    startDate: optionalDate().default(''),
    endDate: optionalDate().default(''),
    current: z.boolean().default(false),
    description: list(text(RESUME_LIMITS.bullet), RESUME_LIMITS.bulletsPerEntry),
  })
  .refine(
    (entry) => entry.current || !entry.startDate || !entry.endDate || entry.endDate >= entry.startDate,
    { path: ['endDate'], error: RESUME_MESSAGES.endBeforeStart, when: () => true },
  );

/** Today's date as YYYY-MM-DD in UTC, the day a graduation may be on at the latest. */
const today = () => new Date().toISOString().slice(0, 10);

export const educationSchema = z.object({
  id: entryId(),
  degree: line().default(''),
  field: line().default(''),
  institution: line().default(''),
  graduationDate: optionalDate()
    .refine((value) => value === '' || value.slice(0, 10) <= today(), {
      error: RESUME_MESSAGES.futureGraduation,
    })
    .default(''),
  gpa: safeLine()
    .refine((value) => value === '' || (/^\d(\.\d{1,2})?$/.test(value) && Number(value) <= 5), {
      error: RESUME_MESSAGES.gpa,
    })
    .default(''),
});

export const skillSchema = z.object({
  id: entryId(),
  name: line(80).min(1, { error: RESUME_MESSAGES.skillName }),
  category: z.enum(SKILL_CATEGORIES),
  proficiency: z
    .number({ error: RESUME_MESSAGES.proficiency })
    .int({ error: RESUME_MESSAGES.proficiency })
    .min(0, { error: RESUME_MESSAGES.proficiency })
    .max(100, { error: RESUME_MESSAGES.proficiency })
    .nullable()
    .default(null),
});

export const certificationSchema = z.object({
  id: entryId(),
  name: line().default(''),
  issuer: line().default(''),
  issueDate: optionalDate().default(''),
});

/** The spec's resume data: what the editor holds, the preview shows and the API stores. */
export const resumeDataSchema = z.object({
  personalInfo: personalInfoSchema,
  headline: line().default(''),
  summary: text(RESUME_LIMITS.summary).default(''),
  workExperience: list(workExperienceSchema),
  education: list(educationSchema),
  skills: list(skillSchema, RESUME_LIMITS.skills),
  certifications: list(certificationSchema),
});

export type ResumeData = z.output<typeof resumeDataSchema>;
export type ResumeDataInput = z.input<typeof resumeDataSchema>;
export type PersonalInfo = ResumeData['personalInfo'];
export type WorkExperience = ResumeData['workExperience'][number];
export type Education = ResumeData['education'][number];
export type Skill = ResumeData['skills'][number];
export type Certification = ResumeData['certifications'][number];

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
