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
export type Demand = (typeof DEMAND_LEVELS)[number];

const socCode = z.string().regex(/^\d{2}-\d{4}$/, 'SOC codes look like 11-9161');
const steps = z.array(z.string().min(1)).min(1).max(5);

/** A civilian occupation (SOC 2018) with its national wage range from one named salary release. */
export const civilianOccupationSchema = z
  .object({
    soc: socCode,
    title: z.string().min(1),
    summary: z.string().min(1),
    salaryRange: z.object({ low: z.number().int().positive(), high: z.number().int().positive() }),
    demand: z.enum(DEMAND_LEVELS),
    nextSteps: steps,
    source: z.string().min(1),
  })
  .refine((occupation) => occupation.salaryRange.low < occupation.salaryRange.high, {
    message: 'salaryRange.low must be below salaryRange.high',
  });
export type CivilianOccupation = z.infer<typeof civilianOccupationSchema>;

export const occupationMatchSchema = z.object({ soc: socCode, strength: z.number().gt(0).lte(1) });
export type OccupationMatch = z.infer<typeof occupationMatchSchema>;

/** A military occupation code and the civilian occupations it leads to, strongest match first. */
export const militaryOccupationSchema = z.object({
  branch: z.enum(CATALOGUE_BRANCHES),
  code: z.string().min(1),
  kind: z.enum(OCCUPATION_KINDS),
  title: z.string().min(1),
  description: z.string().min(1),
  matches: z.array(occupationMatchSchema).min(1).max(5),
  nextSteps: steps,
});
export type MilitaryOccupation = z.infer<typeof militaryOccupationSchema>;

export interface Catalogue {
  civilianOccupations: CivilianOccupation[];
  militaryOccupations: MilitaryOccupation[];
}

/** One civilian path as the translation screen shows it (the spec's careerPaths entry). */
export interface CareerPath {
  title: string;
  summary: string;
  /** Formatted like "$62,000–$96,000" (en dash). */
  salaryRange: string;
  demand: Demand;
  nextSteps: string[];
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
