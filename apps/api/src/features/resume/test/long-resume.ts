import { emptyResumeData, resumeDataSchema, type ResumeData } from '@waypoint/shared';

const VERBS = ['Led', 'Planned', 'Cut', 'Trained', 'Built', 'Managed', 'Audited', 'Scheduled'];

/**
 * A resume long enough for two or more letter pages: eight jobs of six bullets, each bullet unique (job and
 * bullet number in its words) and long enough to wrap, plus education, skills and certifications.
 */
export function longResumeData(): ResumeData {
  return resumeDataSchema.parse({
    ...emptyResumeData(),
    personalInfo: {
      fullName: 'Jordan Rivera',
      email: 'jordan.rivera@example.com',
      phone: '+1 512 555 0123',
      location: 'Austin, TX',
      linkedin: 'https://www.linkedin.com/in/jordan-rivera',
      website: 'https://jordan.example.com',
    },
    headline: 'Operations Manager',
    summary:
      'Operations leader with twelve years of team supervision, logistics planning and equipment accountability ' +
      'across three continents, now moving into civilian operations management.',
    workExperience: Array.from({ length: 8 }, (_, job) => ({
      id: `job-${job + 1}`,
      title: `Operations Role ${job + 1}`,
      company: `Organization ${job + 1}`,
      location: 'Fort Cavazos, TX',
      startDate: `${2010 + job}-01-01`,
      endDate: `${2011 + job}-01-01`,
      current: false,
      description: Array.from(
        { length: 6 },
        (_, bullet) =>
          `${VERBS[(job + bullet) % VERBS.length]} work item ${job + 1}.${bullet + 1} for a team of ${bullet + 4} ` +
          `people across ${job + 2} sites, improving on-time delivery by ${10 + bullet} percent over the prior year ` +
          `while keeping every audit finding closed within thirty days.`,
      ),
    })),
    education: [
      {
        id: 'edu-1',
        degree: 'Bachelor of Science',
        field: 'Logistics',
        institution: 'University of Texas',
        graduationDate: '2019-05-15',
        gpa: '3.6',
      },
    ],
    skills: [
      { id: 's1', name: 'Logistics planning', category: 'technical', proficiency: 90 },
      { id: 's2', name: 'Team leadership', category: 'soft', proficiency: null },
    ],
    certifications: [
      { id: 'c1', name: 'Project Management Professional', issuer: 'PMI', issueDate: '2021-03-01' },
    ],
  });
}
