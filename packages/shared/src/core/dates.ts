import { safeLine } from './text';
import { DATE_MESSAGES, ISO_DATE, isCalendarDate } from './date-check';

// The checks without zod live in date-check.ts, for screens that only check a date.
export {
  DATE_LIMITS,
  DATE_MESSAGES,
  isAfterDay,
  isCalendarDate,
  latestDayOnEarth,
  localDay,
} from './date-check';

/** A required date: `message` when missing or not shaped like a date, `DATE_MESSAGES.invalid` when no such day. */
export function calendarDate(message: string) {
  return safeLine({ error: message })
    .min(1, { error: message, abort: true })
    .regex(ISO_DATE, { error: message, abort: true })
    .refine(isCalendarDate, { error: DATE_MESSAGES.invalid });
}

/** An optional date a form may send blank (''): blank, or a real day. */
export function optionalCalendarDate() {
  return safeLine().refine((value) => value === '' || isCalendarDate(value), {
    error: DATE_MESSAGES.invalid,
  });
}
