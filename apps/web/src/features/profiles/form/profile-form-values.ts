import {
  DEFAULT_JOB_ALERT_FREQUENCY,
  type Branch,
  type DischargeStatus,
  type JobAlertFrequency,
  type VeteranProfile,
} from '@waypoint/shared';

export type ProfileFormMode = 'create' | 'edit';

/** What the inputs hold: strings as typed (dates as yyyy-mm-dd), '' for "nothing chosen". */
export interface ProfileFormValues {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  branch: Branch | '';
  rank: string;
  mosCode: string;
  dischargeStatus: DischargeStatus | '';
  serviceStartDate: string;
  serviceEndDate: string;
  careerInterests: string[];
  preferredLocation: string;
  willingToRelocate: boolean;
  jobAlertFrequency: JobAlertFrequency;
}

/** A blank form; the spec's defaults: not willing to relocate, weekly alerts. */
export function emptyProfileFormValues(email: string): ProfileFormValues {
  return {
    email,
    firstName: '',
    lastName: '',
    phoneNumber: '',
    branch: '',
    rank: '',
    mosCode: '',
    dischargeStatus: '',
    serviceStartDate: '',
    serviceEndDate: '',
    careerInterests: [],
    preferredLocation: '',
    willingToRelocate: false,
    jobAlertFrequency: DEFAULT_JOB_ALERT_FREQUENCY,
  };
}

// Dates are stored as ISO timestamps from midnight UTC (spec §3), so the UTC day is the day the person chose.
const toDateInput = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');
const toIsoDate = (day: string): string => (day ? `${day}T00:00:00.000Z` : '');

export function toFormValues(profile: VeteranProfile): ProfileFormValues {
  return {
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber ?? '',
    branch: profile.branch,
    rank: profile.rank,
    mosCode: profile.mosCode,
    dischargeStatus: profile.dischargeStatus,
    serviceStartDate: toDateInput(profile.serviceStartDate),
    serviceEndDate: toDateInput(profile.serviceEndDate),
    careerInterests: [...profile.careerInterests],
    preferredLocation: profile.preferredLocation,
    willingToRelocate: profile.willingToRelocate,
    jobAlertFrequency: profile.jobAlertFrequency,
  };
}

/**
 * The shared schemas' input. Empty choices stay '' (not undefined) so the partial update schema still reports
 * "required"; the e-mail is read-only and only checked when a profile is created.
 */
export function toSchemaInput(values: ProfileFormValues, mode: ProfileFormMode): Record<string, unknown> {
  const { email, serviceStartDate, serviceEndDate, ...rest } = values;
  return {
    ...rest,
    serviceStartDate: toIsoDate(serviceStartDate),
    serviceEndDate: serviceEndDate ? toIsoDate(serviceEndDate) : null,
    ...(mode === 'create' && { email }),
  };
}
