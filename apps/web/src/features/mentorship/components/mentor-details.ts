import { BRANCH_LABELS } from '@waypoint/shared/core/branches';
import type { Mentor, WeeklySlot } from '@waypoint/shared/mentorship/mentorship';
import {
  INDUSTRY_LABELS,
  MENTOR_CHANNEL_LABELS,
  responseTimeText,
  WEEKDAY_LABELS,
} from '@waypoint/shared/mentorship/mentorship-limits';

export const branchLabel = (mentor: Pick<Mentor, 'branch'>) => BRANCH_LABELS[mentor.branch];
export const industryLabel = (mentor: Pick<Mentor, 'industry'>) => INDUSTRY_LABELS[mentor.industry];
export const channelsText = (mentor: Pick<Mentor, 'channels'>) =>
  mentor.channels.map((channel) => MENTOR_CHANNEL_LABELS[channel]).join(', ');
export const slotText = (slot: WeeklySlot) => `${WEEKDAY_LABELS[slot.day]} ${slot.start}–${slot.end}`;

/** "Answers in about a day (3 answered)": the median the server measured. */
export function responseSummary(mentor: Pick<Mentor, 'medianResponseHours' | 'answeredRequests'>): string {
  const text = responseTimeText(mentor.medianResponseHours);
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return mentor.answeredRequests > 0
    ? `${sentence} (median of ${mentor.answeredRequests} answered)`
    : sentence;
}
