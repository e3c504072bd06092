import {
  evaluateResponse,
  interviewQuestionSchema,
  interviewSessionSchema,
  interviewSessionSummarySchema,
  type InterviewQuestion,
  type InterviewSession,
} from '@waypoint/shared';

/** Questions as GET /api/interview-questions answers them. */
export const makeQuestions = (count = 3): InterviewQuestion[] =>
  Array.from({ length: count }, (_, index) =>
    interviewQuestionSchema.parse({
      id: `00000000-0000-4000-8000-00000000000${index + 1}`,
      pack: 'behavioral',
      difficulty: 'standard',
      prompt: `Behavioral question ${index + 1}?`,
      guidance: `Guidance ${index + 1}: situation, task, action, result.`,
    }),
  );

/** The feedback the API answers for this answer to the first question (the shared rules, as the server runs them). */
export const feedbackFor = (response: string, mode: 'text' | 'voice' = 'text', spokenSeconds?: number) =>
  evaluateResponse({
    question: makeQuestions(1)[0]!,
    response,
    difficulty: 'standard',
    mode,
    spokenSeconds: spokenSeconds ?? null,
  });

export function makeSession(overrides: Partial<InterviewSession> = {}): InterviewSession {
  const response = 'Um, basically my platoon took the objective.';
  return interviewSessionSchema.parse({
    id: '11111111-1111-4111-8111-111111111111',
    profile: { pack: 'leadership', difficulty: 'challenge' },
    mode: 'text',
    averageScore: feedbackFor(response).score,
    startedAt: '2026-05-01T14:00:00.000Z',
    completedAt: '2026-05-01T14:10:00.000Z',
    entries: [
      {
        questionId: '00000000-0000-4000-8000-000000000009',
        question: 'How do you build trust with a new team?',
        response,
        mode: 'text',
        feedback: feedbackFor(response),
        timestamp: '2026-05-01T14:05:00.000Z',
      },
    ],
    ...overrides,
  });
}

export const summaryOf = ({ entries, ...session }: InterviewSession) =>
  interviewSessionSummarySchema.parse({ ...session, entryCount: entries.length });
