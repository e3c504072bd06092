import { newPasswordProblem } from './auth';
import { signUpRequestSchema } from './sign-up';
import { isAfterDay, isCalendarDate, localDay } from '../core/dates';
import { NAME_MAX_LENGTH } from '../core/person-name';
import { validateMosCodeFormat } from '../careers/mos-format';
import { isUsPhoneDigits } from '../core/phone';
import { veteranProfileCreateSchema } from '../profiles/profiles';
import { REGISTRATION_MAX_INTERESTS } from '../profiles/profile-enums';
import {
  REGISTRATION_MESSAGES,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationForm,
} from './registration-form';
import { buildRegistrationProfile, buildSignUpRequest } from './registration-payload';

export * from './registration-form';
export * from './registration-payload';

const M = REGISTRATION_MESSAGES;
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value);

function phoneProblem(phone: string): string | undefined {
  // 10 or 11 digits (spec): a U.S. number, with its country code 1 or without; stored as +1 and the ten digits.
  return isUsPhoneDigits(phone) ? undefined : M.phone;
}

/** The shared new-password rules, with the name and address typed above the password. */
const passwordProblem = ({ password, email, firstName, lastName }: RegistrationForm) =>
  newPasswordProblem(password, { email, firstName, lastName });

function mosProblem({ mosCode, branch }: RegistrationForm): string | undefined {
  if (!mosCode.trim()) return M.mosCodeRequired;
  return validateMosCodeFormat(mosCode, branch || null) ?? undefined;
}

/** Names are trimmed before they are sent, so the limit counts what will be stored. */
function nameProblem(name: string, required: string, tooLong: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return required;
  return trimmed.length > NAME_MAX_LENGTH ? tooLong : undefined;
}

/** The day as the person at the screen sees it; the API refuses only days that have begun nowhere. */
function startDateProblem({ serviceStartDate: start }: RegistrationForm): string | undefined {
  if (!isDate(start)) return M.serviceStartDate;
  return isAfterDay(start, localDay()) ? M.serviceStartInFuture : undefined;
}

function endDateProblem({ serviceStartDate: start, serviceEndDate: end }: RegistrationForm) {
  if (!end) return M.serviceEndDate;
  // The table says "not earlier than start", its message says "after", and the profile API refuses an end equal
  // to the start: a same-day end gets the message too, so no account is created for a profile that would fail.
  return isDate(start) && isDate(end) && Date.parse(end) <= Date.parse(start)
    ? M.serviceEndBeforeStart
    : undefined;
}

function interestsProblem({ careerInterests }: RegistrationForm): string | undefined {
  if (careerInterests.length === 0) return M.careerInterests;
  return careerInterests.length > REGISTRATION_MAX_INTERESTS ? M.careerInterestsTooMany : undefined;
}

const RULES: { [K in RegistrationField]?: (form: RegistrationForm) => string | undefined } = {
  firstName: (f) => nameProblem(f.firstName, M.firstName, M.firstNameTooLong),
  lastName: (f) => nameProblem(f.lastName, M.lastName, M.lastNameTooLong),
  email: (f) => (signUpRequestSchema.shape.email.safeParse(f.email).success ? undefined : M.email),
  phone: (f) => phoneProblem(f.phone),
  password: passwordProblem,
  confirmPassword: (f) => {
    if (!f.confirmPassword) return M.confirmPassword;
    return f.confirmPassword === f.password ? undefined : M.passwordsMustMatch;
  },
  branch: (f) => (f.branch ? undefined : M.branch),
  rank: (f) => (f.rank ? undefined : M.rank),
  dischargeStatus: (f) => (f.dischargeStatus ? undefined : M.dischargeStatus),
  mosCode: mosProblem,
  serviceStartDate: startDateProblem,
  serviceEndDate: endDateProblem,
  careerInterests: interestsProblem,
  preferredLocation: (f) => (f.preferredLocation.trim() ? undefined : M.preferredLocation),
  jobAlertFrequency: (f) => (f.jobAlertFrequency ? undefined : M.jobAlertFrequency),
};

/**
 * Every rule of the registration table, then (when those pass) the API's own schemas on the payloads built from
 * the form, so nothing the form accepts is refused by sign-up or by the profile step (lengths, for instance).
 */
export function validateRegistration(form: RegistrationForm): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const [field, rule] of Object.entries(RULES) as [
    RegistrationField,
    (f: RegistrationForm) => string | undefined,
  ][]) {
    const problem = rule(form);
    if (problem) errors[field] = problem;
  }
  if (Object.keys(errors).length > 0) return errors;
  return payloadProblems(form);
}

/** API field names that differ from the form's. */
const FORM_FIELD_FOR: Record<string, RegistrationField> = { phoneNumber: 'phone', newPassword: 'password' };

/** An API answer's (or schema's) field errors on the form's fields; unknown fields are left out. */
export function toRegistrationErrors(fieldErrors: Record<string, string>): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const [name, message] of Object.entries(fieldErrors)) {
    const field = FORM_FIELD_FOR[name] ?? name;
    if (field in RULES) errors[field as RegistrationField] = message;
  }
  return errors;
}

function payloadProblems(form: RegistrationForm): RegistrationErrors {
  const issues = [
    ...(signUpRequestSchema.safeParse(buildSignUpRequest(form)).error?.issues ?? []),
    ...(veteranProfileCreateSchema.safeParse(buildRegistrationProfile(form, 'pending')).error?.issues ?? []),
  ];
  return toRegistrationErrors(
    Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message])),
  );
}
