import { describe, expect, it } from 'vitest';
import { addDays } from '../core/calendar-days';
import { evaluateBenefit } from './benefit-eligibility';
import {
  daysLeftWords,
  dueReminder,
  dueThreshold,
  longDate,
  REMINDER_THRESHOLDS,
  reminderMessage,
} from './benefit-reminders';
import { benefitRule } from './benefit-rules';

describe('reminder thresholds', () => {
  it.each([
    [61, null],
    [60, 60],
    [31, 60],
    [30, 30],
    [8, 30],
    [7, 7],
    [0, 7],
    [-1, null],
  ])('with %i days left the due threshold is %s', (daysLeft, threshold) => {
    expect(dueThreshold(daysLeft)).toBe(threshold);
  });

  it('are 60, 30 and 7 days', () => {
    expect(REMINDER_THRESHOLDS).toEqual([60, 30, 7]);
  });
});

describe('dueReminder', () => {
  const facts = (separationDate: string | null) => ({
    dischargeStatus: 'HONORABLE' as const,
    serviceStartDate: '2019-01-07',
    separationDate,
  });
  const today = '2026-06-01';

  it('is due for an open window at a threshold, with its last day', () => {
    // BDD closes 90 days before separation: separating in 120 days leaves 30.
    const evaluation = evaluateBenefit(
      benefitRule('BENEFITS_DELIVERY_AT_DISCHARGE'),
      facts(addDays(today, 120)),
      today,
    );
    expect(dueReminder(evaluation)).toEqual({
      benefitType: 'BENEFITS_DELIVERY_AT_DISCHARGE',
      closes: addDays(today, 30),
      daysLeft: 30,
      threshold: 30,
    });
  });

  it('is not due for a window not open yet, closed, undated or without a deadline, or a benefit ruled out', () => {
    const bdd = benefitRule('BENEFITS_DELIVERY_AT_DISCHARGE');
    expect(dueReminder(evaluateBenefit(bdd, facts(addDays(today, 250)), today))).toBeNull();
    expect(dueReminder(evaluateBenefit(bdd, facts(addDays(today, 80)), today))).toBeNull();
    expect(dueReminder(evaluateBenefit(bdd, facts(null), today))).toBeNull();
    const homeLoan = benefitRule('VA_HOME_LOAN_COE');
    expect(dueReminder(evaluateBenefit(homeLoan, facts(addDays(today, -30)), today))).toBeNull();
    const dental = benefitRule('VA_DENTAL_ONE_TIME');
    const dishonorable = { ...facts(addDays(today, -150)), dischargeStatus: 'DISHONORABLE' as const };
    expect(dueReminder(evaluateBenefit(dental, dishonorable, today))).toBeNull();
  });
});

describe('reminders for the GI Bill transfer and for a discharge VA decides on', () => {
  const today = '2026-06-01';

  it('reminds of the GI Bill transfer before the last day in service, with its service obligation', () => {
    const rule = benefitRule('POST_911_GI_BILL_TRANSFER');
    const facts = {
      dischargeStatus: null,
      serviceStartDate: '2016-01-04',
      separationDate: addDays(today, 30),
    };
    const reminder = dueReminder(evaluateBenefit(rule, facts, today));
    expect(reminder).toEqual({
      benefitType: 'POST_911_GI_BILL_TRANSFER',
      closes: addDays(today, 30),
      daysLeft: 30,
      threshold: 30,
    });
    const message = reminderMessage(rule.name, reminder!.closes, reminder!.daysLeft, rule.reminderNote);
    expect(message.title).toBe('Transfer your Post-9/11 GI Bill to your family (TEB): 30 days left');
    expect(message.body).toContain(
      'Apply by 1 July 2026. That is 30 days from today. The transfer must be approved while you serve and adds 4 years of service',
    );
    // Once separated it is too late: nothing more to remind.
    const after = { ...facts, separationDate: addDays(today, -1) };
    expect(dueReminder(evaluateBenefit(rule, after, today))).toBeNull();
  });

  it('reminds an other-than-honorable veteran of the disability claim year: VA decides, so apply in time', () => {
    const facts = {
      dischargeStatus: 'OTHER_THAN_HONORABLE' as const,
      serviceStartDate: '2019-01-07',
      separationDate: addDays(today, -365 + 60),
    };
    const evaluation = evaluateBenefit(benefitRule('DISABILITY_COMPENSATION'), facts, today);
    expect(evaluation.eligibilityStatus).toBe('CONFIRM_WITH_VA');
    expect(dueReminder(evaluation)).toMatchObject({ daysLeft: 60, threshold: 60 });
  });
});

describe('the reminder message', () => {
  it('names the benefit, the exact last day and the days left in plain words', () => {
    expect(longDate('2027-03-14')).toBe('14 March 2027');
    expect(reminderMessage('VGLI', '2027-03-14', 30)).toEqual({
      title: 'VGLI: 30 days left',
      body:
        'Your window for VGLI is open. Apply by 14 March 2027. That is 30 days from today. Your benefits ' +
        'tracker lists what to bring and where to apply. If you already did it, mark it Completed there and we ' +
        'will stop reminding you.',
      link: '/benefits',
    });
    expect(reminderMessage('VGLI', '2027-03-14', 1).body).toContain('That is tomorrow.');
    expect(reminderMessage('VGLI', '2027-03-14', 0).title).toBe('VGLI: today is the last day');
    expect(daysLeftWords(1)).toBe('1 day left');
  });
});
