import { describe, expect, it } from 'vitest';
import { fromJsonResume, jsonResumeSchema, toDay, toJsonResume } from './json-resume';
import { emptyResumeData, resumeDataSchema, type ResumeData } from './resume-data';

const resume: ResumeData = {
  ...emptyResumeData(),
  personalInfo: {
    fullName: 'Jordan Rivera',
    email: 'jordan@example.com',
    phone: '+15125550123',
    location: 'Austin, TX',
    linkedin: 'https://www.linkedin.com/in/jordan',
    website: 'https://jordan.example.com',
  },
  headline: 'Operations Manager',
  summary: 'Eight years leading teams.',
  workExperience: [
    {
      id: 'w1',
      title: 'Logistics Supervisor',
      company: 'U.S. Army',
      location: 'Fort Cavazos, TX',
      startDate: '2018-01-01',
      endDate: '',
      current: true,
      description: ['Ran a $2M warehouse.', 'Led 12 people.'],
    },
    {
      id: 'w2',
      title: 'Team Leader',
      company: 'U.S. Army',
      location: '',
      startDate: '2012-06-01',
      endDate: '2017-12-31',
      current: false,
      description: ['Trained 30 soldiers.'],
    },
  ],
  education: [
    {
      id: 'e1',
      degree: 'BS',
      field: 'Logistics',
      institution: 'UT Austin',
      graduationDate: '2022-05-15',
      gpa: '3.6',
    },
  ],
  skills: [
    { id: 's1', name: 'Inventory control', category: 'technical', proficiency: 90 },
    { id: 's2', name: 'Land navigation', category: 'military', proficiency: null },
  ],
  certifications: [{ id: 'c1', name: 'PMP', issuer: 'PMI', issueDate: '2023-03-01' }],
};

describe('JSON Resume', () => {
  it('maps the resume to the jsonresume.org fields', () => {
    const json = toJsonResume(resume);
    expect(json.basics).toEqual({
      name: 'Jordan Rivera',
      label: 'Operations Manager',
      email: 'jordan@example.com',
      phone: '+15125550123',
      url: 'https://jordan.example.com',
      summary: 'Eight years leading teams.',
      location: { city: 'Austin', region: 'TX' },
      profiles: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/jordan' }],
    });
    expect(json.work[0]).toEqual({
      name: 'U.S. Army',
      position: 'Logistics Supervisor',
      location: 'Fort Cavazos, TX',
      startDate: '2018-01-01',
      highlights: ['Ran a $2M warehouse.', 'Led 12 people.'],
    });
    expect(json.education[0]).toMatchObject({ studyType: 'BS', area: 'Logistics', score: '3.6' });
    expect(json.skills[0]).toEqual({ name: 'Inventory control', level: '90%', keywords: ['technical'] });
    expect(json.certificates[0]).toEqual({ name: 'PMP', issuer: 'PMI', date: '2023-03-01' });
  });

  it('reads back what it wrote, the same resume but for entry ids', () => {
    let next = 0;
    const json = JSON.parse(JSON.stringify(toJsonResume(resume))) as unknown;
    const back = resumeDataSchema.parse(fromJsonResume(jsonResumeSchema.parse(json), () => `id-${++next}`));
    const withoutIds = (data: ResumeData) => ({
      ...data,
      workExperience: data.workExperience.map(({ id: _id, ...rest }) => rest),
      education: data.education.map(({ id: _id, ...rest }) => rest),
      skills: data.skills.map(({ id: _id, ...rest }) => rest),
      certifications: data.certifications.map(({ id: _id, ...rest }) => rest),
    });
    expect(withoutIds(back)).toEqual(withoutIds(resume));
  });

  it("reads another tool's file: partial dates, a summary for bullets, unknown fields ignored", () => {
    const parsed = jsonResumeSchema.parse({
      basics: { name: 'Sam Lee', location: { city: 'Denver', region: 'CO' }, image: 'x.png' },
      work: [
        {
          name: 'Acme',
          position: 'Analyst',
          startDate: '2019-04',
          endDate: '2021',
          summary: 'Did analysis.',
        },
      ],
      skills: [{ name: 'SQL', level: 'Master', keywords: ['Databases'] }],
      languages: [{ language: 'English' }],
    });
    const data = fromJsonResume(parsed, () => 'id');
    expect(data.personalInfo.location).toBe('Denver, CO');
    expect(data.workExperience[0]).toMatchObject({
      startDate: '2019-04-01',
      endDate: '2021-01-01',
      current: false,
      description: ['Did analysis.'],
    });
    expect(data.skills[0]).toMatchObject({ category: 'other', proficiency: null });
    expect(toDay(undefined)).toBe('');
  });
});
