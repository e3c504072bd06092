import { z } from 'zod';
import { safeLine } from '../core/text';
import { PROFILE_MESSAGES, SIMPLE_EMAIL_PATTERN } from '../profiles/profile-messages';
import { DEFAULT_VA_ENVIRONMENT, VA_ENVIRONMENTS } from './va-environments';

/** The benefits-portal snapshot (GET /v1/veterans/va-profile). */

export {
  DEFAULT_VA_ENVIRONMENT,
  VA_ENVIRONMENTS,
  VA_SANDBOX_DEMO_EMAIL,
  type VaEnvironment,
} from './va-environments';

export const VA_PROFILE_MESSAGES = {
  notFound: 'We could not find a benefits-portal profile for that e-mail.',
  unavailable: 'The VA benefits portal did not answer. Please try again later.',
  notConfigured: 'The VA benefits portal connection is not configured.',
  environment: 'Choose sandbox or production',
} as const;

// The portal is not ours: dates are the strings it sends, open-ended ones are null, nothing is an enum.
const date = z.string().min(1);

export const benefitsPortalProfileSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  branch: z.string(),
  rank: z.string(),
  mosCode: z.string(),
  yearsOfService: z.number().nonnegative(),
  summary: z.string(),
  civilianTitle: z.string(),
  skills: z.array(z.string()),
  awards: z.array(z.string()),
  education: z.object({
    institution: z.string(),
    degree: z.string(),
    fieldOfStudy: z.string(),
    startDate: date,
    endDate: date.nullable(),
    achievements: z.array(z.string()),
  }),
  certifications: z.array(
    z.object({ name: z.string(), issuer: z.string(), issueDate: date, expirationDate: date.nullable() }),
  ),
  experience: z.array(
    z.object({
      title: z.string(),
      summary: z.string(),
      startDate: date,
      endDate: date.nullable(),
      location: z.string(),
    }),
  ),
  contactInfo: z.object({
    email: z.string(),
    phone: z.string(),
    address: z.object({
      street: z.string(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
      country: z.string(),
    }),
  }),
});
export type BenefitsPortalProfile = z.infer<typeof benefitsPortalProfileSchema>;

/** What the API answers: the portal's profile, labelled with where it came from so the UI can mark demo data. */
export const vaProfileResponseSchema = benefitsPortalProfileSchema.extend({
  environment: z.enum(VA_ENVIRONMENTS),
  /** True for the sandbox's demo copy (decision 013 §10: always labelled as demo data on screen). */
  demo: z.boolean(),
});
export type VaProfileResponse = z.infer<typeof vaProfileResponseSchema>;

/**
 * `GET /v1/veterans/va-profile/me`: the signed-in person's own portal record, or why there is none. Only their own
 * address is ever asked about, and "none" is an answer, not an error: a new user without a portal record, or a
 * server without a portal connection, is the normal case (decision 038).
 */
export const ownVaProfileSchema = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('found'), profile: vaProfileResponseSchema }),
    /** The portal answered, and has no record for the account's e-mail. */
    z.object({ status: z.literal('not-found') }),
    /** This server has no connection to the portal (VA_API_BASE_URL and VA_API_KEY unset). */
    z.object({ status: z.literal('not-connected') }),
  ])
  .meta({ id: 'OwnVaProfile' });
export type OwnVaProfile = z.infer<typeof ownVaProfileSchema>;

export const vaProfileQuerySchema = z.object({
  /** Defaults to the signed-in account's address. */
  email: safeLine().toLowerCase().regex(SIMPLE_EMAIL_PATTERN, { error: PROFILE_MESSAGES.email }).optional(),
  environment: z
    .enum(VA_ENVIRONMENTS, { error: VA_PROFILE_MESSAGES.environment })
    .default(DEFAULT_VA_ENVIRONMENT),
});
export type VaProfileQuery = z.input<typeof vaProfileQuerySchema>;
