import type { WageFigure } from '../careers/catalogue-types';

/*
 * The 12-month post-separation budget (a Career Readiness Standard): the veteran's own monthly expenses and other
 * income against the pay a target career offers. The pay is the national 25th–75th percentile annual wage BLS
 * publishes for the occupation (before taxes); the catalogue holds no local wages, so no place is adjusted for and
 * the view says so. BLS markers ('#' above the top-coded wage, '*' not published) are never turned into numbers.
 */

export const BUDGET_MONTHS = 12;

export const BUDGET_LIMITS = {
  expensesMax: 30,
  labelMax: 60,
  /** Whole dollars a month, for one expense line and for other income. */
  monthlyMax: 1_000_000,
} as const;

export interface BudgetExpense {
  label: string;
  /** Whole dollars a month. */
  monthly: number;
}

export interface BudgetInputs {
  expenses: readonly BudgetExpense[];
  /** Other monthly income after separation (retired pay, VA compensation, a spouse's pay), whole dollars. */
  otherIncome: number;
  /** The target's national annual wage range; null without a target. */
  wages: { low: WageFigure; high: WageFigure } | null;
}

/** A low and a high figure; null where BLS publishes a marker instead of a number (or there is no target). */
export interface BudgetRange {
  low: number | null;
  high: number | null;
}

export interface BudgetFigures {
  months: typeof BUDGET_MONTHS;
  monthlyExpenses: number;
  /** The 12 months' expenses. */
  expenses: number;
  /** The 12 months' other income. */
  otherIncome: number;
  /** The 12 months' pay before taxes at the 25th and 75th percentile wage. */
  pay: BudgetRange;
  /** Monthly pay before taxes, rounded down to whole dollars. */
  monthlyPay: BudgetRange;
  /** Pay and other income over 12 months. */
  income: BudgetRange;
  /** Income less expenses over 12 months: negative is a shortfall. */
  gap: BudgetRange;
}

const dollars = (figure: WageFigure | undefined): number | null =>
  typeof figure === 'number' ? figure : null;

const plus = (value: number | null, more: number) => (value === null ? null : value + more);

/** The budget's figures over 12 months. */
export function computeBudget({ expenses, otherIncome, wages }: BudgetInputs): BudgetFigures {
  const monthlyExpenses = expenses.reduce((sum, expense) => sum + expense.monthly, 0);
  const yearExpenses = monthlyExpenses * BUDGET_MONTHS;
  const yearOther = otherIncome * BUDGET_MONTHS;
  const pay: BudgetRange = { low: dollars(wages?.low), high: dollars(wages?.high) };
  const income: BudgetRange = { low: plus(pay.low, yearOther), high: plus(pay.high, yearOther) };
  return {
    months: BUDGET_MONTHS,
    monthlyExpenses,
    expenses: yearExpenses,
    otherIncome: yearOther,
    pay,
    monthlyPay: {
      low: pay.low === null ? null : Math.floor(pay.low / BUDGET_MONTHS),
      high: pay.high === null ? null : Math.floor(pay.high / BUDGET_MONTHS),
    },
    income,
    gap: { low: plus(income.low, -yearExpenses), high: plus(income.high, -yearExpenses) },
  };
}
