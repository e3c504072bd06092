import { z } from 'zod';
import { isCalendarDate } from '../core/dates';
import { safeLine, safeText } from '../core/text';
import { RESUME_LIMITS, RESUME_MESSAGES, SKILL_CATEGORIES } from './resume-limits';

// The constants and helpers without zod live in resume-limits.ts, for screens that load the schemas later.
export * from './resume-limits';

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
