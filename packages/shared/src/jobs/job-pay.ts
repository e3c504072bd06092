/** How often a posting's pay is stated: USAJOBS `RateIntervalCode`, schema.org `unitText`, a CSV's `pay_interval`. */
export const PAY_INTERVALS = ['HOUR', 'DAY', 'WEEK', 'BIWEEK', 'MONTH', 'YEAR'] as const;
export type PayInterval = (typeof PAY_INTERVALS)[number];

/**
 * Periods in a working year: 40 hours a week for 52 weeks (2,080 hours), 5 days a week (260 days). A year of an
 * hourly rate is the rate times 2,080, as U.S. employers and the BLS annualise hourly wages.
 */
export const PERIODS_A_YEAR: Record<PayInterval, number> = {
  HOUR: 2080,
  DAY: 260,
  WEEK: 52,
  BIWEEK: 26,
  MONTH: 12,
  YEAR: 1,
};

const PER: Record<PayInterval, string> = {
  HOUR: 'an hour',
  DAY: 'a day',
  WEEK: 'a week',
  BIWEEK: 'every two weeks',
  MONTH: 'a month',
  YEAR: 'a year',
};

export interface PostedPay {
  min: number | null;
  max: number | null;
  interval: PayInterval;
}

/** The yearly amount of a posted amount, in whole dollars. */
export const yearlyPay = (amount: number, interval: PayInterval) =>
  Math.round(amount * PERIODS_A_YEAR[interval]);

function money(amount: number, cents: boolean): string {
  return amount.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  });
}

function range(min: number | null, max: number | null, cents: boolean): string | null {
  if (min !== null && max !== null)
    return min === max ? money(min, cents) : `${money(min, cents)}\u2013${money(max, cents)}`;
  if (min !== null) return `From ${money(min, cents)}`;
  if (max !== null) return `Up to ${money(max, cents)}`;
  return null;
}

/**
 * Pay as posted, with its yearly equivalent when it is not yearly: "$24.18–$31.43 an hour, about $50,294–$65,374
 * a year"; yearly pay alone: "$45,000–$58,500 a year". Null when the posting names no amount.
 */
export function formatPay({ min, max, interval }: PostedPay): string | null {
  const cents = [min, max].some((amount) => amount !== null && !Number.isInteger(amount));
  const posted = range(min, max, cents);
  if (posted === null) return null;
  if (interval === 'YEAR') return `${posted} ${PER.YEAR}`;
  // "From $18 an hour" already says which end it is: the yearly amount follows it plainly.
  const yearly = [min, max]
    .filter((amount): amount is number => amount !== null)
    .map((amount) => yearlyPay(amount, interval));
  const about = range(yearly[0]!, yearly[yearly.length - 1]!, false);
  return `${posted} ${PER[interval]}, about ${about} ${PER.YEAR}`;
}

export interface PayGrade {
  payPlan: string;
  low: number;
  high: number;
}

/** "GS-11", "GS-9 to GS-11", "WG-10". */
export function formatGrade({ payPlan, low, high }: PayGrade): string {
  return low === high ? `${payPlan}-${low}` : `${payPlan}-${low} to ${payPlan}-${high}`;
}

/** "Quantico, VA", "Quantico, VA and 1 more", "Quantico, VA and 2 more". */
export function locationSummary(locations: readonly string[], fallback = 'Location not given'): string {
  const [first, ...rest] = locations;
  if (first === undefined) return fallback;
  return rest.length === 0 ? first : `${first} and ${rest.length} more`;
}
