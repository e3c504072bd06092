import type { DayOffset, IsoDay } from '../core/calendar-days';
import type { PlanTrack } from './career-target-limits';

/*
 * The Career Readiness Standards (CRS) every separating service member shows at the TAP Capstone, as data. Each says
 * in plain words what it asks, what counts as evidence in Waypoint, which of the plan's tracks it applies to, where
 * Waypoint meets it, and the rule it comes from, with the day that rule was checked.
 */

/** The day the standards and the DoD timings below were last checked against their sources. */
export const STANDARDS_CHECKED_ON: IsoDay = '2026-11-29';

export interface PlanSource {
  title: string;
  url: string;
  checkedOn: IsoDay;
}

export interface PlanLink {
  label: string;
  /** A page of Waypoint, starting with '/'. */
  href: string;
}

/** 32 CFR Appendix A to Part 88: the regulation that lists the standards. */
export const CRS_REGULATION: PlanSource = {
  title: '32 CFR Appendix A to Part 88: Career Readiness Standards',
  url: 'https://www.ecfr.gov/current/title-32/subtitle-A/chapter-I/subchapter-D/part-88/appendix-Appendix%20A%20to%20Part%2088',
  checkedOn: STANDARDS_CHECKED_ON,
};

/** DoD Instruction 1332.35: when pre-separation counseling and the Capstone happen. */
export const TAP_INSTRUCTION: PlanSource = {
  title:
    'DoD Instruction 1332.35, Transition Assistance Program (TAP) for Military Personnel (September 26, 2019)',
  url: 'https://www.esd.whs.mil/Portals/54/Documents/DD/issuances/dodi/133235p.pdf',
  checkedOn: STANDARDS_CHECKED_ON,
};

/** The Coast Guard's TAP page lists the same standards for Coast Guard members. */
export const COAST_GUARD_CRS_PAGE: PlanSource = {
  title: 'U.S. Coast Guard: Transition Assistance Program, Career Readiness Standards',
  url: 'https://www.dcms.uscg.mil/Our-Organization/Assistant-Commandant-for-Human-Resources-CG-1/Health-Safety-and-Work-Life-CG-11/Office-of-Work-Life-CG-111/Transition-Assistance-Program/TAP-CRS/',
  checkedOn: STANDARDS_CHECKED_ON,
};

/**
 * The Capstone, where a commander's designee verifies the standards (recorded on the ITP checklist, DD Form 2958):
 * no later than 90 days before separation (DoDI 1332.35).
 */
export const CAPSTONE = {
  title: 'Complete your TAP Capstone: your standards are verified there',
  detail:
    'At the Capstone your command checks each Career Readiness Standard on the ITP checklist (DD Form 2958), no later than 90 days before separation.',
  offset: { days: -90 } satisfies DayOffset,
  source: TAP_INSTRUCTION,
  law: 'DoD Instruction 1332.35',
} as const;

/**
 * Pre-separation counseling opens TAP (DD Form 2648). Its last day is the Transition Assistance Program rule's
 * milestone (365 days before separation, 10 U.S.C. § 1142), read from the benefit rules, never restated here.
 */
export const PRESEPARATION_COUNSELING = {
  title: 'Attend pre-separation counseling (DD Form 2648)',
  detail:
    'Pre-separation counseling starts TAP and records your needs on DD Form 2648. Start no later than 365 days before separation; with less time left, as soon as possible.',
  source: TAP_INSTRUCTION,
  law: '10 U.S.C. § 1142; DoD Instruction 1332.35',
} as const;

/**
 * How a standard is shown met. Only evidence Waypoint holds, or the veteran's own word for what is done outside
 * Waypoint (labelled self-attested): nothing the veteran did not do is shown as done.
 * - `plan`: a target career chosen in the plan, with a separation date to date its steps;
 * - `gap-analysis`: a target chosen from the career translation of the veteran's military code;
 * - `budget`: the plan's 12-month budget saved with at least one expense;
 * - `job-application-package`: a saved resume and at least two saved jobs marked applied;
 * - `self-attested`: the veteran marks it done, with the day they did.
 */
export const STANDARD_EVIDENCE_KINDS = [
  'plan',
  'gap-analysis',
  'budget',
  'job-application-package',
  'self-attested',
] as const;
export type StandardEvidenceKind = (typeof STANDARD_EVIDENCE_KINDS)[number];

export const READINESS_STANDARD_IDS = [
  'individual-transition-plan',
  'budget',
  'va-account',
  'continuum-of-service',
  'gap-analysis',
  'credentials',
  'assessment',
  'job-application-package',
  'education-comparison',
] as const;
export type ReadinessStandardId = (typeof READINESS_STANDARD_IDS)[number];

export interface ReadinessStandard {
  id: ReadinessStandardId;
  /** What the standard asks, in plain words. */
  title: string;
  /** What counts as evidence of it in Waypoint. */
  evidence: string;
  evidenceKind: StandardEvidenceKind;
  /** The tracks it applies to: every track unless it names some. */
  tracks: readonly PlanTrack[] | 'all';
  /** Who it applies to beyond the track, in plain words (the continuum of service: active component only). */
  appliesTo?: string;
  /** Where Waypoint meets it. */
  link: PlanLink;
  source: PlanSource;
  law: string;
}

const CFR = '32 CFR Appendix A to Part 88';

export const READINESS_STANDARDS: readonly ReadinessStandard[] = [
  {
    id: 'individual-transition-plan',
    title: 'Complete your Individual Transition Plan: a goal, the steps to it and their dates',
    evidence:
      'A target career chosen in your Waypoint plan, with your separation date in your profile so the plan’s steps have dates',
    evidenceKind: 'plan',
    tracks: 'all',
    link: { label: 'Choose your target career', href: '/plan' },
    source: CRS_REGULATION,
    law: `${CFR}, (b)(1)(i)`,
  },
  {
    id: 'budget',
    title: 'Prepare a 12-month budget for after you separate',
    evidence: 'Your 12-month budget saved in the plan with at least one monthly expense',
    evidenceKind: 'budget',
    tracks: 'all',
    link: { label: 'Make your 12-month budget', href: '/plan#budget' },
    source: CRS_REGULATION,
    law: `${CFR}, (b)(1)(ii)`,
  },
  {
    id: 'va-account',
    title: 'Register for a VA online account (VA.gov)',
    evidence: 'You mark it done, with the day you registered (self-attested: VA.gov does not tell Waypoint)',
    evidenceKind: 'self-attested',
    tracks: 'all',
    link: { label: 'See your VA benefits', href: '/benefits' },
    source: CRS_REGULATION,
    law: `${CFR}, (b)(1)(iii)`,
  },
  {
    id: 'continuum-of-service',
    title: 'Receive Continuum of Military Service Opportunity counseling (Reserve and Guard options)',
    evidence: 'You mark it done, with the day of your counseling (self-attested)',
    evidenceKind: 'self-attested',
    tracks: 'all',
    appliesTo: 'Active component members only',
    link: { label: 'See your transition benefits', href: '/benefits' },
    source: CRS_REGULATION,
    law: `${CFR}, (b)(1)(iv)`,
  },
  {
    id: 'gap-analysis',
    title: 'Check how your military skills transfer: the gap analysis of your military occupation',
    evidence:
      'A target career chosen from the career translation of your military occupation code (its crosswalk to civilian occupations)',
    evidenceKind: 'gap-analysis',
    tracks: 'all',
    link: { label: 'Translate your military occupation', href: '/career/translate' },
    source: CRS_REGULATION,
    law: `${CFR}, (b)(1)(v)`,
  },
  {
    id: 'credentials',
    title:
      'Find the certification, licence or apprenticeship your target career asks for, and whether you qualify',
    evidence: 'You mark it done, with the day you reviewed them (self-attested)',
    evidenceKind: 'self-attested',
    tracks: 'all',
    link: { label: 'Read your target career’s next steps', href: '/career/translate' },
    source: CRS_REGULATION,
    law: `${CFR}, (b)(1)(vi)`,
  },
  {
    id: 'assessment',
    title: 'Complete an assessment of your interests and aptitudes',
    evidence:
      'You mark it done, with the day you took it (self-attested: the assessment tool is outside Waypoint)',
    evidenceKind: 'self-attested',
    tracks: 'all',
    link: { label: 'See your plan', href: '/plan' },
    source: CRS_REGULATION,
    law: `${CFR}, (b)(1)(vii)`,
  },
  {
    id: 'job-application-package',
    title: 'Build a job application package: a resume and at least two job applications (or a job offer)',
    evidence: 'A resume saved in Waypoint and at least two saved jobs marked applied',
    evidenceKind: 'job-application-package',
    tracks: 'all',
    link: { label: 'Work on your resume', href: '/resume' },
    source: CRS_REGULATION,
    law: `${CFR}, (b)(1) (common standards)`,
  },
  {
    id: 'education-comparison',
    title: 'Compare schools or training programs for your goal, and confirm you can be accepted',
    evidence: 'You mark it done, with the day you finished the comparison (self-attested)',
    evidenceKind: 'self-attested',
    tracks: ['education', 'technical-training'],
    link: { label: 'See your education benefits', href: '/benefits' },
    source: CRS_REGULATION,
    law: `${CFR} (higher education and career technical training tracks)`,
  },
];

/** The standards that apply to a track, in the regulation's order. */
export function standardsForTrack(track: PlanTrack): ReadinessStandard[] {
  return READINESS_STANDARDS.filter(
    (standard) => standard.tracks === 'all' || standard.tracks.includes(track),
  );
}

/** The plan step through which the veteran marks a self-attested standard done: `readiness:<id>`. */
export const standardStepKey = (id: ReadinessStandardId) => `readiness:${id}`;
