import type { InterviewQuestion, InterviewSession, InterviewSessionSummary } from '@waypoint/shared';
import type { InterviewQuestionRow, InterviewSessionRow } from './interview.schema';

export function toQuestion({
  id,
  pack,
  difficulty,
  prompt,
  guidance,
}: InterviewQuestionRow): InterviewQuestion {
  return { id, pack, difficulty, prompt, guidance };
}

function sessionFields(row: InterviewSessionRow) {
  return {
    id: row.id,
    profile: { pack: row.pack, difficulty: row.difficulty },
    mode: row.mode,
    averageScore: row.averageScore,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt.toISOString(),
  };
}

export function toSession(row: InterviewSessionRow): InterviewSession {
  return { ...sessionFields(row), entries: row.entries };
}

export function toSessionSummary(row: InterviewSessionRow): InterviewSessionSummary {
  return { ...sessionFields(row), entryCount: row.entries.length };
}
