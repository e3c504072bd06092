import type { VeteranProfile } from '@waypoint/shared';
import { RANK_GROUPS } from './ranks';
import { DEFAULT_VALUES, type TranslateFormValues } from './translate-form-values';

const KNOWN_RANKS: ReadonlySet<string> = new Set(RANK_GROUPS.flatMap((group) => group.ranks));

/** Whole years from the start of service to its end (or today, still serving); '' when the dates do not read. */
export function yearsOfServiceFrom(start: string, end: string | null, today = new Date()): string {
  const from = new Date(start);
  const to = end ? new Date(end) : today;
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to < from) return '';
  let years = to.getUTCFullYear() - from.getUTCFullYear();
  const beforeAnniversary =
    to.getUTCMonth() < from.getUTCMonth() ||
    (to.getUTCMonth() === from.getUTCMonth() && to.getUTCDate() < from.getUTCDate());
  if (beforeAnniversary) years -= 1;
  return String(years);
}

/** The translation form as the veteran's profile fills it: their branch, code, highest rank and years served. */
export function translateDefaultsFrom(profile: VeteranProfile): TranslateFormValues {
  return {
    ...DEFAULT_VALUES,
    branch: profile.branch,
    mosCode: profile.mosCode,
    rank: KNOWN_RANKS.has(profile.rank) ? profile.rank : '',
    yearsOfService: yearsOfServiceFrom(profile.serviceStartDate, profile.serviceEndDate),
  };
}
