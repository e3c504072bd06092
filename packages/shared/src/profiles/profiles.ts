import { z } from 'zod';
import { BRANCHES } from '../core/branches';
import { isPossibleE164Phone, normalizePhone } from '../core/phone';
import { calendarDate, isAfterDay, latestDayOnEarth, optionalCalendarDate } from '../core/dates';
import { NAME_MAX_LENGTH } from '../core/person-name';
import { safeLine, safeText } from '../core/text';
import { isValidMosCodeFormat, mosFormatMessage, normalizeMosCode } from '../careers/mos-format';
import {
  DEFAULT_JOB_ALERT_FREQUENCY,
  DISCHARGE_STATUSES,
  JOB_ALERT_FREQUENCIES,
  PROFILE_MAX_INTERESTS,
  RANKS,
  REGISTRATION_MAX_INTERESTS,
} from './profile-enums';
import { PREFERRED_LOCATION_MAX_LENGTH, PROFILE_MESSAGES, SIMPLE_EMAIL_PATTERN } from './profile-messages';

export { PROFILE_MESSAGES, SIMPLE_EMAIL_PATTERN } from './profile-messages';

const required = (message: string) => safeLine({ error: message }).min(1, { error: message });

/** Fields every stored profile carries; the rules are the profile form's (the more lenient of the two tables). */
const profileFields = {
  firstName: required(PROFILE_MESSAGES.firstName).max(NAME_MAX_LENGTH, {
    error: PROFILE_MESSAGES.firstNameTooLong,
  }),
  lastName: required(PROFILE_MESSAGES.lastName).max(NAME_MAX_LENGTH, {
    error: PROFILE_MESSAGES.lastNameTooLong,
  }),
  phoneNumber: safeLine()
    .transform((value) => (value ? normalizePhone(value) : ''))
    .refine((value) => value === '' || isPossibleE164Phone(value), { error: PROFILE_MESSAGES.phone })
    .optional(),
  branch: z.enum(BRANCHES, { error: PROFILE_MESSAGES.branch }),
  rank: z.enum(RANKS as [string, ...string[]], { error: PROFILE_MESSAGES.rank }),
  mosCode: required(PROFILE_MESSAGES.mosCode).max(12).transform(normalizeMosCode),
  dischargeStatus: z.enum(DISCHARGE_STATUSES, { error: PROFILE_MESSAGES.dischargeStatus }),
  // A day after the latest one begun anywhere on earth: the server does not know the person's time zone.
  serviceStartDate: calendarDate(PROFILE_MESSAGES.serviceStartDate).refine(
    (day) => !isAfterDay(day, latestDayOnEarth()),
    { error: PROFILE_MESSAGES.serviceStartInFuture },
  ),
  serviceEndDate: optionalCalendarDate().optional().nullable(),
  careerInterests: z
    .array(safeLine().min(1).max(80))
    // A refinement rather than .max(): zod skips the cross-field rules after a size failure.
    .refine((interests) => interests.length <= PROFILE_MAX_INTERESTS, {
      error: PROFILE_MESSAGES.careerInterests,
    }),
  skills: z.array(safeLine().min(1).max(80)).max(50),
  education: safeText().max(500).nullable().optional(),
  preferredLocation: safeLine().max(PREFERRED_LOCATION_MAX_LENGTH, {
    error: PROFILE_MESSAGES.preferredLocationTooLong,
  }),
  willingToRelocate: z.boolean(),
  jobAlertFrequency: z.enum(JOB_ALERT_FREQUENCIES),
};

type CrossFieldInput = {
  branch?: (typeof BRANCHES)[number];
  mosCode?: string;
  serviceStartDate?: string;
  serviceEndDate?: string | null;
};

// `when: () => true` makes the cross-field rules run even when another field failed, so a form shows every
// problem at once; each rule therefore tolerates missing values, and values that failed their own field's rule
// (they arrive as sent: an unknown branch, a number for a code, a start that is no date).
const always = { when: () => true };

const isBranch = (value: unknown): value is (typeof BRANCHES)[number] =>
  (BRANCHES as readonly unknown[]).includes(value);

// The body itself may be null or no object at all (the object check failed, and these rules run anyway).
const fieldsOf = (input: unknown): CrossFieldInput =>
  typeof input === 'object' && input !== null ? (input as CrossFieldInput) : {};

const mosMatchesBranch = (input: CrossFieldInput) => {
  const { mosCode, branch } = fieldsOf(input);
  return (
    typeof mosCode !== 'string' || !mosCode || !isBranch(branch) || isValidMosCodeFormat(mosCode, branch)
  );
};

const endAfterStart = (input: CrossFieldInput) => {
  const { serviceStartDate: start, serviceEndDate: end } = fieldsOf(input);
  return (
    typeof start !== 'string' ||
    Number.isNaN(Date.parse(start)) ||
    !end ||
    Date.parse(end) > Date.parse(start)
  );
};

/** Cross-field rules: the MOS code's shape for its branch, and an end date strictly after the start. */
function withCrossFieldRules<T extends z.ZodType<CrossFieldInput>>(schema: T) {
  return schema
    .refine(mosMatchesBranch, {
      ...always,
      path: ['mosCode'],
      error: (issue) => mosFormatMessage(fieldsOf(issue.input).branch),
    })
    .refine(endAfterStart, { ...always, path: ['serviceEndDate'], error: PROFILE_MESSAGES.serviceEndDate });
}

/** POST /api/veteran-profiles: the profile to create (the owner comes from the session). */
export const veteranProfileCreateSchema = withCrossFieldRules(
  z.object({
    ...profileFields,
    careerInterests: profileFields.careerInterests.default([]),
    skills: profileFields.skills.default([]),
    preferredLocation: profileFields.preferredLocation.default(''),
    willingToRelocate: profileFields.willingToRelocate.default(false),
    jobAlertFrequency: profileFields.jobAlertFrequency.default(DEFAULT_JOB_ALERT_FREQUENCY),
    authUserId: safeLine().optional(),
    email: safeLine({ error: PROFILE_MESSAGES.email })
      .toLowerCase()
      .regex(SIMPLE_EMAIL_PATTERN, { error: PROFILE_MESSAGES.email }),
  }),
);
export type VeteranProfileCreate = z.input<typeof veteranProfileCreateSchema>;

/** PATCH /api/veteran-profiles/{id}: any subset of the editable fields; the e-mail is read-only. */
export const veteranProfileUpdateSchema = withCrossFieldRules(z.object(profileFields).partial().strict());
export type VeteranProfileUpdate = z.input<typeof veteranProfileUpdateSchema>;

/** The stored profile as the API answers it. */
export const veteranProfileSchema = z.object({
  id: z.string(),
  authUserId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  branch: z.enum(BRANCHES),
  rank: z.string(),
  mosCode: z.string(),
  dischargeStatus: z.enum(DISCHARGE_STATUSES),
  serviceStartDate: z.string(),
  serviceEndDate: z.string().nullable(),
  careerInterests: z.array(z.string()),
  skills: z.array(z.string()),
  education: z.string().nullable(),
  preferredLocation: z.string(),
  willingToRelocate: z.boolean(),
  jobAlertFrequency: z.enum(JOB_ALERT_FREQUENCIES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VeteranProfile = z.infer<typeof veteranProfileSchema>;

export { REGISTRATION_MAX_INTERESTS };
