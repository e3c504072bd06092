import { addDays, addOffset, type DayOffset, type IsoDay } from '../core/calendar-days';
import type { BenefitEvaluation } from '../benefits/benefit-eligibility';
import { benefitRule } from '../benefits/benefit-rules';
import type { PlanTrack } from './career-target-limits';
import {
  CAPSTONE,
  PRESEPARATION_COUNSELING,
  standardsForTrack,
  standardStepKey,
  type PlanLink,
  type PlanSource,
} from './readiness-standards';

/*
 * The dated plan, generated from the separation date (the profile's service end date: ahead for those still
 * serving), the benefit windows `evaluateBenefits` computed, the target careers and the track. Pure: the API builds
 * the saved plan with it, and the what-if preview runs it on other dates and targets without saving anything.
 */

export const PLAN_STEP_KINDS = ['benefit', 'readiness', 'target', 'custom'] as const;
export type PlanStepKind = (typeof PLAN_STEP_KINDS)[number];

/** ISO days; either may be null (no start: open now; no end: no deadline). A single date has opens = closes. */
export interface PlanStepWindow {
  opens: IsoDay | null;
  closes: IsoDay | null;
}

export interface PlanStep {
  /** Stable across days and dates: `benefit:VGLI`, `readiness:capstone`, `target:resume:13-1081`, `custom:<id>`. */
  key: string;
  kind: PlanStepKind;
  title: string;
  detail: string;
  window: PlanStepWindow;
  /** Where it is done in Waypoint. */
  link: PlanLink;
  /** The rule behind its date; null for Waypoint's own suggestions and the veteran's own steps. */
  source: PlanSource | null;
}

export interface PlanTargetInput {
  soc: string;
  title: string;
  /** The day it was chosen (the what-if uses today for a target not chosen yet). */
  chosenOn: IsoDay;
}

export interface PlanStepInputs {
  today: IsoDay;
  /** The last day in service; null when the profile has none (or there is no profile). */
  separationDate: IsoDay | null;
  stillServing: boolean;
  /** `evaluateBenefits(facts, today)` on the same separation date. */
  benefits: readonly BenefitEvaluation[];
  targets: readonly PlanTargetInput[];
  track: PlanTrack;
}

/** Benefit steps and their milestones are keyed by the benefit type, so the tracker's status is theirs. */
export const benefitStepKey = (type: string) => `benefit:${type}`;
export const benefitMilestoneKey = (type: string) => `benefit:${type}:milestone`;
/** The benefit type behind a benefit step's key (its milestone's too), or undefined for other keys. */
export function benefitTypeOfKey(key: string): string | undefined {
  const match = /^benefit:([A-Z0-9_]+)(:milestone)?$/.exec(key);
  return match?.[1];
}

const BENEFITS_LINK: PlanLink = { label: 'Open your benefits tracker', href: '/benefits' };

/** The Transition Assistance Program's milestone is pre-separation counseling's last day: one step, not two. */
const TAP = 'TRANSITION_ASSISTANCE_PROGRAM';

/** Windows with no date to show (no deadline, or no separation date) and benefits that do not apply make no step. */
function benefitSteps(benefits: readonly BenefitEvaluation[], today: IsoDay): PlanStep[] {
  return benefits.flatMap((evaluation) => {
    const { window } = evaluation;
    if (evaluation.eligibilityStatus === 'NOT_ELIGIBLE' || evaluation.eligibilityStatus === 'WINDOW_CLOSED')
      return [];
    if (window.state === 'no-deadline' || window.state === 'needs-date' || window.state === 'closed')
      return [];
    const rule = benefitRule(evaluation.type);
    const source = { title: rule.source.title, url: rule.source.url, checkedOn: rule.source.lastVerified };
    const steps: PlanStep[] = [
      {
        key: benefitStepKey(rule.type),
        kind: 'benefit',
        title: rule.checklistLabel,
        detail: `${rule.name}. ${window.summary}.`,
        window: { opens: window.opens, closes: window.closes },
        link: BENEFITS_LINK,
        source,
      },
    ];
    if (window.milestone && rule.type !== TAP && window.milestone.date >= today) {
      steps.push({
        key: benefitMilestoneKey(rule.type),
        kind: 'benefit',
        title: `${rule.name}: ${window.milestone.label}`,
        detail: `${window.summary}.`,
        window: { opens: window.milestone.date, closes: window.milestone.date },
        link: BENEFITS_LINK,
        source,
      });
    }
    return steps;
  });
}

function readinessSteps({ separationDate, stillServing, benefits, track }: PlanStepInputs): PlanStep[] {
  const serving = stillServing && separationDate !== null;
  const capstone = serving ? addOffset(separationDate, CAPSTONE.offset) : null;
  const steps: PlanStep[] = [];
  if (serving) {
    const tap = benefits.find((evaluation) => evaluation.type === TAP);
    if (tap?.window.milestone) {
      steps.push({
        key: 'readiness:preseparation-counseling',
        kind: 'readiness',
        title: PRESEPARATION_COUNSELING.title,
        detail: PRESEPARATION_COUNSELING.detail,
        window: { opens: null, closes: tap.window.milestone.date },
        link: BENEFITS_LINK,
        source: PRESEPARATION_COUNSELING.source,
      });
    }
    steps.push({
      key: 'readiness:capstone',
      kind: 'readiness',
      title: CAPSTONE.title,
      detail: CAPSTONE.detail,
      window: { opens: null, closes: capstone },
      link: { label: 'See your Career Readiness Standards', href: '/plan#standards' },
      source: CAPSTONE.source,
    });
  }
  for (const standard of standardsForTrack(track)) {
    // The budget is the plan's own; self-attested standards are marked done through their step.
    if (standard.evidenceKind !== 'self-attested' && standard.id !== 'budget') continue;
    // Continuum of service counseling happens before leaving the active component.
    if (standard.id === 'continuum-of-service' && !serving) continue;
    steps.push({
      key: standardStepKey(standard.id),
      kind: 'readiness',
      title: standard.title,
      detail: standard.evidence,
      // Due before the Capstone verifies it; once separated there is no Capstone date to meet.
      window: { opens: null, closes: capstone },
      link: standard.link,
      source: standard.source,
    });
  }
  return steps;
}

/**
 * Waypoint's suggestions for each target career, not rules: the steps of a job search a person can finish before
 * separating. Each is due a set number of days before the separation date (`before`), but never sooner than the
 * `catchUp` days after the target was chosen, so a target chosen late (or after separation) gets dates that can
 * still be met rather than dates already gone. Without a separation date they have no date.
 */
export const TARGET_STEP_SUGGESTIONS = [
  {
    step: 'resume',
    title: (career: string) => `Finish a resume for ${career}`,
    detail:
      'A resume aimed at this career: its headline, skills and bullets in civilian words. Waypoint’s suggested date.',
    before: { days: -150 },
    catchUp: 30,
    link: { label: 'Open the resume builder', href: '/resume' },
  },
  {
    step: 'interviews',
    title: (career: string) => `Do three practice interviews for ${career}`,
    detail: 'Practise with the interview coach’s questions for this career. Waypoint’s suggested date.',
    before: { days: -120 },
    catchUp: 45,
    link: { label: 'Open the interview coach', href: '/career/interview-coach' },
  },
  {
    step: 'mentor',
    title: (career: string) => `Ask a mentor who works as ${career}`,
    detail: 'Mentors in this field are listed first in mentorship. Waypoint’s suggested date.',
    before: { days: -120 },
    catchUp: 30,
    link: { label: 'Find a mentor', href: '/mentorship' },
  },
  {
    step: 'applications',
    title: (career: string) => `Apply to five saved jobs for ${career}`,
    detail:
      'Save postings for this career and mark them applied. Two applications are part of the Career Readiness Standards, checked at the Capstone. Waypoint’s suggested date.',
    before: { days: -90 },
    catchUp: 60,
    link: { label: 'Search jobs', href: '/jobs' },
  },
] as const satisfies readonly {
  step: string;
  title: (career: string) => string;
  detail: string;
  before: DayOffset;
  catchUp: number;
  link: PlanLink;
}[];

function targetSteps({ separationDate, stillServing, targets }: PlanStepInputs): PlanStep[] {
  if (targets.length === 0) {
    return [
      {
        key: 'target:choose',
        kind: 'target',
        title: 'Choose your target career',
        detail:
          'One or two civilian careers your plan works toward: every area of Waypoint uses them. Waypoint suggests choosing by the time pre-separation counseling starts your transition plan.',
        window: {
          opens: null,
          closes: stillServing && separationDate ? addOffset(separationDate, { days: -365 }) : null,
        },
        link: { label: 'Translate your military occupation', href: '/career/translate' },
        source: null,
      },
    ];
  }
  return targets.flatMap((target) =>
    TARGET_STEP_SUGGESTIONS.map((suggestion) => {
      let closes: IsoDay | null = null;
      if (separationDate) {
        const planned = addOffset(separationDate, suggestion.before);
        const earliest = addDays(target.chosenOn, suggestion.catchUp);
        closes = planned > earliest ? planned : earliest;
      }
      return {
        key: `target:${suggestion.step}:${target.soc}`,
        kind: 'target' as const,
        title: suggestion.title(target.title),
        detail: suggestion.detail,
        window: { opens: null, closes },
        link: suggestion.link,
        source: null,
      };
    }),
  );
}

const KIND_ORDER: Record<PlanStepKind, number> = { readiness: 0, benefit: 1, target: 2, custom: 3 };

/** The day a step is ordered by: its last day, else its first; undated steps go last. */
export const stepDay = (step: Pick<PlanStep, 'window'>) =>
  step.window.closes ?? step.window.opens ?? '9999-12-31';

/** Steps by date (soonest first), then readiness, benefit, target and own steps on the same day, then by key. */
export function orderPlanSteps<Step extends Pick<PlanStep, 'window' | 'kind' | 'key'>>(
  steps: readonly Step[],
): Step[] {
  return [...steps].sort((a, b) => {
    const [x, y] = [stepDay(a), stepDay(b)];
    if (x !== y) return x < y ? -1 : 1;
    const kind = KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
    if (kind !== 0) return kind;
    return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  });
}

/** Every generated step of the plan, in date order. The veteran's own steps are added by the caller. */
export function generatePlanSteps(inputs: PlanStepInputs): PlanStep[] {
  return orderPlanSteps([
    ...readinessSteps(inputs),
    ...benefitSteps(inputs.benefits, inputs.today),
    ...targetSteps(inputs),
  ]);
}
