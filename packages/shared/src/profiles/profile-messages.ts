// The profile's messages without its schemas: the web pages that only show them download no zod.
import { NAME_MESSAGES } from '../core/person-name';

/** The longest preferred location stored. */
export const PREFERRED_LOCATION_MAX_LENGTH = 120;

/** The spec's profile-form messages (the profile form's submit checks), verbatim. */
export const PROFILE_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  branch: 'Service branch is required',
  rank: 'Rank is required',
  mosCode: 'MOS code is required',
  dischargeStatus: 'Discharge status is required',
  serviceStartDate: 'Service start date is required',
  email: 'Valid email address is required',
  phone: 'Phone number must be in E.164 format (e.g., +15555550123)',
  serviceEndDate: 'Service end date must be after start date',
  careerInterests: 'Maximum 10 career interests allowed',
  saveFailed: 'Failed to save profile. Please try again.',
  updated: 'Profile updated successfully.',
  // Waypoint's own: the limits say themselves, and a service that has not begun has no start date yet.
  firstNameTooLong: NAME_MESSAGES.firstNameTooLong,
  lastNameTooLong: NAME_MESSAGES.lastNameTooLong,
  serviceStartInFuture: 'Service start date cannot be in the future',
  preferredLocationTooLong: `Preferred location must be at most ${PREFERRED_LOCATION_MAX_LENGTH} characters`,
} as const;

/** The spec's "simple address pattern". */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
