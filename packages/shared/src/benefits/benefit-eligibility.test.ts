import { describe, expect, it } from 'vitest';
import {
  ADD_SEPARATION_DATE,
  evaluateBenefit,
  evaluateBenefits,
  type BenefitFacts,
} from './benefit-eligibility';
import { benefitRule } from './benefit-rules';
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

  it('says TAP was missed', () => {
    expect(evaluate('TRANSITION_ASSISTANCE_PROGRAM')).toMatchObject({ eligibilityStatus: 'WINDOW_CLOSED' });
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
    ['2026-07-31', 'NOT_ELIGIBLE'],
    ['2026-08-01', 'ELIGIBLE'],
  ])('counts 90 days of service inclusively (start 2026-05-04, separation %s)', (separationDate, status) => {
    expect(
      evaluate('VA_HOME_LOAN_COE', { serviceStartDate: '2026-05-04', separationDate }).eligibilityStatus,
    ).toBe(status);
  });

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

describe('the spec status mapping', () => {
  it.each([
    [true, 'ELIGIBLE', 'Completed'],
    [false, 'PENDING_VERIFICATION', 'In Progress'],
    [false, 'REQUIRES_ACTION', 'In Progress'],
    [false, 'NOT_YET_OPEN', 'Not Started'],
    [false, 'WINDOW_CLOSED', 'Not Started'],
    [false, 'NOT_ELIGIBLE', 'Not Started'],
  ] as const)('eligible %s with %s gives %s', (eligible, status, expected) => {
    expect(statusFromEligibility(eligible, status)).toBe(expected);
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
