import { describe, expect, it } from 'vitest';
import { computeBudget } from './plan-budget';
import { planBudgetUpdateSchema, planCustomStepCreateSchema, planStepStatusUpdateSchema } from './plan-http';
import { PLAN_MESSAGES } from './plan-messages';

const expenses = [
  { label: 'Rent', monthly: 1500 },
  { label: 'Food', monthly: 600 },
];

describe('the 12-month budget', () => {
  it('sets 12 months of the target’s wage range and other income against 12 months of expenses', () => {
    const figures = computeBudget({ expenses, otherIncome: 500, wages: { low: 60_000, high: 96_000 } });
    expect(figures).toMatchObject({
      months: 12,
      monthlyExpenses: 2100,
      expenses: 25_200,
      otherIncome: 6000,
      pay: { low: 60_000, high: 96_000 },
      monthlyPay: { low: 5000, high: 8000 },
      income: { low: 66_000, high: 102_000 },
      gap: { low: 40_800, high: 76_800 },
    });
  });

  it('shows a shortfall as a negative gap', () => {
    const figures = computeBudget({
      expenses: [{ label: 'Rent', monthly: 9000 }],
      otherIncome: 0,
      wages: { low: 60_000, high: 70_000 },
    });
    expect(figures.gap).toEqual({ low: -48_000, high: -38_000 });
  });

  it('never turns a BLS marker into a number', () => {
    const figures = computeBudget({ expenses, otherIncome: 0, wages: { low: 150_000, high: '#' } });
    expect(figures.pay).toEqual({ low: 150_000, high: null });
    expect(figures.gap.high).toBeNull();
    const unpublished = computeBudget({ expenses, otherIncome: 0, wages: { low: '*', high: '*' } });
    expect(unpublished.income).toEqual({ low: null, high: null });
  });

  it('has no pay without a target', () => {
    const figures = computeBudget({ expenses: [], otherIncome: 100, wages: null });
    expect(figures).toMatchObject({ expenses: 0, otherIncome: 1200, pay: { low: null, high: null } });
  });
});

describe('the plan’s input schemas', () => {
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('takes whole dollars only, up to the limit', () => {
    expect(planBudgetUpdateSchema.safeParse({ expenses, otherIncome: 0 }).success).toBe(true);
    for (const monthly of [-1, 10.5, 1_000_001, '100'])
      expect(
        messageOf(
          planBudgetUpdateSchema.safeParse({ expenses: [{ label: 'Rent', monthly }], otherIncome: 0 }),
        ),
      ).toBe(PLAN_MESSAGES.amountInvalid);
    expect(
      messageOf(planBudgetUpdateSchema.safeParse({ expenses: [{ label: ' ', monthly: 1 }], otherIncome: 0 })),
    ).toBe(PLAN_MESSAGES.expenseLabelRequired);
  });

  it('takes a custom step’s title, dates in order and a Waypoint link only', () => {
    expect(
      planCustomStepCreateSchema.safeParse({ title: 'Call the base education office', href: '/benefits' })
        .success,
    ).toBe(true);
    expect(messageOf(planCustomStepCreateSchema.safeParse({ title: '' }))).toBe(
      PLAN_MESSAGES.stepTitleRequired,
    );
    expect(messageOf(planCustomStepCreateSchema.safeParse({ title: 'x'.repeat(121) }))).toBe(
      PLAN_MESSAGES.stepTitleTooLong,
    );
    for (const href of ['https://example.com', '//example.com', 'plan', '/a b'])
      expect(messageOf(planCustomStepCreateSchema.safeParse({ title: 'x', href }))).toBe(
        PLAN_MESSAGES.stepHrefInvalid,
      );
    expect(
      messageOf(
        planCustomStepCreateSchema.safeParse({ title: 'x', opens: '2027-02-01', closes: '2027-01-01' }),
      ),
    ).toBe(PLAN_MESSAGES.stepDatesOrder);
    expect(messageOf(planCustomStepCreateSchema.safeParse({ title: 'x', opens: '2027-02-30' }))).toBe(
      PLAN_MESSAGES.stepDateInvalid,
    );
  });

  it('takes a done day only with done', () => {
    expect(planStepStatusUpdateSchema.safeParse({ status: 'done', doneOn: '2026-11-01' }).success).toBe(true);
    expect(messageOf(planStepStatusUpdateSchema.safeParse({ status: 'skipped', doneOn: '2026-11-01' }))).toBe(
      PLAN_MESSAGES.doneOnWithoutDone,
    );
    expect(messageOf(planStepStatusUpdateSchema.safeParse({ status: 'finished' }))).toBe(
      PLAN_MESSAGES.unknownStatus,
    );
  });
});
