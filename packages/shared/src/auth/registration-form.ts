import { AUTH_MESSAGES } from './auth';
import type { Branch } from '../core/branches';
import { MOS_MESSAGES } from '../careers/mos-format';
import { PROFILE_MESSAGES } from '../profiles/profile-messages';
import type { CareerInterestId, DischargeStatus, JobAlertFrequency } from '../profiles/profile-enums';
import { DEFAULT_JOB_ALERT_FREQUENCY, REGISTRATION_MAX_INTERESTS } from '../profiles/profile-enums';

/** The registration screen's form. Selects hold '' until a choice is made. */
export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  branch: Branch | '';
  rank: string;
  dischargeStatus: DischargeStatus | '';
  mosCode: string;
  serviceStartDate: string;
  serviceEndDate: string;
  careerInterests: CareerInterestId[];
  preferredLocation: string;
  jobAlertFrequency: JobAlertFrequency | '';
  willingToRelocate: boolean;
}
export type RegistrationField = keyof RegistrationForm;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** The registration table's messages (the first of the two readings), verbatim, and the screen's other texts. */
export const REGISTRATION_MESSAGES = {
  firstName: 'First name is required',
  firstNameTooLong: AUTH_MESSAGES.firstNameTooLong,
  lastName: 'Last name is required',
  lastNameTooLong: AUTH_MESSAGES.lastNameTooLong,
  email: 'Enter a valid email address',
  phone: 'Enter a 10-digit phone number',
  branch: 'Select a service branch',
  rank: 'Select your rank',
  dischargeStatus: 'Select discharge status',
  mosCodeRequired: MOS_MESSAGES.required,
  mosCodeUnknown: MOS_MESSAGES.unknown,
  serviceStartDate: 'Enter your service start date',
  serviceStartInFuture: PROFILE_MESSAGES.serviceStartInFuture,
  serviceEndDate: 'Enter your service end date',
  serviceEndBeforeStart: 'End date must be after start date',
  careerInterests: 'Select at least one career interest',
  careerInterestsTooMany: `Select up to ${REGISTRATION_MAX_INTERESTS} career interests`,
  preferredLocation: 'Enter a preferred location',
  jobAlertFrequency: 'Select a job alert frequency',
  password: AUTH_MESSAGES.passwordRequired,
  passwordTooShort: AUTH_MESSAGES.passwordTooShort,
  passwordTooLong: AUTH_MESSAGES.passwordTooLong,
  confirmPassword: AUTH_MESSAGES.confirmPasswordRequired,
  passwordsMustMatch: AUTH_MESSAGES.passwordsMustMatch,
  banner: 'Please correct the highlighted fields and resubmit your profile.',
  failed: 'Something went wrong while creating your account. Please try again.',
  verificationRequired: AUTH_MESSAGES.verificationRequired,
} as const;

/** A blank form; alerts start at the spec's default frequency (weekly). */
export function emptyRegistrationForm(): RegistrationForm {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    branch: '',
    rank: '',
    dischargeStatus: '',
    mosCode: '',
    serviceStartDate: '',
    serviceEndDate: '',
    careerInterests: [],
    preferredLocation: '',
    jobAlertFrequency: DEFAULT_JOB_ALERT_FREQUENCY,
    willingToRelocate: false,
  };
}
