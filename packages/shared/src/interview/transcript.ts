import { formatScore } from './feedback/evaluate';
import {
  INTERVIEW_DIFFICULTY_LABELS,
  INTERVIEW_MODE_LABELS,
  INTERVIEW_PACK_LABELS,
} from './interview-limits';
import type { InterviewSession } from './interview';

/** Either a saved session or one the server could not save yet (no id, no completion time). */
export type TranscriptSession = Omit<InterviewSession, 'id' | 'completedAt'> & { completedAt?: string };

const list = (items: readonly string[]) => (items.length ? items.map((item) => `  - ${item}`) : ['  (none)']);

/** A session as plain text: the export, and what a person keeps when saving failed. */
export function formatTranscript(session: TranscriptSession): string {
  const { profile } = session;
  const lines = [
    'Waypoint interview practice',
    `Pack: ${INTERVIEW_PACK_LABELS[profile.pack]} · Difficulty: ${INTERVIEW_DIFFICULTY_LABELS[profile.difficulty]} · Mode: ${INTERVIEW_MODE_LABELS[session.mode]}`,
    `Started: ${session.startedAt}`,
    ...(session.completedAt ? [`Completed: ${session.completedAt}`] : []),
    `Average score: ${formatScore(session.averageScore)} out of 5`,
  ];
  session.entries.forEach((entry, index) => {
    lines.push(
      '',
      `Question ${index + 1}: ${entry.question}`,
      `Answer (${INTERVIEW_MODE_LABELS[entry.mode]}, ${entry.timestamp}):`,
      entry.response,
      `Score: ${formatScore(entry.feedback.score)} out of 5`,
      entry.feedback.summary,
      'Strengths:',
      ...list(entry.feedback.strengths),
      'Improvements:',
      ...list(entry.feedback.improvements),
    );
  });
  return `${lines.join('\n')}\n`;
}
