import { describe, expect, it } from 'vitest';
import {
  ADD_SEPARATION_DATE,
  evaluateBenefit,
  evaluateBenefits,
  type BenefitFacts,
} from './benefit-eligibility';
import { benefitResult, type TrackerChoices } from './benefit-result';
import type { BenefitType } from './benefit-rule';
import { benefitRule } from './benefit-rules';
import { BENEFIT_DISCHARGE } from './benefits-messages';
import { benefitsSummary, checklistProgress, statusFromEligibility } from './benefits-view';

const TODAY = '2026-11-23';
const facts = (overrides: Partial<BenefitFacts> = {}): BenefitFacts => ({
  dischargeStatus: 'HONORABLE',
  serviceStartDate: '2019-03-02',
  separationDate: '2027-03-23', // 120 days ahead
  ...overrides,
});
const evaluate = (type: Parameters<typeof benefitRule>[0], overrides: Partial<BenefitFacts> = {}) =>
  evaluateBenefit(benefitRule(type), facts(overrides), TODAY);

describe('eligibility for a veteran separating in 120 days', () => {
  it('has BDD open and closing soon, with its reason', () => {
    const bdd = evaluate('BENEFITS_DELIVERY_AT_DISCHARGE');
    expect(bdd).toMatchObject({ eligible: true, eligibilityStatus: 'ELIGIBLE' });
    expect(bdd.window).toMatchObject({
      opens: '2026-09-24',
      closes: '2026-12-23',
      state: 'closing-soon',
      daysLeft: 30,
    });
    expect(bdd.reasons).toEqual([{ label: 'Still serving (separation date ahead)', outcome: 'met' }]);
  });

  it('has SkillBridge open until the last day of service', () => {
    expect(evaluate('DOD_SKILLBRIDGE').window).toMatchObject({
      state: 'open',
      closes: '2027-03-23',
      daysLeft: 120,
    });
  });

  it('dates VGLI exactly although it has not opened', () => {
    const vgli = evaluate('VGLI');
    expect(vgli).toMatchObject({ eligible: false, eligibilityStatus: 'NOT_YET_OPEN' });
    expect(vgli.window.closes).toBe('2028-07-21');
    expect(vgli.requirementsNeeded).toEqual(['Confirm: You had SGLI coverage when you separated']);
  });

  it('keeps TAP open until separation: it is required, so it is never "missed" while serving', () => {
    expect(evaluate('TRANSITION_ASSISTANCE_PROGRAM')).toMatchObject({
      eligibilityStatus: 'ELIGIBLE',
      window: { state: 'open', closes: '2027-03-23', milestone: { date: '2026-03-23' } },
    });
  });

  it('has the GI Bill transfer open only while serving, with its conditions to confirm', () => {
    const transfer = evaluate('POST_911_GI_BILL_TRANSFER');
    expect(transfer).toMatchObject({
      eligibilityStatus: 'PENDING_VERIFICATION',
      window: { state: 'open', closes: '2027-03-23', daysLeft: 120 },
    });
    expect(transfer.requirementsNeeded).toContain(
      'Confirm: You agree to serve 4 more years from that day (extending or re-enlisting if needed)',
    );
    expect(evaluate('POST_911_GI_BILL_TRANSFER', { separationDate: '2026-11-22' }).eligibilityStatus).toBe(
      'NOT_ELIGIBLE',
    );
  });
});

describe('conditions', () => {
  it('fails a discharge that is not other than dishonorable, and says which condition failed', () => {
    const dental = evaluate('VA_DENTAL_ONE_TIME', {
      dischargeStatus: 'DISHONORABLE',
      separationDate: '2026-11-01',
    });
    expect(dental.eligibilityStatus).toBe('NOT_ELIGIBLE');
    expect(dental.reasons).toContainEqual({
      label: 'Discharge under other than dishonorable conditions',
      outcome: 'failed',
    });
  });

  it.each([
    ['2022-03-01', 'PENDING_VERIFICATION'],
    ['2022-03-02', 'ELIGIBLE'],
  ])(
    'home loan: counts 24 continuous months after separation (start 2020-03-03, separation %s)',
    (end, status) => {
      const homeLoan = evaluate('VA_HOME_LOAN_COE', { serviceStartDate: '2020-03-03', separationDate: end });
      expect(homeLoan.eligibilityStatus).toBe(status);
    },
  );

  it('home loan: a veteran separated 4 months after entering is to confirm, not eligible', () => {
    const homeLoan = evaluate('VA_HOME_LOAN_COE', {
      serviceStartDate: '2026-05-04',
      separationDate: '2026-09-03',
    });
    expect(homeLoan).toMatchObject({ eligible: false, eligibilityStatus: 'PENDING_VERIFICATION' });
    expect(homeLoan.requirementsNeeded[0]).toMatch(
      /^Confirm: You served the full period you were called or ordered to active duty \(at least 90 days\)/,
    );
  });

  it.each([
    ['2026-08-26', 'ELIGIBLE'],
    ['2026-08-27', 'NOT_ELIGIBLE'],
  ])(
    'home loan: 90 continuous days while serving, counted to today (start %s)',
    (serviceStartDate, status) => {
      expect(evaluate('VA_HOME_LOAN_COE', { serviceStartDate }).eligibilityStatus).toBe(status);
    },
  );

  it('asks for the separation date instead of guessing when the profile has none', () => {
    for (const benefit of evaluateBenefits(facts({ separationDate: null }), TODAY)) {
      if (benefit.window.state === 'no-deadline' && !benefit.reasons.some((r) => r.outcome === 'needs-date'))
        continue;
      expect(benefit.eligibilityStatus, benefit.type).toMatch(/REQUIRES_ACTION|NOT_ELIGIBLE/);
      if (benefit.eligibilityStatus === 'REQUIRES_ACTION') {
        expect(benefit.requirementsNeeded, benefit.type).toContain(ADD_SEPARATION_DATE);
        expect(benefit.window.closes).toBeNull();
      }
    }
  });

  it('leaves facts the profile does not hold to the veteran to confirm', () => {
    const vre = evaluate('VETERAN_READINESS_EMPLOYMENT', { separationDate: '2026-06-01' });
    expect(vre).toMatchObject({ eligible: false, eligibilityStatus: 'PENDING_VERIFICATION' });
    expect(vre.requirementsNeeded).toEqual(['Confirm: A VA disability rating of at least 10%']);
  });

  it('evaluates only the benefit types asked for', () => {
    expect(evaluateBenefits(facts(), TODAY, ['VGLI', 'DOD_SKILLBRIDGE']).map((b) => b.type)).toEqual([
      'DOD_SKILLBRIDGE',
      'VGLI',
    ]);
  });
});

describe("discharges, as VA's character of discharge guidance reads them", () => {
  // Separated 30 days before TODAY: every window after separation is open.
  const separated = (dischargeStatus: BenefitFacts['dischargeStatus']) =>
    evaluateBenefits(facts({ dischargeStatus, separationDate: '2026-10-24' }), TODAY);
  const vaDecides = (type: string) =>
    benefitRule(type as Parameters<typeof benefitRule>[0]).conditions.some(
      (condition) => condition.kind === 'discharge' && condition.standard === 'otherThanDishonorable',
    );

  it.each(['OTHER_THAN_HONORABLE', 'BAD_CONDUCT', 'ENTRY_LEVEL_SEPARATION'] as const)(
    'a %s discharge is "to confirm with VA" on every VA benefit, never "not eligible"',
    (discharge) => {
      const decided = separated(discharge).filter((benefit) => vaDecides(benefit.type));
      expect(decided.map((benefit) => benefit.type).sort()).toEqual([
        'DISABILITY_COMPENSATION',
        'EDUCATION_CAREER_COUNSELING',
        'VA_DENTAL_ONE_TIME',
        'VA_HEALTH_CARE_COMBAT',
        'VA_HOME_LOAN_COE',
        'VETERAN_READINESS_EMPLOYMENT',
      ]);
      for (const benefit of decided) {
        expect(benefit.eligibilityStatus, benefit.type).toBe('CONFIRM_WITH_VA');
        expect(benefit.reasons, benefit.type).toContainEqual({
          label: 'Discharge under other than dishonorable conditions',
          outcome: 'confirm-with-va',
        });
        expect(benefit.requirementsNeeded[0], benefit.type).toBe(BENEFIT_DISCHARGE.requirement);
      }
    },
  );

  it('gives mental health care for the first year whatever the discharge', () => {
    for (const discharge of ['OTHER_THAN_HONORABLE', 'BAD_CONDUCT', 'DISHONORABLE'] as const) {
      const care = separated(discharge).find((benefit) => benefit.type === 'VA_MENTAL_HEALTH_NEW_VETERANS')!;
      expect(care.eligibilityStatus, discharge).toBe('ELIGIBLE');
    }
  });

  it('is not eligible with a dishonorable discharge, a bar set by law', () => {
    const disability = separated('DISHONORABLE').find(
      (benefit) => benefit.type === 'DISABILITY_COMPENSATION',
    )!;
    expect(disability.eligibilityStatus).toBe('NOT_ELIGIBLE');
  });

  it('keeps the GI Bills to an honorable discharge (law), an uncharacterized one for VA to decide', () => {
    const gi = (discharge: BenefitFacts['dischargeStatus']) =>
      separated(discharge).find((benefit) => benefit.type === 'POST_911_GI_BILL')!.eligibilityStatus;
    expect(gi('GENERAL')).toBe('NOT_ELIGIBLE');
    expect(gi('OTHER_THAN_HONORABLE')).toBe('NOT_ELIGIBLE');
    expect(gi('ENTRY_LEVEL_SEPARATION')).toBe('CONFIRM_WITH_VA');
    expect(gi('HONORABLE')).toBe('ELIGIBLE');
  });

  it('UCX takes a general (under honorable conditions) discharge, and asks about the first full term', () => {
    const ucx = (dischargeStatus: BenefitFacts['dischargeStatus']) =>
      separated(dischargeStatus).find((benefit) => benefit.type === 'UNEMPLOYMENT_UCX')!;
    expect(ucx('GENERAL').eligibilityStatus).toBe('PENDING_VERIFICATION');
    expect(ucx('GENERAL').requirementsNeeded[0]).toMatch(/^Confirm: You completed your first full term/);
    expect(ucx('OTHER_THAN_HONORABLE').eligibilityStatus).toBe('NOT_ELIGIBLE');
    expect(ucx('ENTRY_LEVEL_SEPARATION').reasons[0]).toMatchObject({ outcome: 'unknown' });
  });

  it('counts, for an OTH veteran, only what the law or the calendar rules out', () => {
    const ruledOut = separated('OTHER_THAN_HONORABLE')
      .filter((benefit) => benefit.eligibilityStatus === 'NOT_ELIGIBLE')
      .map((benefit) => benefit.type)
      .sort();
    expect(ruledOut).toEqual([
      'BENEFITS_DELIVERY_AT_DISCHARGE',
      'DOD_SKILLBRIDGE',
      'MONTGOMERY_GI_BILL_ACTIVE_DUTY',
      'POST_911_GI_BILL',
      'POST_911_GI_BILL_TRANSFER',
      'TRANSITION_ASSISTANCE_PROGRAM',
      'UNEMPLOYMENT_UCX',
    ]);
  });
});

describe('the status a benefit shows until the veteran sets one', () => {
  it.each([
    // The spec maps eligible to Completed; only the veteran marks a benefit Completed (decision 037).
    [true, 'ELIGIBLE', 'Not Started'],
    [false, 'PENDING_VERIFICATION', 'In Progress'],
    [false, 'REQUIRES_ACTION', 'In Progress'],
    [false, 'NOT_YET_OPEN', 'Not Started'],
    [false, 'WINDOW_CLOSED', 'Not Started'],
    [false, 'NOT_ELIGIBLE', 'Not Started'],
    [false, 'CONFIRM_WITH_VA', 'In Progress'],
  ] as const)('eligible %s with %s gives %s', (_eligible, status, expected) => {
    expect(statusFromEligibility(status)).toBe(expected);
  });

  it('never shows a benefit as done or an item as ticked that the veteran did not mark', () => {
    // Honorable, separated on 31 March 2025: the Post-9/11 GI Bill, the home loan and UCX among those open.
    const separated = facts({ serviceStartDate: '2019-01-07', separationDate: '2025-03-31' });
    const results = evaluateBenefits(separated, TODAY).map((evaluation) => benefitResult(evaluation));
    expect(results.filter((result) => result.eligible).length).toBeGreaterThan(0);
    for (const result of results) {
      expect(result.status, result.benefitType).not.toBe('Completed');
      expect(result.checklist.completed, result.benefitType).toBe(false);
    }
    const choices: TrackerChoices = {
      statuses: new Map([['VA_HOME_LOAN_COE' as BenefitType, 'Completed']]),
      checklist: new Map([['POST_911_GI_BILL' as BenefitType, true]]),
    };
    const chosen = evaluateBenefits(separated, TODAY).map((evaluation) => benefitResult(evaluation, choices));
    expect(chosen.filter((result) => result.checklist.completed).map((r) => r.benefitType)).toEqual([
      'POST_911_GI_BILL',
    ]);
    expect(chosen.filter((result) => result.status === 'Completed').map((r) => r.benefitType)).toEqual([
      'VA_HOME_LOAN_COE',
    ]);
  });
});

describe('summary and progress', () => {
  it('gives the eligible tier when one benefit is eligible, and a review 30 days ahead', () => {
    expect(benefitsSummary([{ eligible: false }, { eligible: true }], '2026-11-23')).toMatchObject({
      tier: 'Eligible for VA Benefits',
      nextReviewDate: '2026-12-23',
    });
    expect(benefitsSummary([{ eligible: false }], '2026-11-23').tier).toBe('Benefits Review Needed');
  });

  it.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [3, 3, 100],
  ])('%i of %i items completed is %i%%', (done, total, percent) => {
    const items = Array.from({ length: total }, (_, i) => ({ completed: i < done }));
    expect(checklistProgress(items)).toBe(percent);
  });
});
