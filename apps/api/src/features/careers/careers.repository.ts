import { and, asc, count, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { CatalogueKey, OccupationKind } from '@waypoint/shared';
import type { AppDatabase } from '../../db/database';
import {
  civilianOccupations,
  federalJobSeries,
  militaryOccupations,
  occupationMatches,
  occupationNextSteps,
} from './careers.schema';

export type MilitaryOccupationRow = typeof militaryOccupations.$inferSelect;

/** The catalogue as the careers routes read it. */
export function createCareersRepository(db: AppDatabase) {
  return {
    /** Every occupation with a (branch, code) among the keys; the caller picks by key order and kind. */
    async findOccupations(keys: readonly CatalogueKey[]) {
      if (keys.length === 0) return [];
      return db
        .select()
        .from(militaryOccupations)
        .where(
          or(
            ...keys.map((key) =>
              and(eq(militaryOccupations.branch, key.branch), eq(militaryOccupations.code, key.code)),
            ),
          ),
        );
    },

    /** One civilian occupation by its SOC code (a target career), or undefined. */
    async findCivilianOccupation(soc: string) {
      const [row] = await db.select().from(civilianOccupations).where(eq(civilianOccupations.soc, soc));
      return row;
    },

    /** The civilian occupations a military one leads to, strongest match first. */
    findMatchedOccupations(militaryOccupationId: number) {
      return db
        .select({
          soc: civilianOccupations.soc,
          title: civilianOccupations.title,
          summary: civilianOccupations.summary,
          salaryLow: civilianOccupations.salaryLow,
          salaryHigh: civilianOccupations.salaryHigh,
          salaryLowMarker: civilianOccupations.salaryLowMarker,
          salaryHighMarker: civilianOccupations.salaryHighMarker,
          salarySource: civilianOccupations.salarySource,
          demand: civilianOccupations.demand,
          demandBasis: civilianOccupations.demandBasis,
          nextSteps: civilianOccupations.nextSteps,
          strength: occupationMatches.strength,
          basis: occupationMatches.basis,
        })
        .from(occupationMatches)
        .innerJoin(civilianOccupations, eq(civilianOccupations.soc, occupationMatches.soc))
        .where(eq(occupationMatches.militaryOccupationId, militaryOccupationId))
        .orderBy(
          desc(occupationMatches.strength),
          // At the same strength, Waypoint's own review of the code (no basis) before the crosswalk's paths.
          sql`${occupationMatches.basis} is not null`,
          asc(civilianOccupations.soc),
        );
    },

    /**
     * Codes of the same service and personnel category whose code starts the same way (the same occupational
     * field), with how many career paths each has; those with paths first, then by code.
     */
    findCodesOfField(
      row: Pick<MilitaryOccupationRow, 'id' | 'branch' | 'kind'>,
      prefix: string,
      limit: number,
    ) {
      const paths = count(occupationMatches.soc);
      return db
        .select({ code: militaryOccupations.code, title: militaryOccupations.title, careerPathCount: paths })
        .from(militaryOccupations)
        .leftJoin(occupationMatches, eq(occupationMatches.militaryOccupationId, militaryOccupations.id))
        .where(
          and(
            eq(militaryOccupations.branch, row.branch),
            eq(militaryOccupations.kind, row.kind),
            sql`${militaryOccupations.id} <> ${row.id}`,
            sql`starts_with(${militaryOccupations.code}, ${prefix})`,
          ),
        )
        .groupBy(militaryOccupations.id)
        .having(sql`count(${occupationMatches.soc}) > 0`)
        .orderBy(desc(paths), asc(militaryOccupations.code))
        .limit(limit);
    },

    async findNextSteps(militaryOccupationId: number): Promise<string[]> {
      const rows = await db
        .select({ step: occupationNextSteps.step })
        .from(occupationNextSteps)
        .where(eq(occupationNextSteps.militaryOccupationId, militaryOccupationId))
        .orderBy(asc(occupationNextSteps.position));
      return rows.map((row) => row.step);
    },

    /**
     * Series the crosswalk opens to one of the codes. The VA writes X as part of a code (Air Force 1N0X1, Army
     * 68X), never as a wildcard: matching it as one gave every 68-series code the series of 68X.
     */
    findFederalSeries(
      occupation: { branch: CatalogueKey['branch']; kind: OccupationKind },
      codes: readonly string[],
    ) {
      return db
        .selectDistinct({ series: federalJobSeries.series, title: federalJobSeries.title })
        .from(federalJobSeries)
        .where(
          and(
            eq(federalJobSeries.branch, occupation.branch),
            eq(federalJobSeries.kind, occupation.kind),
            inArray(federalJobSeries.codePattern, [...codes]),
          ),
        )
        .orderBy(asc(federalJobSeries.series), asc(federalJobSeries.title));
    },

    /** What the suggestion index is built from: every occupation's searchable fields. */
    listSuggestionSources() {
      return db
        .select({
          branch: militaryOccupations.branch,
          code: militaryOccupations.code,
          kind: militaryOccupations.kind,
          title: militaryOccupations.title,
          description: militaryOccupations.description,
          source: militaryOccupations.source,
        })
        .from(militaryOccupations);
    },

    /** Changes whenever an occupation is added or changed (imports never delete), so it tells a stale index. */
    async occupationsRevision(): Promise<string> {
      const [row] = await db
        .select({ rows: count(), changed: max(militaryOccupations.updatedAt) })
        .from(militaryOccupations);
      return `${row?.rows ?? 0}@${row?.changed?.toISOString() ?? '-'}`;
    },
  };
}

export type CareersRepository = ReturnType<typeof createCareersRepository>;
