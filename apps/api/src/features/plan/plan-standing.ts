import {
  benefitTypeOfKey,
  PLAN_NOTES,
  standardsForTrack,
  standardStepKey,
  statusFromEligibility,
  type BenefitStatus,
  type IsoDay,
  type PlanStandardView,
  type PlanStep,
  type PlanStepStatus,
  type PlanStepView,
} from '@waypoint/shared';
import { dayOf } from '../../lib/plan/plan-evidence';
import type { Gathered } from './plan-context';

/*
 * Where the plan stands for one user: each step's status and each standard met or not yet, from what was gathered
 * (the user's own statuses, the benefits tracker, and the evidence other features registered).
 */

const FROM_TRACKER: Record<BenefitStatus, PlanStepStatus> = {
  'Not Started': 'not-started',
  'In Progress': 'in-progress',
  Completed: 'done',
};
export const TO_TRACKER: Partial<Record<PlanStepStatus, BenefitStatus>> = {
  'not-started': 'Not Started',
  'in-progress': 'In Progress',
  done: 'Completed',
};

/** How many practice interviews and applications finish the target steps that ask for them. */
const INTERVIEWS_WANTED = 3;
const APPLICATIONS_WANTED = 5;
const APPLICATIONS_FOR_STANDARD = 2;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const latest = (...days: (IsoDay | null | undefined)[]) =>
  days.every((day) => day) ? (days as IsoDay[]).reduce((a, b) => (a > b ? a : b)) : null;
const earliest = (days: (IsoDay | null)[]) =>
  days
    .filter((day): day is IsoDay => day !== null)
    .reduce<IsoDay | null>((a, b) => (a && a < b ? a : b), null);

/** A step's status: the tracker's for a benefit, else the user's, else what the evidence shows, else not started. */
export function statusOf(
  step: PlanStep,
  facts: Gathered,
): Pick<PlanStepView, 'status' | 'statusChangedOn' | 'found'> {
  const type = benefitTypeOfKey(step.key);
  if (step.kind === 'benefit' && type) {
    const set = facts.evidence['benefits.statuses'].statuses.find((entry) => entry.benefitType === type);
    if (set) return { status: FROM_TRACKER[set.status], statusChangedOn: set.changedOn, found: null };
    const evaluation = facts.benefits.find((entry) => entry.type === type);
    const shown = statusFromEligibility(evaluation?.eligibilityStatus ?? '');
    return { status: FROM_TRACKER[shown], statusChangedOn: null, found: null };
  }
  const found = foundFor(step, facts);
  const row = facts.rows.get(step.key);
  if (row)
    return {
      status: row.status as PlanStepStatus,
      statusChangedOn: row.statusChangedAt ? dayOf(row.statusChangedAt) : null,
      found: found?.text ?? null,
    };
  return {
    status: found?.status ?? 'not-started',
    statusChangedOn: found?.on ?? null,
    found: found?.text ?? null,
  };
}

/** What other features show the user did toward a step, and the status it gives a step nobody set. */
function foundFor(
  step: PlanStep,
  { evidence: found, budget }: Gathered,
): { text: string; status: PlanStepStatus; on: IsoDay | null } | undefined {
  const [, what] = step.key.split(':');
  if (step.kind === 'target' && what === 'interviews') {
    const { completed, lastCompletedOn } = found['interview.practice'];
    if (completed === 0) return undefined;
    const done = completed >= INTERVIEWS_WANTED;
    return {
      text: `${plural(completed, 'practice interview')} finished, the last on ${lastCompletedOn}`,
      status: done ? 'done' : 'in-progress',
      on: done ? lastCompletedOn : null,
    };
  }
  if (step.kind === 'target' && what === 'applications') {
    const { appliedOn } = found['jobs.applications'];
    if (appliedOn.length === 0) return undefined;
    const done = appliedOn.length >= APPLICATIONS_WANTED;
    return {
      text: `${plural(appliedOn.length, 'saved job')} marked applied (all your saved jobs)`,
      status: done ? 'done' : 'in-progress',
      on: done ? appliedOn[APPLICATIONS_WANTED - 1]! : null,
    };
  }
  if (step.kind === 'target' && what === 'resume') {
    const { count, lastSavedOn } = found['resume.resumes'];
    if (count === 0) return undefined;
    // Any resume counts as a start; only the user says it is finished for this career.
    return {
      text: `${plural(count, 'resume')} saved, the last on ${lastSavedOn}`,
      status: 'in-progress',
      on: null,
    };
  }
  if (step.key === standardStepKey('budget') && budget && budget.expenses.length > 0) {
    const on = dayOf(budget.updatedAt);
    return { text: `Budget saved on ${on}`, status: 'done', on };
  }
  return undefined;
}

/** The standards of the saved track from what the user did: the preview's targets move steps, not standards. */
export function standardsOf(facts: Gathered): PlanStandardView[] {
  const { saved, rows, budget, evidence: found } = facts;
  const profileDate = facts.hasProfile ? facts.separationDate : null;
  return standardsForTrack(saved.track).map((standard) => {
    let metOn: IsoDay | null = null;
    let text: string | null = null;
    switch (standard.evidenceKind) {
      case 'plan': {
        const first = earliest(saved.targets.map((target) => target.chosenOn));
        if (first) text = `Target: ${saved.targets.map((target) => target.title).join(', ')}`;
        metOn = profileDate ? first : null;
        break;
      }
      case 'gap-analysis': {
        const fromCrosswalk = saved.targets.filter(
          (target) => target.chosenFrom === 'career-path' || facts.crosswalk.has(target.soc.slice(0, 7)),
        );
        metOn = earliest(fromCrosswalk.map((target) => target.chosenOn));
        if (metOn)
          text = `${fromCrosswalk.map((target) => target.title).join(', ')}, from your military code`;
        break;
      }
      case 'budget':
        if (budget && budget.expenses.length > 0) {
          metOn = dayOf(budget.updatedAt);
          text = `${plural(budget.expenses.length, 'expense')}, saved on ${metOn}`;
        }
        break;
      case 'job-application-package': {
        const resume = found['resume.resumes'];
        const { appliedOn, offersOn } = found['jobs.applications'];
        const packaged =
          resume.count > 0 && appliedOn.length >= APPLICATIONS_FOR_STANDARD
            ? latest(resume.firstSavedOn, appliedOn[APPLICATIONS_FOR_STANDARD - 1])
            : null;
        metOn = earliest([packaged, offersOn[0] ?? null]);
        if (resume.count > 0 || appliedOn.length > 0)
          text = `${plural(resume.count, 'resume')}, ${plural(appliedOn.length, 'application')}${
            offersOn.length > 0 ? `, ${plural(offersOn.length, 'offer')}` : ''
          }`;
        break;
      }
      case 'self-attested': {
        const row = rows.get(standardStepKey(standard.id));
        if (row?.status === 'done' && row.statusChangedAt) {
          metOn = dayOf(row.statusChangedAt);
          text = PLAN_NOTES.selfAttested;
        }
        break;
      }
    }
    return {
      id: standard.id,
      title: standard.title,
      evidence: standard.evidence,
      evidenceKind: standard.evidenceKind,
      selfAttested: standard.evidenceKind === 'self-attested',
      appliesTo: standard.appliesTo ?? null,
      met: metOn !== null,
      metOn,
      found: text,
      stepKey: standard.evidenceKind === 'self-attested' ? standardStepKey(standard.id) : null,
      link: standard.link,
      source: standard.source,
      law: standard.law,
    };
  });
}
