import { formatCount } from '../core/quantities';

/**
 * The wellness hub's limits and messages, apart from the zod schemas (`./wellness`) so the screen can read them
 * without loading zod up front.
 */
export const WELLNESS_LIMITS = {
  moodMin: 1,
  moodMax: 5,
  /** Long enough for a page of reflection; a 10,000-character note is refused. */
  noteMax: 4000,
  /** How many entries the hub shows, newest first; the stats count them all. */
  recentEntries: 50,
  /** The mood chart's span, ending today in the user's time zone. */
  chartDays: 30,
} as const;

/** The spec's texts (journal validation, streak, the error catalogue's Wellness row) and Waypoint's own. */
export const WELLNESS_MESSAGES = {
  noteRequired: 'Add a journal note before saving.',
  noteTooLong: `Keep your journal note to ${WELLNESS_LIMITS.noteMax.toLocaleString('en-US')} characters or fewer.`,
  moodRange: `Choose a mood from ${WELLNESS_LIMITS.moodMin} to ${WELLNESS_LIMITS.moodMax}.`,
  timeZone: 'Send a time zone such as America/Chicago.',
  loadFailed: 'We could not load wellness insights. Please try again later.',
  saveFailed: 'We could not save your journal entry. Please try again.',
  bookmarkFailed: 'We could not update your bookmark.',
  entryNotFound: 'We could not find that journal entry.',
  resourceNotFound: 'We could not find that wellness resource.',
  streakEmpty: 'Begin your first entry today!',
} as const;

/** The spec's streak line: 'Reflection streak: {n} days' ("1 day" for one), or the invitation when there is none. */
export function streakText(streakDays: number): string {
  return streakDays > 0
    ? `Reflection streak: ${formatCount(streakDays, 'day')}`
    : WELLNESS_MESSAGES.streakEmpty;
}

/** Words for each mood, used by the slider and the entries list. */
export const MOOD_LABELS: Readonly<Record<number, string>> = {
  1: 'Very low',
  2: 'Low',
  3: 'Okay',
  4: 'Good',
  5: 'Great',
};
