import {
  INTERVIEW_DIFFICULTY_LABELS,
  INTERVIEW_MODE_LABELS,
  INTERVIEW_PACK_LABELS,
} from '@waypoint/shared/interview/interview-limits';
import type { InterviewSessionSummary } from '@waypoint/shared/interview/interview';

export const formatSessionDate = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const sessionSettingsLabel = ({
  profile,
  mode,
}: Pick<InterviewSessionSummary, 'profile' | 'mode'>): string =>
  `${INTERVIEW_PACK_LABELS[profile.pack]} · ${INTERVIEW_DIFFICULTY_LABELS[profile.difficulty]} · ${INTERVIEW_MODE_LABELS[mode]}`;
