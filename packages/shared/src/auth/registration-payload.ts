import { normalizeEmail } from './auth';
import type { Branch } from '../core/branches';
import { normalizeMosCode } from '../careers/mos-format';
import { normalizePhone } from '../core/phone';
import type { VeteranProfileCreate } from '../profiles/profiles';
import type { DischargeStatus, JobAlertFrequency } from '../profiles/profile-enums';
import type { RegistrationForm } from './registration-form';

/** A date input's value (YYYY-MM-DD) as the ISO timestamp of that day's midnight UTC. */
export function dateInputToIso(value: string): string {
  return new Date(`${value}T00:00:00.000Z`).toISOString();
}

/** POST /api/auth/sign-up/email: the account with the spec's sign-up metadata. */
export function buildSignUpRequest(form: RegistrationForm) {
  const firstName = form.firstName.trim();
  const lastName = form.lastName.trim();
  return {
    email: normalizeEmail(form.email),
    password: form.password,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    phoneNumber: normalizePhone(form.phone),
  };
}

/** POST /api/veteran-profiles: the spec's profile payload on creation. */
export function buildRegistrationProfile(form: RegistrationForm, authUserId: string): VeteranProfileCreate {
  return {
    authUserId,
    email: normalizeEmail(form.email),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phoneNumber: normalizePhone(form.phone),
    branch: form.branch as Branch,
    rank: form.rank,
    mosCode: normalizeMosCode(form.mosCode),
    dischargeStatus: form.dischargeStatus as DischargeStatus,
    serviceStartDate: dateInputToIso(form.serviceStartDate),
    ...(form.serviceEndDate && { serviceEndDate: dateInputToIso(form.serviceEndDate) }),
    careerInterests: [...form.careerInterests],
    skills: [],
    education: null,
    preferredLocation: form.preferredLocation.trim(),
    willingToRelocate: form.willingToRelocate,
    jobAlertFrequency: form.jobAlertFrequency as JobAlertFrequency,
  };
}
