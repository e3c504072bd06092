import { z } from 'zod';

/** The services that have their own entries in the occupation catalogue; the Guard and Reserves borrow theirs. */
export const CATALOGUE_BRANCHES = [
  'ARMY',
  'NAVY',
  'AIR_FORCE',
  'MARINES',
  'COAST_GUARD',
  'SPACE_FORCE',
] as const;
export type CatalogueBranch = (typeof CATALOGUE_BRANCHES)[number];

export const OCCUPATION_KINDS = ['enlisted', 'warrant', 'officer'] as const;
export type OccupationKind = (typeof OCCUPATION_KINDS)[number];

export const DEMAND_LEVELS = ['High', 'Medium'] as const;

/**
 * Why an occupation's demand is what it is (catalogue/sources.md): O*NET flags it Bright Outlook, or BLS
 * Employment Projections 2023–33 has it growing faster than average, or neither (Medium).
 */
export const DEMAND_BASES = ['onet-bright-outlook', 'bls-projections', 'neither'] as const;
export type DemandBasis = (typeof DEMAND_BASES)[number];
export const DEMAND_BASIS_LABELS: Record<DemandBasis, string> = {
  'onet-bright-outlook': 'O*NET Bright Outlook',
  'bls-projections': 'BLS Employment Projections 2023–33: faster than average growth',
  neither:
    'No faster than average growth (BLS Employment Projections 2023–33) and no O*NET Bright Outlook flag',
};
export type Demand = (typeof DEMAND_LEVELS)[number];

/** A SOC 2018 code (11-9161), or an O*NET-SOC extension of one (33-3021.06) documented in catalogue/sources.md. */
export const socCodeSchema = z
  .string()
  .regex(/^\d{2}-\d{4}(\.\d{2})?$/, 'SOC codes look like 11-9161 (or O*NET-SOC 33-3021.06)');
const steps = z.array(z.string().min(1)).min(1).max(5);

/**
 * One annual wage percentile as BLS publishes it: whole dollars, or BLS's marker `#` (above the top-coded wage,
 * $239,200 a year in May 2024) or `*` (not published). Markers are never turned into numbers.
 */
export const wageFigureSchema = z.union([z.number().int().positive(), z.literal('#'), z.literal('*')]);
export type WageFigure = z.infer<typeof wageFigureSchema>;

/** A civilian occupation (SOC 2018) with its national wage range (25th–75th percentile) from one named release. */
export const civilianOccupationSchema = z
  .object({
    soc: socCodeSchema,
    title: z.string().min(1),
    summary: z.string().min(1),
    salaryRange: z.object({ low: wageFigureSchema, high: wageFigureSchema }),
    demand: z.enum(DEMAND_LEVELS),
    demandBasis: z.enum(DEMAND_BASES),
    nextSteps: steps,
    source: z.string().min(1),
  })
  .refine(
    ({ salaryRange: { low, high } }) => typeof low !== 'number' || typeof high !== 'number' || low <= high,
    { message: 'salaryRange.low must not be above salaryRange.high' },
  );
export type CivilianOccupation = z.infer<typeof civilianOccupationSchema>;

/** How close a military code's duties are to a civilian occupation's, from the match strength (see matchTypeFor). */
export const MATCH_TYPES = ['same duties', 'most duties', 'some duties', 'related field'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

/** At most this many career paths per military code, ranked by match type. */
export const MAX_CAREER_PATHS = 10;

export const occupationMatchSchema = z.object({
  soc: socCodeSchema,
  strength: z.number().gt(0).lte(1),
  /** Why the code leads to the occupation; without one, the curated duties review (CURATED_MATCH_BASIS). */
  basis: z.string().min(1).optional(),
});
export type OccupationMatch = z.infer<typeof occupationMatchSchema>;

/** A military occupation code and the civilian occupations it leads to, strongest match first. */
export const militaryOccupationSchema = z.object({
  branch: z.enum(CATALOGUE_BRANCHES),
  code: z.string().min(1),
  kind: z.enum(OCCUPATION_KINDS),
  title: z.string().min(1),
  description: z.string().min(1),
  matches: z.array(occupationMatchSchema).min(1).max(MAX_CAREER_PATHS),
  nextSteps: steps,
});
export type MilitaryOccupation = z.infer<typeof militaryOccupationSchema>;

/** A federal (OPM) job series the VA's crosswalk opens to a code pattern (X = any one character). */
export const federalSeriesEntrySchema = z.object({
  branch: z.enum(CATALOGUE_BRANCHES),
  kind: z.enum(OCCUPATION_KINDS),
  codePattern: z.string().min(1),
  series: z.string().regex(/^\d{4}$/),
  title: z.string().min(1),
});
export type FederalSeriesEntry = z.infer<typeof federalSeriesEntrySchema>;

export interface Catalogue {
  civilianOccupations: CivilianOccupation[];
  militaryOccupations: MilitaryOccupation[];
  /** The crosswalk's federal series for the built-in codes. */
  federalSeries: FederalSeriesEntry[];
}

/** One civilian path as the translation screen shows it: the spec's careerPaths entry and where it comes from. */
export interface CareerPath {
  title: string;
  summary: string;
  /** Formatted like "$64,470–$119,690" (en dash), "above $239,200" or "not published". */
  salaryRange: string;
  demand: Demand;
  /** Where the demand rating comes from, e.g. "O*NET Bright Outlook". */
  demandSource: string;
  nextSteps: string[];
  /** The occupation's SOC 2018 code (or OEWS aggregate), e.g. "11-9161". */
  soc: string;
  /** What salaryRange is and where it comes from: "middle 50% of earners, BLS OEWS May 2024, national". */
  wageRelease: string;
  matchType: MatchType;
  /** Why the military code leads to this occupation. */
  matchBasis: string;
}

/** The spec's occupation reference entry, keyed by code and branch. */
export interface OccupationReference {
  code: string;
  branch: CatalogueBranch;
  title: string;
  description: string;
  jobTitles: string[];
  careerPaths: CareerPath[];
  demandSummary: string;
}
