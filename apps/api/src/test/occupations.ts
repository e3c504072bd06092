import { militaryOccupations } from '../db/schema';
import { getTestDatabase } from './helper';

/** The occupations the tests use; any other well-formed code (99Z) is one the catalogue does not know. */
const KNOWN_OCCUPATIONS = [
  { branch: 'ARMY', code: '11B', title: 'Infantryman' },
  { branch: 'ARMY', code: '68W', title: 'Combat Medic Specialist' },
  { branch: 'MARINES', code: '0311', title: 'Rifleman' },
] as const;

/**
 * Puts a few codes in the worker's catalogue tables, so an app built afterwards knows them through the careers
 * feature's real index (built from the database when the app is ready).
 */
export async function seedKnownOccupations(): Promise<void> {
  const { database } = await getTestDatabase();
  await database.db
    .insert(militaryOccupations)
    .values(
      KNOWN_OCCUPATIONS.map((occupation) => ({
        ...occupation,
        kind: 'enlisted' as const,
        description: `${occupation.title} (test occupation).`,
        source: 'catalogue' as const,
      })),
    )
    .onConflictDoNothing();
}
