import { emptyResumeData, type ResumeData } from '@waypoint/shared/resume/resume-data';
import {
  resumePrefillSchema,
  resumeSchema,
  type Resume,
  type ResumePrefill,
} from '@waypoint/shared/resume/resume-http';

/** A stored resume as the API answers it, checked by the API's own schema. */
export function makeResume(overrides: Partial<Resume> = {}, data: Partial<ResumeData> = {}): Resume {
  return resumeSchema.parse({
    id: 'resume-1',
    name: 'Operations roles',
    template: 'professional',
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    data: {
      ...emptyResumeData(),
      personalInfo: {
        fullName: 'Dana Reyes',
        email: 'dana.reyes@example.com',
        phone: '+15555550123',
        location: 'Austin, TX',
        linkedin: '',
        website: '',
      },
      ...data,
    },
    ...overrides,
  });
}

export const job = (id: string, title: string, description: string[] = []) => ({
  id,
  title,
  company: 'U.S. Army',
  location: '',
  startDate: '2015-01-01',
  endDate: '2020-01-01',
  current: false,
  description,
});

export function makePrefill(overrides: Partial<ResumePrefill> = {}): ResumePrefill {
  return resumePrefillSchema.parse({
    hasProfile: true,
    personalInfo: {
      fullName: 'Dana Reyes',
      email: 'dana.reyes@example.com',
      phone: '+15555550123',
      location: 'Austin, TX',
    },
    skills: ['Land navigation'],
    occupation: { code: '11B', title: 'Infantryman', branchLabel: 'U.S. Army' },
    headlines: ['Security Manager', 'Operations Manager'],
    bullets: ['Leads small teams in field operations.'],
    ...overrides,
  });
}

export const summaryOf = (resume: Resume) => ({
  id: resume.id,
  name: resume.name,
  template: resume.template,
  updatedAt: resume.updatedAt,
});
