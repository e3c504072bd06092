import { z } from 'zod';
import { calendarDate } from '../core/dates';
import { safeLine, safeText } from '../core/text';
import {
  INTERVIEW_DIFFICULTIES,
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  INTERVIEW_MODES,
  INTERVIEW_PACKS,
} from './interview-limits';

const pack = z.enum(INTERVIEW_PACKS, { error: INTERVIEW_MESSAGES.pack });
const difficulty = z.enum(INTERVIEW_DIFFICULTIES, { error: INTERVIEW_MESSAGES.difficulty });
const mode = z.enum(INTERVIEW_MODES, { error: INTERVIEW_MESSAGES.mode });

/** The spec's question: id, prompt, guidance (what a strong answer contains). */
export const interviewQuestionSchema = z.object({
  id: z.string(),
  pack: z.enum(INTERVIEW_PACKS),
  difficulty: z.enum(INTERVIEW_DIFFICULTIES),
  prompt: z.string(),
  guidance: z.string(),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;

/**
 * GET /api/interview-target-packs: a question pack for each of the veteran's target careers (chosen in My
 * Plan), framed from the occupation in the career catalogue. Empty until a target is chosen.
 */
export const interviewTargetPacksSchema = z.object({
  targets: z.array(
    z.object({
      soc: z.string().describe('The target occupation (SOC 2018), e.g. 13-1081'),
      title: z.string().describe('The occupation as the catalogue names it, e.g. "Logisticians"'),
      questions: z.array(interviewQuestionSchema),
    }),
  ),
});
export type InterviewTargetPacks = z.infer<typeof interviewTargetPacksSchema>;

/** GET /api/interview-questions: one pack at one difficulty. */
export const interviewQuestionsQuerySchema = z.object({ pack, difficulty });
export type InterviewQuestionsQuery = z.infer<typeof interviewQuestionsQuerySchema>;

/** POST /api/interview-questions (admins): a question for the bank. */
export const interviewQuestionCreateSchema = z.object({
  pack,
  difficulty,
  prompt: safeText().min(1).max(INTERVIEW_LIMITS.promptMaxLength),
  guidance: safeText().min(1).max(INTERVIEW_LIMITS.guidanceMaxLength),
});
export type InterviewQuestionCreate = z.infer<typeof interviewQuestionCreateSchema>;

/** The spec's feedback (summary, strengths, improvements, score out of 5) and what it was measured on. */
export const interviewFeedbackSchema = z.object({
  summary: z.string(),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  score: z.number().min(0).max(INTERVIEW_LIMITS.maxScore),
  wordCount: z.number().int().min(0),
  wordsPerMinute: z.number().int().min(0).nullable(),
});

const response = safeText({ error: INTERVIEW_MESSAGES.emptyResponse })
  .min(1, { error: INTERVIEW_MESSAGES.emptyResponse })
  .max(INTERVIEW_LIMITS.responseMaxLength, { error: INTERVIEW_MESSAGES.responseTooLong });

/** How long a spoken answer took, in seconds (voice mode); a text answer sends none. */
const spokenSeconds = z.number().positive().max(3_600).nullable().optional();

/** POST /api/interview-evaluations: one answer to one question of the bank. */
export const interviewEvaluationRequestSchema = z.object({
  questionId: safeLine().min(1).max(64),
  response,
  mode,
  spokenSeconds,
});
export type InterviewEvaluationRequest = z.input<typeof interviewEvaluationRequestSchema>;

const entryRequest = interviewEvaluationRequestSchema.extend({
  timestamp: calendarDate('Give the time the answer was submitted.'),
});

/** The practice settings a session ran with (the spec's saved session "profile"). */
export const interviewProfileSchema = z.object({ pack, difficulty });

/**
 * POST /api/interview-sessions: the transcript at "End Session". The server evaluates every answer again and
 * stores its own feedback and average; the client sends only what the candidate did.
 */
export const interviewSessionCreateSchema = z.object({
  profile: interviewProfileSchema,
  mode,
  startedAt: calendarDate('Give the time the session started.'),
  entries: z.array(entryRequest).min(1).max(INTERVIEW_LIMITS.entriesMax),
});
export type InterviewSessionCreate = z.input<typeof interviewSessionCreateSchema>;

/** The spec's session entry. */
export const interviewSessionEntrySchema = z.object({
  questionId: z.string(),
  question: z.string(),
  response: z.string(),
  mode: z.enum(INTERVIEW_MODES),
  feedback: interviewFeedbackSchema,
  timestamp: z.string(),
});
export type InterviewSessionEntry = z.infer<typeof interviewSessionEntrySchema>;

const sessionFields = {
  id: z.string(),
  profile: z.object({ pack: z.enum(INTERVIEW_PACKS), difficulty: z.enum(INTERVIEW_DIFFICULTIES) }),
  mode: z.enum(INTERVIEW_MODES),
  averageScore: z.number(),
  startedAt: z.string(),
  completedAt: z.string(),
};

/** The spec's saved session: profile, entries, averageScore, mode, startedAt, completedAt, id. */
export const interviewSessionSchema = z.object({
  ...sessionFields,
  entries: z.array(interviewSessionEntrySchema),
});
export type InterviewSession = z.infer<typeof interviewSessionSchema>;

/** One line of the recent-sessions list. */
export const interviewSessionSummarySchema = z.object({ ...sessionFields, entryCount: z.number().int() });
export type InterviewSessionSummary = z.infer<typeof interviewSessionSummarySchema>;
