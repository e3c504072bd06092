import {
  evaluateBenefits,
  generatePlanSteps,
  isoDayOf,
  orderPlanSteps,
  PLAN_MESSAGES,
  type BenefitEvaluation,
  type CareerTargets,
  type IsoDay,
  type PlanStep,
  type PlanTrack,
  type PlanView,
} from '@waypoint/shared';
import { AppError } from '../../lib/app-error';
import type { CareerTargetsReader } from '../../lib/career-targets';
import type { OccupationCatalogue } from '../../lib/occupation-catalogue';
import {
  planEvidenceSource,
  type PlanEvidenceRegistry,
  type PlanEvidenceValues,
} from '../../lib/plan/plan-evidence';
import type { VeteranRecords } from '../../lib/veteran-records';
import type { PlanBudgetsRepository } from './plan-budgets.repository';
import type { PlanStepsRepository } from './plan-steps.repository';
import { standardsOf, statusOf } from './plan-standing';
import type { PlanBudgetRow, PlanStepRow } from './plan.schema';

export interface PlanDependencies {
  targets: CareerTargetsReader;
  catalogue: Pick<OccupationCatalogue, 'civilianOccupation' | 'careerMatches'>;
  records: Pick<VeteranRecords, 'findServiceRecordForUser' | 'findForUser'>;
  steps: PlanStepsRepository;
  budgets: PlanBudgetsRepository;
  /** What other features tell the plan the user did (`app.planEvidence`). */
  evidence: PlanEvidenceRegistry;
  /** The app's clock (`app.clock.now`). */
  now: () => Date;
}

/** The dependencies every operation of the plan receives. */
export type PlanDeps = PlanDependencies;

export const stepNotFound = () => new AppError('NOT_FOUND', PLAN_MESSAGES.stepNotFound);

/** What a feature registered nothing for reads as nothing done. */
const NO_EVIDENCE: { [Name in keyof PlanEvidenceValues]: PlanEvidenceValues[Name] } = {
  'resume.resumes': { count: 0, firstSavedOn: null, lastSavedOn: null },
  'jobs.applications': { appliedOn: [], offersOn: [] },
  'interview.practice': { completed: 0, lastCompletedOn: null },
  'benefits.statuses': { statuses: [] },
};

/** Everything the plan reads about one user, once per request. */
export interface Gathered {
  today: IsoDay;
  hasProfile: boolean;
  separationDate: IsoDay | null;
  stillServing: boolean;
  benefits: BenefitEvaluation[];
  saved: CareerTargets;
  rows: Map<string, PlanStepRow>;
  budget: PlanBudgetRow | undefined;
  evidence: { [Name in keyof PlanEvidenceValues]: PlanEvidenceValues[Name] };
  /** SOC codes the crosswalk of the profile's military code leads to (first seven characters). */
  crosswalk: Set<string>;
}

async function read<Name extends keyof PlanEvidenceValues>(
  evidence: PlanEvidenceRegistry,
  name: Name,
  userId: string,
): Promise<PlanEvidenceValues[Name]> {
  const source = planEvidenceSource(evidence, name);
  return source ? ((await source.read(userId)) as PlanEvidenceValues[Name]) : NO_EVIDENCE[name];
}

/** Reads everything the plan needs about one user, once per request. */
export async function gatherPlan(
  { targets, catalogue, records, steps, budgets, evidence }: PlanDeps,
  userId: string,
  today: IsoDay,
  separationOverride?: IsoDay,
): Promise<Gathered> {
  const [record, profile, saved, stepRows, budget, resume, jobs, interview, tracker] = await Promise.all([
    records.findServiceRecordForUser(userId),
    records.findForUser(userId),
    targets.forUser(userId),
    steps.listOf(userId),
    budgets.find(userId),
    read(evidence, 'resume.resumes', userId),
    read(evidence, 'jobs.applications', userId),
    read(evidence, 'interview.practice', userId),
    read(evidence, 'benefits.statuses', userId),
  ]);
  const matches = profile ? await catalogue.careerMatches(profile.mosCode, profile.branch) : undefined;
  const separationDate =
    separationOverride ?? (record?.serviceEndDate ? isoDayOf(record.serviceEndDate) : null);
  const benefits = evaluateBenefits(
    {
      dischargeStatus: record?.dischargeStatus ?? null,
      serviceStartDate: record ? isoDayOf(record.serviceStartDate) : null,
      separationDate,
    },
    today,
  );
  return {
    today,
    hasProfile: record !== undefined,
    separationDate,
    stillServing: separationDate !== null && today <= separationDate,
    benefits,
    saved,
    rows: new Map(stepRows.map((row) => [row.stepKey, row])),
    budget,
    evidence: {
      'resume.resumes': resume,
      'jobs.applications': jobs,
      'interview.practice': interview,
      'benefits.statuses': tracker,
    },
    crosswalk: new Set(matches?.occupations.map((occupation) => occupation.soc.slice(0, 7)) ?? []),
  };
}

function customStep(row: PlanStepRow): PlanStep {
  return {
    key: row.stepKey,
    kind: 'custom',
    title: row.title ?? '',
    detail: 'A step you added.',
    window: { opens: row.opensOn, closes: row.closesOn },
    link: row.href ? { label: 'Where it is done', href: row.href } : { label: 'Your plan', href: '/plan' },
    source: null,
  };
}

/** The plan from what was gathered: the targets shown (saved, or the what-if's) and the track. */
export function assemblePlan(
  facts: Gathered,
  shown: CareerTargets,
  track: PlanTrack,
  preview: boolean,
): PlanView {
  const generated = generatePlanSteps({
    today: facts.today,
    separationDate: facts.separationDate,
    stillServing: facts.stillServing,
    benefits: facts.benefits,
    targets: shown.targets,
    track,
  });
  const custom = [...facts.rows.values()].filter((row) => row.stepKey.startsWith('custom:')).map(customStep);
  const planSteps = orderPlanSteps([...generated, ...custom]).map((step) => ({
    ...step,
    ...statusOf(step, facts),
  }));
  const standards = standardsOf(facts);
  const counted = planSteps.filter((step) => step.status !== 'skipped');
  return {
    hasProfile: facts.hasProfile,
    separationDate: facts.separationDate,
    stillServing: facts.stillServing,
    evaluatedOn: facts.today,
    preview,
    targets: { ...shown, track },
    steps: planSteps,
    standards,
    progress: {
      stepsDone: counted.filter((step) => step.status === 'done').length,
      steps: counted.length,
      standardsMet: standards.filter((standard) => standard.met).length,
      standards: standards.length,
    },
  };
}
