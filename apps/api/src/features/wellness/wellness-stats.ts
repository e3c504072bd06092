import { CARE_RULE, mentionsSelfHarm, type CareReason } from '@waypoint/shared/wellness/care';
import { addDays } from '@waypoint/shared/core/calendar-days';
import type { Care, MoodChart } from '@waypoint/shared/wellness/wellness';

/** Mood means are shown to one decimal (the spec). */
export function toOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Consecutive days with at least one entry, ending today or yesterday (today is not missed until it is over).
 * `daysWithEntries` newest first, `YYYY-MM-DD`; a day after `today` (written in a zone ahead of the current one)
 * counts as today.
 */
export function streakDays(daysWithEntries: readonly string[], today: string): number {
  const days = new Set(daysWithEntries.map((day) => (day > today ? today : day)));
  let cursor = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(cursor)) {
    streak += 1;
    cursor = addDays(cursor, -1);
  }
  return streak;
}

/** The care rule over the entries of the last seven days (`CARE_RULE`). */
export function careFor(recent: readonly { mood: number; note: string }[]): Care {
  const reasons: CareReason[] = [];
  const lowMoods = recent.filter((entry) => entry.mood <= CARE_RULE.lowMoodAtMost).length;
  if (lowMoods >= CARE_RULE.lowMoodEntries) reasons.push('repeated-low-moods');
  if (recent.some((entry) => mentionsSelfHarm(entry.note))) reasons.push('note-mentions-self-harm');
  return { showBanner: reasons.length > 0, reasons };
}

/** One point per day for `span` days ending today, the days without entries included (mean null). */
export function moodChart(
  daily: readonly { day: string; meanMood: number; entries: number }[],
  today: string,
  span: number,
): MoodChart {
  const byDay = new Map(daily.map((point) => [point.day, point]));
  const days = Array.from({ length: span }, (_, index) => {
    const day = addDays(today, index - span + 1);
    const point = byDay.get(day);
    return { day, averageMood: point ? toOneDecimal(point.meanMood) : null, entries: point?.entries ?? 0 };
  });
  return { days };
}
