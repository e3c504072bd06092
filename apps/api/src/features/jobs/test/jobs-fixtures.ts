import type { App } from '../../../app';
import { civilianOccupations, militaryOccupations, occupationMatches } from '../../../db/schema';
import { buildTestApp, getTestDatabase } from '../../../test/helper';
import { signUpAndSignIn } from '../../../test/auth';
import { seedKnownOccupations } from '../../../test/occupations';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import { importParsed } from '../feed-import.service';
import { checkPosting, mergeParsed, type RawPosting } from '../feeds/feed-posting';
import { createJobsRepository } from '../jobs.repository';

/** 68W leads to EMTs and paramedics in the catalogue, as the curated catalogue has it. */
export async function seedCombatMedic(): Promise<void> {
  const { db } = (await getTestDatabase()).database;
  const [medic] = await db
    .insert(militaryOccupations)
    .values({
      branch: 'ARMY',
      code: '68W',
      kind: 'enlisted',
      title: 'Combat Medic',
      description: 'Gives emergency medical care (test occupation).',
      source: 'catalogue',
    })
    .returning();
  await db.insert(civilianOccupations).values(
    [
      ['29-2042', 'Emergency Medical Technicians'],
      ['29-2043', 'Paramedics'],
    ].map(([soc, title]) => ({
      soc: soc!,
      title: title!,
      summary: 'Test occupation.',
      salaryLow: 30000,
      salaryHigh: 60000,
      demand: 'High' as const,
      nextSteps: [],
      salarySource: 'test',
    })),
  );
  await db.insert(occupationMatches).values([
    { militaryOccupationId: medic!.id, soc: '29-2042', strength: 0.9, source: 'catalogue' },
    { militaryOccupationId: medic!.id, soc: '29-2043', strength: 0.8, source: 'catalogue' },
  ]);
}

let counter = 0;
/** A valid CSV-like posting with test defaults. */
export function posting(overrides: Partial<RawPosting> = {}): RawPosting {
  counter += 1;
  return {
    source: 'csv',
    externalId: `test-${counter}`,
    title: 'Warehouse Associate',
    company: 'Test Employer',
    locations: ['Austin, TX'],
    description: 'Moves stock.',
    applyUrl: `https://jobs.example.org/${counter}`,
    pay: { min: 40000, max: 50000, interval: 'YEAR' },
    tags: [],
    occupationNames: [],
    remote: false,
    employmentType: 'FULL_TIME',
    federalSeries: [],
    socCodes: [],
    grade: null,
    veteransPreference: false,
    postedAt: new Date(),
    closesAt: null,
    closedAt: null,
    ...overrides,
  };
}

export async function storePostings(postings: RawPosting[]) {
  const { db } = (await getTestDatabase()).database;
  return importParsed(
    createJobsRepository(db),
    mergeParsed(postings.map((raw, index) => checkPosting(raw, index + 1))),
    { feed: 'test', now: new Date() },
  );
}

/** The app with 68W known, and a signed-in veteran whose profile names the given code. */
export async function appWithVeteran(mosCode = '68W'): Promise<{
  app: App;
  headers: Record<string, string>;
  userId: string;
}> {
  await seedCombatMedic();
  await seedKnownOccupations();
  const app = await buildTestApp();
  const session = await signUpAndSignIn(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/veteran-profiles',
    headers: session.headers,
    payload: sampleProfileCreate({
      authUserId: session.user.id,
      email: session.user.email,
      mosCode,
      branch: 'ARMY',
    }),
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return { app, headers: session.headers, userId: session.user.id };
}
