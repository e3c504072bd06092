import {
  BRANCH_LABELS,
  CAREER_INTEREST_IDS,
  CAREER_INTEREST_LABELS,
  DISCHARGE_STATUS_LABELS,
  displayEnum,
  JOB_ALERT_FREQUENCY_LABELS,
  type CareerInterestId,
  type VeteranProfile,
} from '@waypoint/shared';

/** The spec's summary-card fallbacks (§2, "Profile page"). */
export const SUMMARY_FALLBACKS = {
  name: 'Veteran',
  rank: 'Rank pending',
  branch: 'Service branch TBD',
  location: 'Preferred location TBD',
  status: 'Status TBD',
} as const;

const isInterestId = (value: string): value is CareerInterestId =>
  (CAREER_INTEREST_IDS as readonly string[]).includes(value);

/** Registration stores interest ids, the profile form free text; both read as words. */
export const interestLabel = (interest: string): string =>
  isInterestId(interest) ? CAREER_INTEREST_LABELS[interest] : interest;

export const fullName = (profile: Pick<VeteranProfile, 'firstName' | 'lastName'>): string =>
  [profile.firstName, profile.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

export const displayName = (profile: Pick<VeteranProfile, 'firstName' | 'lastName'>): string =>
  fullName(profile) || SUMMARY_FALLBACKS.name;

/** A label where one exists (BRANCH_LABELS), otherwise underscores as spaces. */
export function branchLabel(branch: string | null | undefined): string {
  if (!branch) return SUMMARY_FALLBACKS.branch;
  return branch in BRANCH_LABELS ? BRANCH_LABELS[branch as keyof typeof BRANCH_LABELS] : displayEnum(branch);
}

export const rankLabel = (rank: string | null | undefined): string =>
  rank ? displayEnum(rank) : SUMMARY_FALLBACKS.rank;

export function dischargeLabel(status: string | null | undefined): string {
  if (!status) return SUMMARY_FALLBACKS.status;
  return DISCHARGE_STATUS_LABELS[status as keyof typeof DISCHARGE_STATUS_LABELS] ?? displayEnum(status);
}

export const alertsLabel = (frequency: string): string =>
  `Alerts: ${JOB_ALERT_FREQUENCY_LABELS[frequency as keyof typeof JOB_ALERT_FREQUENCY_LABELS] ?? displayEnum(frequency)}`;

export const relocationText = (willing: boolean): string =>
  willing ? 'Open to relocation' : 'Prefers current location';
