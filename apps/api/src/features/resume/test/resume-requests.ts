import { emptyResumeData, type Resume, type ResumeDataInput } from '@waypoint/shared';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../../app';
import { civilianOccupations, militaryOccupations, occupationMatches } from '../../../db/schema';
import type { SignedInUser } from '../../../test/auth';
import { getTestDatabase } from '../../../test/helper';
import { seedKnownOccupations } from '../../../test/occupations';

/** A resume that may be exported: contact details, a summary and one experience entry with bullets. */
export function resumeData(overrides: Partial<ResumeDataInput> = {}): ResumeDataInput {
  return {
    ...emptyResumeData(),
    personalInfo: {
      fullName: 'Jordan Rivera',
      email: 'jordan.rivera@example.com',
      phone: '+1 512 555 0123',
      location: 'Austin, TX',
      linkedin: 'https://www.linkedin.com/in/jordan-rivera',
      website: '',
    },
    summary: 'Operations leader with eight years of team supervision and logistics planning.',
    workExperience: [
      {
        id: 'job-1',
        title: 'Team Leader',
        company: 'U.S. Army',
        location: 'Fort Cavazos, TX',
        startDate: '2012-06-01',
        endDate: '2020-06-01',
        current: false,
        description: ['Led a team of 9 through 40 field exercises with no safety incidents.'],
      },
    ],
    ...overrides,
  };
}

export function postResume(app: App, session: SignedInUser, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/resumes',
    headers: session.headers,
    payload: body as object,
  });
}

export async function createResume(app: App, session: SignedInUser, name = 'Operations roles') {
  const response = await postResume(app, session, { name, template: 'modern', data: resumeData() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Resume>();
}

/** Gives the user the sample veteran profile (Army 11B) through the profiles API, as registration does. */
export async function createSampleProfile(app: App, session: SignedInUser, overrides = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/veteran-profiles',
    headers: session.headers,
    payload: sampleProfileCreate({ authUserId: session.user.id, email: session.user.email, ...overrides }),
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** The catalogue's 11B (whose resume bullet is written in civilian words) with two civilian matches. */
export async function seedInfantryWording(): Promise<void> {
  await seedKnownOccupations();
  const { db } = (await getTestDatabase()).database;
  const [infantry] = await db
    .update(militaryOccupations)
    .set({ description: 'Leads small teams in field operations. Maintains equipment worth $2 million' })
    .where(eq(militaryOccupations.code, '11B'))
    .returning();
  const occupation = (soc: string, title: string) => ({
    soc,
    title,
    summary: `${title} work.`,
    salaryLow: 40000,
    salaryHigh: 70000,
    demand: 'High' as const,
    nextSteps: [],
    salarySource: 'test',
  });
  await db
    .insert(civilianOccupations)
    .values([occupation('33-9032', 'Security Guards'), occupation('11-1021', 'Operations Managers')])
    .onConflictDoNothing();
  await db
    .insert(occupationMatches)
    .values([
      { militaryOccupationId: infantry!.id, soc: '33-9032', strength: 0.9, source: 'catalogue' },
      { militaryOccupationId: infantry!.id, soc: '11-1021', strength: 0.5, source: 'catalogue' },
    ])
    .onConflictDoNothing();
}
