import {
  DEFAULT_JOB_ALERT_FREQUENCY,
  veteranProfileCreateSchema,
  veteranProfileUpdateSchema,
  type Branch,
  type DischargeStatus,
  type JobAlertFrequency,
  type VeteranProfile,
  type VeteranProfileUpdate,
} from '@waypoint/shared';
import type { FormSchema } from '../../../lib/forms/form-schema';

export type ProfileFormMode = 'create' | 'edit';

/** The validated, normalized profile (trimmed, phone as digits with a plus, MOS upper case, ISO dates). */
export type ProfileFormOutput = VeteranProfileUpdate & { email?: string };

/**
 * The shared schemas (the API uses the same ones): the create schema also checks the e-mail, the update schema
 * leaves it out because it is read-only.
 */
export const profileFormSchema = (mode: ProfileFormMode): FormSchema<ProfileFormOutput> =>
  mode === 'create' ? veteranProfileCreateSchema : veteranProfileUpdateSchema;

/**
 * What the inputs hold: strings as typed (dates as yyyy-mm-dd), '' for "nothing chosen". In the form's order: on
 * submit the first field in error takes focus.
 */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  branch: Branch | '';
  rank: string;
  mosCode: string;
  dischargeStatus: DischargeStatus | '';
  serviceStartDate: string;
  serviceEndDate: string;
  careerInterests: string[];
  preferredLocation: string;
  jobAlertFrequency: JobAlertFrequency;
  willingToRelocate: boolean;
}

/** A blank form; the spec's defaults: not willing to relocate, weekly alerts. */
export function emptyProfileFormValues(email: string): ProfileFormValues {
  return {
    firstName: '',
    lastName: '',
    email,
    phoneNumber: '',
    branch: '',
    rank: '',
    mosCode: '',
    dischargeStatus: '',
    serviceStartDate: '',
    serviceEndDate: '',
    careerInterests: [],
    preferredLocation: '',
    jobAlertFrequency: DEFAULT_JOB_ALERT_FREQUENCY,
    willingToRelocate: false,
  };
}

// Dates are stored as ISO timestamps from midnight UTC (spec §3), so the UTC day is the day the person chose.
const toDateInput = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');
const toIsoDate = (day: string): string => (day ? `${day}T00:00:00.000Z` : '');

export function toFormValues(profile: VeteranProfile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phoneNumber: profile.phoneNumber ?? '',
    branch: profile.branch,
    rank: profile.rank,
    mosCode: profile.mosCode,
    dischargeStatus: profile.dischargeStatus,
    serviceStartDate: toDateInput(profile.serviceStartDate),
    serviceEndDate: toDateInput(profile.serviceEndDate),
    careerInterests: [...profile.careerInterests],
    preferredLocation: profile.preferredLocation,
    jobAlertFrequency: profile.jobAlertFrequency,
    willingToRelocate: profile.willingToRelocate,
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
