import type { WageFigure } from './catalogue-types';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "$64,470–$119,690": whole dollars, joined by an en dash as the spec writes ranges. */
export function formatSalaryRange(low: number, high: number): string {
  return `${dollars.format(low)}\u2013${dollars.format(high)}`;
}

/** BLS's top-coded annual wage in the May 2024 release: `#` in its files means "above" this. */
export const BLS_TOP_CODED_ANNUAL_WAGE = 239_200;

/**
 * A 25th–75th percentile range as BLS publishes it: "$64,470–$119,690"; a top-coded percentile reads
 * "above $239,200" (and both top-coded, just that); a percentile BLS does not publish makes it "not published".
 */
export function formatWageRange(low: WageFigure, high: WageFigure): string {
  if (low === '*' || high === '*') return 'not published';
  const above = `above ${dollars.format(BLS_TOP_CODED_ANNUAL_WAGE)}`;
  if (low === '#') return above;
  if (high === '#') return `${dollars.format(low)} to ${above}`;
  return formatSalaryRange(low, high);
}

/** What a shipped salary range is: the 25th to 75th percentile of annual wages, so half of earners fall inside it. */
export const WAGE_RANGE_MEANING = 'middle 50% of earners';

/**
 * What each salary source id (catalogue/sources.md) is called beside a figure a user sees: what the range is and
 * the release it comes from.
 */
export const WAGE_RELEASE_LABELS: Record<string, string> = {
  'bls-oews-may-2024': `${WAGE_RANGE_MEANING}, BLS OEWS May 2024, national`,
};

/**
 * A source id may name the SOC whose figure an O*NET-SOC occupation shows ("bls-oews-may-2024:33-3021"): OEWS
 * publishes no wage for O*NET's detail, so its parent's figure is shown and the label says so.
 */
export const wageReleaseLabel = (source: string): string => {
  const [release = source, parent] = source.split(':');
  const label = WAGE_RELEASE_LABELS[release] ?? release;
  return parent ? `${label}, figure for SOC ${parent}` : label;
};
