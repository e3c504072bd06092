// packages/shared has no rank enum yet; the spec's list (E-1 to E-9, W-1 to W-5, O-1 to O-6) lives here until it does.
const range = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}`);

export const RANK_GROUPS = [
  { label: 'Enlisted', ranks: range('E', 9) },
  { label: 'Warrant officer', ranks: range('W', 5) },
  { label: 'Officer', ranks: range('O', 6) },
] as const;
