import { isPossiblePhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Waypoint serves U.S. veterans: a number written without its country code is a U.S. number. */
export const DEFAULT_PHONE_COUNTRY = 'US';

/** Optional plus, first digit 1-9, up to 15 digits in all. */
export const E164_PATTERN = /^\+?[1-9]\d{1,14}$/;

/**
 * A phone number as it is sent and stored: E.164 (`+15555550123`). Ten digits, or eleven starting with 1, are a
 * U.S. number; a number with a leading plus (or 011) keeps its country. What is no possible number comes back as
 * its digits with a plus, for the schema to refuse; blank stays blank.
 */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return '';
  const parsed = parsePhoneNumberFromString(phone, DEFAULT_PHONE_COUNTRY);
  return parsed?.isPossible() ? parsed.number : `+${digits}`;
}

/** Whether a normalised number is E.164 and of a length its country uses. */
export function isPossibleE164Phone(value: string): boolean {
  return E164_PATTERN.test(value) && value.startsWith('+') && isPossiblePhoneNumber(value);
}

/**
 * The digits of a U.S. number as people type it: ten digits, or eleven with the country code 1, the area code
 * starting with 2 to 9 (registration's rule).
 */
export function isUsPhoneDigits(phone: string): boolean {
  return /^1?[2-9]\d{9}$/.test(phone.replace(/\D/g, ''));
}
