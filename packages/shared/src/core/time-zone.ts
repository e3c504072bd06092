import { z } from 'zod';
import { isKnownTimeZone } from './time-zone-check';

// The checks without zod live in time-zone-check.ts, for screens that only check a zone.
export { dayIn, isKnownTimeZone } from './time-zone-check';

/** An IANA zone this runtime knows, with the caller's message. */
export function timeZoneField(message: string) {
  return z.string({ error: message }).max(64, { error: message }).refine(isKnownTimeZone, { error: message });
}
