import { describe, expect, it } from 'vitest';
import { addDays, addOffset, daysBetween, toIsoDay, type IsoDay } from '../core/calendar-days';
import { isCalendarDate } from '../core/date-check';
import { evaluateBenefit, type BenefitFacts } from './benefit-eligibility';
import { BENEFIT_TYPES, type BenefitRule, type BenefitType } from './benefit-rule';
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
  it('has one rule per benefit type, each with an application address and a checklist item', () => {
    expect(BENEFIT_RULES.map((rule) => rule.type).sort()).toEqual([...BENEFIT_TYPES].sort());
    for (const rule of BENEFIT_RULES) {
      expect(rule.applicationUrl, rule.type).toMatch(/^https:\/\//);
      expect(rule.checklistLabel.length, rule.type).toBeGreaterThan(0);
    }
  });
});

/** A rule is re-checked against its source at least this often. */
const MAX_AGE_DAYS = 365;
/** The agencies whose own pages state the rules: VA, the Department of Labor, DoD (.mil). */
const OFFICIAL_PAGE = /^https:\/\/([a-z0-9-]+\.)*(va\.gov|dol\.gov|mil)\//;
const LAW_TEXT = /^https:\/\/(www\.law\.cornell\.edu|www\.ecfr\.gov|uscode\.house\.gov|www\.govinfo\.gov)\//;
const CITATION = /\d+ (U\.S\.C\.|C\.F\.R\.) (§|part)|Pub\. L\./;

/** What is missing or out of date in a rule's sources on `today`; empty when it may be shown to veterans. */
function sourceProblems(rule: BenefitRule, today: IsoDay): string[] {
  const problems: string[] = [];
  const { source, law } = rule;
  if (!source.title.trim()) problems.push('source has no title');
  if (!OFFICIAL_PAGE.test(source.url)) problems.push(`source is not an official page: ${source.url}`);
  if (!isCalendarDate(source.lastVerified)) problems.push('lastVerified is not a day');
  else if (source.lastVerified > today) problems.push(`lastVerified ${source.lastVerified} is in the future`);
  else if (daysBetween(source.lastVerified, today) > MAX_AGE_DAYS)
    problems.push(
      `last verified ${source.lastVerified}, more than 12 months before ${today}: check it again`,
    );
  if (law.citation === null) {
    if (law.reason.trim().length < 20) problems.push('no law, and no reason why');
  } else {
    if (!CITATION.test(law.citation)) problems.push(`law is not a U.S.C./C.F.R. citation: ${law.citation}`);
    if (!LAW_TEXT.test(law.url)) problems.push(`law links to no official text: ${law.url}`);
  }
  return problems;
}

describe('every rule is sourced, cites its law and was checked within 12 months', () => {
  // The real clock on purpose: a rule last checked more than 12 months ago fails CI until someone checks it again
  // against its source (and updates docs/benefits-rules.md).
  const today = toIsoDay(new Date());

  it.each(BENEFIT_RULES.map((rule) => [rule.type, rule] as const))('%s', (_type, rule) => {
    expect(sourceProblems(rule, today)).toEqual([]);
  });

  it('finds a stale check, a date in the future, a news page and a missing law', () => {
    const rule = benefitRule('VGLI');
    const at = (lastVerified: IsoDay, change: Partial<BenefitRule> = {}) =>
      sourceProblems({ ...rule, ...change, source: { ...rule.source, lastVerified } }, today);
    expect(at(addDays(today, -MAX_AGE_DAYS))).toEqual([]);
    expect(at(addDays(today, -MAX_AGE_DAYS - 1))[0]).toMatch(/more than 12 months/);
    expect(at(addDays(today, 1))[0]).toMatch(/in the future/);
    expect(
      sourceProblems({ ...rule, source: { ...rule.source, url: 'https://www.military.com/news' } }, today),
    ).toEqual(['source is not an official page: https://www.military.com/news']);
    expect(at(today, { law: { citation: null, reason: '' } })).toEqual(['no law, and no reason why']);
    expect(at(today, { law: { citation: 'the PACT Act', url: 'https://example.org/' } })).toHaveLength(2);
  });
});

// The first and last day of each window for a separation on 1 March 2027 (the last day in service).
const WINDOWS: [BenefitType, string | null, string | null][] = [
  ['TRANSITION_ASSISTANCE_PROGRAM', null, '2027-03-01'],
  ['DOD_SKILLBRIDGE', '2026-09-03', '2027-03-01'],
  ['BENEFITS_DELIVERY_AT_DISCHARGE', '2026-09-02', '2026-12-01'],
  ['EDUCATION_CAREER_COUNSELING', '2026-09-02', null],
  ['TAMP_CHCBP', '2027-03-02', '2027-10-27'],
  ['DISABILITY_COMPENSATION', '2027-03-02', '2028-03-01'],
  ['SGLI_FREE_COVERAGE', '2027-03-02', '2027-06-29'],
  ['VGLI', '2027-03-02', '2028-06-29'],
  ['VA_DENTAL_ONE_TIME', '2027-03-02', '2027-08-28'],
  ['VA_HEALTH_CARE_COMBAT', '2027-03-02', null],
  ['VA_MENTAL_HEALTH_NEW_VETERANS', '2027-03-02', null],
  ['MONTGOMERY_GI_BILL_ACTIVE_DUTY', null, '2037-03-01'],
  ['POST_911_GI_BILL_TRANSFER', null, '2027-03-01'],
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
  ] as const)('%s for a separation on %s closes on %s', (type, separationDate, closes) => {
    const window = windowOn(type, '2014-01-02', { separationDate, serviceStartDate: '2008-01-01' });
    expect(window.closes).toBe(closes);
    expect(window.state).toBe(closes ? 'open' : 'no-deadline');
  });

  it.each([
    ['VA_HEALTH_CARE_COMBAT', '2013-09-30', '2018-09-30'],
    ['VA_HEALTH_CARE_COMBAT', '2013-10-01', '2023-10-01'],
    ['VETERAN_READINESS_EMPLOYMENT', '2012-12-31', '2024-12-31'],
  ] as const)(
    '%s for a separation on %s: a milestone on %s, never "missed"',
    (type, separationDate, date) => {
      const window = windowOn(type, '2030-01-02', { separationDate, serviceStartDate: '2008-01-01' });
      expect(window.milestone?.date).toBe(date);
      expect([window.closes, window.state]).toEqual([null, 'no-deadline']);
    },
  );

  it('VR&E has no time limit for a separation from 1 January 2013', () => {
    const window = windowOn('VETERAN_READINESS_EMPLOYMENT', '2040-01-02', { separationDate: '2013-01-01' });
    expect([window.closes, window.milestone, window.state]).toEqual([null, null, 'no-deadline']);
  });
});

describe('windows that do not read "missed" too early', () => {
  it('TAP stays open until the last day in service, with its 365-day start as a milestone', () => {
    const window = windowOn('TRANSITION_ASSISTANCE_PROGRAM', addDays(SEPARATION, -100));
    expect(window).toMatchObject({ state: 'open', closes: SEPARATION, daysLeft: 100 });
    expect(window.milestone?.date).toBe(addDays(SEPARATION, -365));
  });

  it.each([
    ['EDUCATION_CAREER_COUNSELING', { years: 1 }],
    ['VA_HEALTH_CARE_COMBAT', { years: 10 }],
    ['VA_MENTAL_HEALTH_NEW_VETERANS', { years: 1 }],
  ] as const)('%s marks the date that changes things, and is not missed after it', (type, offset) => {
    const milestone = addOffset(SEPARATION, offset);
    const window = windowOn(type, addDays(milestone, 1));
    expect(window.milestone?.date).toBe(milestone);
    expect(window.state).toBe('no-deadline');
  });

  it('the GI Bill transfer closes on the last day in service and marks the last day with 4 years ahead', () => {
    const window = windowOn('POST_911_GI_BILL_TRANSFER', '2022-01-01');
    expect(window).toMatchObject({ closes: SEPARATION, milestone: { date: '2023-03-01' } });
    expect(windowOn('POST_911_GI_BILL_TRANSFER', addDays(SEPARATION, 1)).state).toBe('closed');
  });
});

describe('rules with no deadline', () => {
  it('the home loan certificate has none, and UCX opens the day after separation', () => {
    expect(windowOn('VA_HOME_LOAN_COE', '2026-01-01').state).toBe('no-deadline');
    expect(windowOn('UNEMPLOYMENT_UCX', SEPARATION).state).toBe('not-yet-open');
    expect(windowOn('UNEMPLOYMENT_UCX', '2027-03-02').state).toBe('no-deadline');
  });
});
