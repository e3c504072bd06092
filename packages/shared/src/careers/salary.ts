const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "$62,000–$96,000": whole dollars, joined by an en dash as the spec writes it. */
export function formatSalaryRange(low: number, high: number): string {
  return `${dollars.format(low)}\u2013${dollars.format(high)}`;
}
