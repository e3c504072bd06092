import type { BenefitStatus, BenefitType, IsoDay } from '@waypoint/shared';
import { createRegistry, type Registry } from '../registry';

/*
 * Evidence for the transition plan's Career Readiness Standards and step statuses. What the veteran did lives in
 * the features that own it (resumes, saved jobs, practice interviews, the benefits tracker), and features never
 * import each other, so each owner registers how to read its evidence here, from its routes plugin, with its own
 * repository; the plan asks every source when it builds a veteran's plan. A source must guarantee:
 * - `read` answers about that user only, in one or two cheap indexed queries, and changes nothing;
 * - days are the UTC day of the stored timestamp (`YYYY-MM-DD`), and only what the user did is counted.
 */

export interface PlanEvidenceValues {
  /** The user's saved resumes. */
  'resume.resumes': { count: number; firstSavedOn: IsoDay | null; lastSavedOn: IsoDay | null };
  /**
   * Saved jobs the user marked applied (or moved on to interviewing or an offer): the day of each, oldest first,
   * and the days of those with an offer. A saved job's day is its last change.
   */
  'jobs.applications': { appliedOn: IsoDay[]; offersOn: IsoDay[] };
  /** Practice interview sessions the user finished. */
  'interview.practice': { completed: number; lastCompletedOn: IsoDay | null };
  /** The benefits tracker's statuses the user set, with the day each was last changed. */
  'benefits.statuses': { statuses: { benefitType: BenefitType; status: BenefitStatus; changedOn: IsoDay }[] };
}

export type PlanEvidenceName = keyof PlanEvidenceValues;

export type PlanEvidenceSource = {
  [Name in PlanEvidenceName]: {
    /** `<feature>.<evidence>`: a key of `PlanEvidenceValues`. */
    name: Name;
    read(userId: string): Promise<PlanEvidenceValues[Name]>;
  } & (Name extends 'benefits.statuses'
    ? {
        /** One status per benefit: the plan's benefit step writes the tracker's status, never a copy. */
        write(userId: string, benefitType: BenefitType, status: BenefitStatus): Promise<void>;
      }
    : unknown);
}[PlanEvidenceName];

export type PlanEvidenceOf<Name extends PlanEvidenceName> = Extract<PlanEvidenceSource, { name: Name }>;

/** Where features register their evidence (`app.planEvidence.register({ name, read })`). */
export type PlanEvidenceRegistry = Registry<PlanEvidenceSource>;

export function createPlanEvidenceRegistry(): PlanEvidenceRegistry {
  return createRegistry<PlanEvidenceSource>('Plan evidence');
}

/** The named source, typed; undefined when its feature is not part of this app. */
export function planEvidenceSource<Name extends PlanEvidenceName>(
  registry: PlanEvidenceRegistry,
  name: Name,
): PlanEvidenceOf<Name> | undefined {
  return registry.get(name) as PlanEvidenceOf<Name> | undefined;
}

/** The UTC day of a stored timestamp. */
export const dayOf = (instant: Date): IsoDay => instant.toISOString().slice(0, 10);
