import { describe, expect, it } from 'vitest';
import { addDays, addOffset } from '../core/calendar-days';
import { evaluateBenefit, type BenefitFacts } from './benefit-eligibility';
import { BENEFIT_TYPES, type BenefitType } from './benefit-rule';
import { BENEFIT_RULES, benefitRule } from './benefit-rules';

const SEPARATION = '2027-03-01';
const facts = (overrides: Partial<BenefitFacts> = {}): BenefitFacts => ({
  dischargeStatus: 'HONORABLE',
  serviceStartDate: '2019-03-02',
  separationDate: SEPARATION,
  ...overrides,
});
const windowOn = (type: BenefitType, today: string, extra: Partial<BenefitFacts> = {}) =>
  evaluateBenefit(benefitRule(type), facts(extra), today).window;

describe('the rules as data', () => {
  it('has one rule per benefit type, each with a source, an application address and a checklist item', () => {
    expect(BENEFIT_RULES.map((rule) => rule.type).sort()).toEqual([...BENEFIT_TYPES].sort());
    for (const rule of BENEFIT_RULES) {
      expect(rule.source.url, rule.type).toMatch(/^https:\/\//);
      expect(rule.applicationUrl, rule.type).toMatch(/^https:\/\//);
      expect(rule.checklistLabel.length, rule.type).toBeGreaterThan(0);
    }
  });
});

// The first and last day of each window for a separation on 1 March 2027 (the last day in service).
const WINDOWS: [BenefitType, string | null, string | null][] = [
  ['TRANSITION_ASSISTANCE_PROGRAM', null, '2026-03-01'],
  ['DOD_SKILLBRIDGE', '2026-09-03', '2027-03-01'],
  ['BENEFITS_DELIVERY_AT_DISCHARGE', '2026-09-02', '2026-12-01'],
  ['EDUCATION_CAREER_COUNSELING', '2026-09-02', '2028-03-01'],
  ['TAMP_CHCBP', '2027-03-02', '2027-10-27'],
  ['DISABILITY_COMPENSATION', '2027-03-02', '2028-03-01'],
  ['SGLI_FREE_COVERAGE', '2027-03-02', '2027-06-29'],
  ['VGLI', '2027-03-02', '2028-06-29'],
  ['VA_DENTAL_ONE_TIME', '2027-03-02', '2027-08-28'],
  ['VA_HEALTH_CARE_COMBAT', '2027-03-02', '2037-03-01'],
  ['VA_MENTAL_HEALTH_NEW_VETERANS', '2027-03-02', '2028-03-01'],
  ['MONTGOMERY_GI_BILL_ACTIVE_DUTY', null, '2037-03-01'],
];

describe.each(WINDOWS)('%s window', (type, opens, closes) => {
  it('dates the window from the separation date', () => {
    const window = windowOn(type, '2026-01-01');
    expect([window.opens, window.closes]).toEqual([opens, closes]);
  });

  if (opens) {
    it('is not yet open the day before it opens, and open on its first day', () => {
      expect(windowOn(type, addDays(opens, -1)).state).toBe('not-yet-open');
      expect(windowOn(type, opens).state).not.toBe('not-yet-open');
    });
  }

  if (closes) {
    it('is open on its last day (0 days left) and missed the day after', () => {
      const last = windowOn(type, closes);
      expect([last.state, last.daysLeft]).toEqual(['closing-soon', 0]);
      const after = windowOn(type, addDays(closes, 1));
      expect([after.state, after.daysLeft]).toEqual(['closed', -1]);
    });
  }
});

describe('windows that changed by law', () => {
  it.each([
    ['2012-10-31', '2013-02-28', 120],
    ['2012-11-01', '2013-06-29', 240],
  ])('VGLI for a separation on %s: no health questions until %s (%i days)', (separationDate, date) => {
    const window = windowOn('VGLI', '2012-01-01', { separationDate, serviceStartDate: '2008-01-01' });
    expect(window.milestone).toEqual({ label: 'Last day without health questions', date });
    expect(window.closes).toBe(addOffset(separationDate, { years: 1, days: 120 }));
  });

  it.each([
    ['POST_911_GI_BILL', '2012-12-31', '2027-12-31'],
    ['POST_911_GI_BILL', '2013-01-01', null],
    ['VETERAN_READINESS_EMPLOYMENT', '2012-12-31', '2024-12-31'],
    ['VETERAN_READINESS_EMPLOYMENT', '2013-01-01', null],
    ['VA_HEALTH_CARE_COMBAT', '2013-09-30', '2018-09-30'],
    ['VA_HEALTH_CARE_COMBAT', '2013-10-01', '2023-10-01'],
  ] as const)('%s for a separation on %s closes on %s', (type, separationDate, closes) => {
    const window = windowOn(type, '2014-01-02', { separationDate, serviceStartDate: '2008-01-01' });
    expect(window.closes).toBe(closes);
    expect(window.state).toBe(closes ? 'open' : 'no-deadline');
  });
});

describe('rules with no deadline', () => {
  it('the home loan certificate has none, and UCX opens the day after separation', () => {
    expect(windowOn('VA_HOME_LOAN_COE', '2026-01-01').state).toBe('no-deadline');
    expect(windowOn('UNEMPLOYMENT_UCX', SEPARATION).state).toBe('not-yet-open');
    expect(windowOn('UNEMPLOYMENT_UCX', '2027-03-02').state).toBe('no-deadline');
  });
});
