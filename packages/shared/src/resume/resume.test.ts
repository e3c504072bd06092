import { describe, expect, it } from 'vitest';
import { canExport, exportBlocker, formatDateRange } from './export-rules';
import {
  emptyResumeData,
  missingRequiredFields,
  RESUME_MESSAGES,
  resumeDataSchema,
  workExperienceSchema,
} from './resume-data';

const job = {
  id: 'job-1',
  title: 'Logistics Supervisor',
  company: 'U.S. Army',
  location: '',
  startDate: '2015-06-01',
  endDate: '',
  current: true,
  description: [],
};

describe('the export rules', () => {
  it('enable export only with a non-empty summary and at least one experience entry', () => {
    expect(canExport({ summary: '', workExperience: [] })).toBe(false);
    expect(canExport({ summary: 'Leader.', workExperience: [] })).toBe(false);
    expect(canExport({ summary: '   ', workExperience: [job] })).toBe(false);
    expect(canExport({ summary: 'Leader.', workExperience: [job] })).toBe(true);
  });

  it("name the spec's message while export is disabled", () => {
    expect(exportBlocker({ summary: '', workExperience: [] })).toBe(
      'Add a professional summary and at least one experience entry to enable export.',
    );
    expect(exportBlocker({ summary: 'Leader.', workExperience: [job] })).toBeNull();
  });

  it('show a current job as running to the Present', () => {
    expect(formatDateRange('2015-06-01', '2019-01-01', true)).toBe('Jun 2015 – Present');
    expect(formatDateRange('2015-06-01', '2019-01-01', false)).toBe('Jun 2015 – Jan 2019');
    expect(formatDateRange('', '', false)).toBe('');
  });
});

describe('the resume data', () => {
  it('accepts an empty draft', () => {
    expect(resumeDataSchema.parse(emptyResumeData())).toEqual(emptyResumeData());
  });

  it('refuses an end date before the start, unless the job is current', () => {
    const ended = { ...job, current: false, startDate: '2020-01-01', endDate: '2019-12-31' };
    const result = workExperienceSchema.safeParse(ended);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['endDate'], message: RESUME_MESSAGES.endBeforeStart }),
    ]);
    expect(workExperienceSchema.safeParse({ ...ended, current: true }).success).toBe(true);
  });

  it('refuses a web address without a scheme and an e-mail without a domain', () => {
    const data = emptyResumeData();
    const result = resumeDataSchema.safeParse({
      ...data,
      personalInfo: { ...data.personalInfo, website: 'example.com', email: 'me@home' },
    });
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual(
      [RESUME_MESSAGES.email, RESUME_MESSAGES.url].sort(),
    );
  });

  it('names the required personal fields still blank', () => {
    expect(missingRequiredFields({ fullName: 'Jordan', email: '', phone: ' ', location: 'Austin' })).toEqual({
      email: RESUME_MESSAGES.emailRequired,
      phone: RESUME_MESSAGES.phone,
    });
  });
});
