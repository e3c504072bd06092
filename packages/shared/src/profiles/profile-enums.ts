/** Veteran-profile enumerations with the labels a person reads. */

/** decision 013 §1: the union of the spec's two readings. */
export const DISCHARGE_STATUSES = [
  'HONORABLE',
  'GENERAL',
  'OTHER_THAN_HONORABLE',
  'BAD_CONDUCT',
  'DISHONORABLE',
  'ENTRY_LEVEL_SEPARATION',
  'MEDICAL',
] as const;
export type DischargeStatus = (typeof DISCHARGE_STATUSES)[number];

export const DISCHARGE_STATUS_LABELS: Record<DischargeStatus, string> = {
  HONORABLE: 'Honorable',
  GENERAL: 'General',
  OTHER_THAN_HONORABLE: 'Other than honorable',
  BAD_CONDUCT: 'Bad conduct',
  DISHONORABLE: 'Dishonorable',
  ENTRY_LEVEL_SEPARATION: 'Entry-level separation',
  MEDICAL: 'Medical separation',
};

const grades = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);

/** E-1 to E-9, W-1 to W-5, O-1 to O-6. */
export const RANKS = [...grades('E', 9), ...grades('W', 5), ...grades('O', 6)] as readonly string[];

export const JOB_ALERT_FREQUENCIES = ['REAL_TIME', 'DAILY', 'WEEKLY', 'DISABLED'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = {
  REAL_TIME: 'Real time',
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  DISABLED: 'Do not send alerts',
};

/** The profile form's default alert frequency (spec: weekly). */
export const DEFAULT_JOB_ALERT_FREQUENCY: JobAlertFrequency = 'WEEKLY';

export const CAREER_INTEREST_IDS = [
  'security',
  'logistics',
  'healthcare',
  'technology',
  'leadership',
  'aviation',
  'operations',
  'administration',
] as const;
export type CareerInterestId = (typeof CAREER_INTEREST_IDS)[number];

export const CAREER_INTEREST_LABELS: Record<CareerInterestId, string> = {
  security: 'Security',
  logistics: 'Logistics',
  healthcare: 'Healthcare',
  technology: 'Technology',
  leadership: 'Leadership',
  aviation: 'Aviation',
  operations: 'Operations',
  administration: 'Administration',
};

/** Registration allows at most 5 interests; the profile form at most 10 (decision 013 §11). */
export const REGISTRATION_MAX_INTERESTS = 5;
export const PROFILE_MAX_INTERESTS = 10;
