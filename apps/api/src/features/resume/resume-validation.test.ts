import { RESUME_LIMITS, RESUME_MESSAGES } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { buildTestApp } from '../../test/helper';
import { createResume, postResume, resumeData } from './test/resume-requests';

const job = resumeData().workExperience![0]!;
const nextYear = `${new Date().getUTCFullYear() + 1}-05-15`;

describe('bad resume input', () => {
  it.each([
    [
      'an over-long summary',
      { summary: 'x'.repeat(RESUME_LIMITS.summary + 1) },
      { 'data.summary': RESUME_MESSAGES.tooLong(RESUME_LIMITS.summary) },
    ],
    [
      'an invalid e-mail address',
      { personalInfo: { ...resumeData().personalInfo!, email: 'jordan@' } },
      { 'data.personalInfo.email': RESUME_MESSAGES.email },
    ],
    [
      'a LinkedIn address that is no URL',
      { personalInfo: { ...resumeData().personalInfo!, linkedin: 'linkedin jordan' } },
      { 'data.personalInfo.linkedin': RESUME_MESSAGES.url },
    ],
    [
      'an end date before the start',
      { workExperience: [{ ...job, startDate: '2020-01-01', endDate: '2019-01-01' }] },
      { 'data.workExperience.0.endDate': RESUME_MESSAGES.endBeforeStart },
    ],
    [
      'a graduation date in the future',
      {
        education: [
          { id: 'e1', degree: 'BS', field: '', institution: 'UT', graduationDate: nextYear, gpa: '' },
        ],
      },
      { 'data.education.0.graduationDate': RESUME_MESSAGES.futureGraduation },
    ],
    [
      'an over-long bullet',
      { workExperience: [{ ...job, description: ['x'.repeat(RESUME_LIMITS.bullet + 1)] }] },
      { 'data.workExperience.0.description.0': RESUME_MESSAGES.tooLong(RESUME_LIMITS.bullet) },
    ],
  ])(
    'answers 400 with the field message for %s, and stores nothing',
    async (_name, overrides, fieldErrors) => {
      const app = await buildTestApp();
      const owner = await signUpAndSignIn(app);
      const response = await postResume(app, owner, { name: 'Draft', data: resumeData(overrides) });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', fieldErrors });
      const list = await app.inject({ method: 'GET', url: '/api/resumes', headers: owner.headers });
      expect(list.json()).toEqual([]);
    },
  );

  it('leaves the stored resume unchanged when a replacement is invalid', async () => {
    const app = await buildTestApp();
    const owner = await signUpAndSignIn(app);
    const created = await createResume(app, owner);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/resumes/${created.id}`,
      headers: owner.headers,
      payload: { name: '', template: 'modern', data: resumeData(), version: 1 },
    });
    expect(response.json()).toMatchObject({ status: 400, fieldErrors: { name: RESUME_MESSAGES.resumeName } });
    const stored = await app.inject({
      method: 'GET',
      url: `/api/resumes/${created.id}`,
      headers: owner.headers,
    });
    expect(stored.json()).toEqual(created);
  });

  it('saves a draft whose required contact fields are still blank', async () => {
    const app = await buildTestApp();
    const owner = await signUpAndSignIn(app);
    const blank = { fullName: '', email: '', phone: '', location: '', linkedin: '', website: '' };
    const response = await postResume(app, owner, {
      name: 'Draft',
      data: resumeData({ personalInfo: blank }),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
