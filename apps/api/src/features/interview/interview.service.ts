import {
  averageScore,
  evaluateResponse,
  parseBuiltQuestionId,
  postingQuestion,
  targetQuestions,
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  type InterviewEvaluationRequest,
  type InterviewFeedback,
  type InterviewQuestion,
  type InterviewQuestionCreate,
  type InterviewQuestionsQuery,
  type InterviewSession,
  type InterviewSessionCreate,
  type InterviewSessionEntry,
  type InterviewSessionSummary,
  type InterviewTargetPacks,
} from '@waypoint/shared';
import { assertOwner, requireRole, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { CareerTargetsReader } from '../../lib/career-targets';
import type { OccupationCatalogue } from '../../lib/occupation-catalogue';
import { MANY_FIELDS_MESSAGE } from '../../plugins/app/error-handler';
import { toQuestion, toSession, toSessionSummary } from './interview-mapping';
import type { InterviewRepository } from './interview.repository';

interface Dependencies {
  repository: InterviewRepository;
  /** The veteran's target careers (the plan feature's reader): what the target packs are for. */
  targets: CareerTargetsReader;
  /** The occupations target questions are framed from, and built again from when answered. */
  catalogue: Pick<OccupationCatalogue, 'civilianOccupation'>;
  /** The app's clock (`app.clock.now`): when a question is retired. */
  now: () => Date;
}

/** A question as answers are evaluated against it: from the bank, or built from a target or a posting. */
type AskedQuestion = Pick<InterviewQuestion, 'id' | 'pack' | 'difficulty' | 'prompt'>;

// Ids are UUIDs; anything else names nothing, and asking PostgreSQL would fail the cast with a 500.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sessions this far back decide which questions a person has practised most. */
const HISTORY_SESSIONS = 50;

export function createInterviewService({ repository, targets, catalogue, now }: Dependencies) {
  const sessionNotFound = () => new AppError('NOT_FOUND', INTERVIEW_MESSAGES.sessionNotFound);
  // The body the route's own validation answers, so the screen treats both alike.
  const invalid = (fieldErrors: Record<string, string>) => {
    const messages = Object.values(fieldErrors);
    return new AppError(
      'VALIDATION',
      messages.length === 1 ? messages[0]! : MANY_FIELDS_MESSAGE,
      fieldErrors,
    );
  };

  /**
   * The questions the ids name: bank questions by UUID, and the ones built from a target career or a posting's
   * key term made again from their ids (the server's own prompt, never one a client sends). Unknown ids are absent.
   */
  async function questionsById(ids: readonly string[]): Promise<Map<string, AskedQuestion>> {
    const unique = [...new Set(ids)];
    const found = new Map<string, AskedQuestion>();
    for (const row of await repository.findQuestions(unique.filter((id) => UUID.test(id))))
      found.set(row.id, row);
    const occupations = new Map<string, Awaited<ReturnType<typeof catalogue.civilianOccupation>>>();
    for (const id of unique) {
      const built = parseBuiltQuestionId(id);
      if (built?.kind === 'posting') {
        const question = postingQuestion(built.variant, built.term);
        if (question) found.set(id, question);
      } else if (built?.kind === 'target') {
        if (!occupations.has(built.soc))
          occupations.set(built.soc, await catalogue.civilianOccupation(built.soc));
        const occupation = occupations.get(built.soc);
        const question = occupation && targetQuestions(occupation).find((candidate) => candidate.id === id);
        if (question) found.set(id, question);
      }
    }
    return found;
  }

  const feedbackFor = (question: AskedQuestion, answer: InterviewEvaluationRequest): InterviewFeedback =>
    evaluateResponse({
      question: { prompt: question.prompt },
      response: answer.response,
      difficulty: question.difficulty,
      mode: answer.mode,
      spokenSeconds: answer.spokenSeconds,
    });

  return {
    /** The questions of a new session: the pack's at that difficulty, least practised by this person first. */
    async questionsFor(
      actor: Actor,
      { pack, difficulty }: InterviewQuestionsQuery,
    ): Promise<InterviewQuestion[]> {
      const [questions, history] = await Promise.all([
        repository.listActiveQuestions(pack, difficulty),
        repository.listSessions(actor.id, HISTORY_SESSIONS),
      ]);
      const practised = new Map<string, number>();
      for (const entry of history.flatMap((session) => session.entries)) {
        practised.set(entry.questionId, (practised.get(entry.questionId) ?? 0) + 1);
      }
      return questions
        .map((question, order) => ({ question, order, times: practised.get(question.id) ?? 0 }))
        .sort((a, b) => a.times - b.times || a.order - b.order)
        .slice(0, INTERVIEW_LIMITS.questionsPerSession)
        .map(({ question }) => toQuestion(question));
    },

    /** A question pack for each of the veteran's target careers, framed from the catalogue's occupation. */
    async targetPacks(actor: Actor): Promise<InterviewTargetPacks> {
      const chosen = (await targets.forUser(actor.id)).targets;
      const packs = await Promise.all(
        chosen.map(async (target) => {
          const occupation = await catalogue.civilianOccupation(target.soc);
          return {
            soc: target.soc,
            title: target.title,
            questions: targetQuestions({ ...target, nextSteps: occupation?.nextSteps ?? [] }).map(
              ({ id, pack, difficulty, prompt, guidance }) => ({ id, pack, difficulty, prompt, guidance }),
            ),
          };
        }),
      );
      return { targets: packs };
    },

    async addQuestion(actor: Actor, input: InterviewQuestionCreate): Promise<InterviewQuestion> {
      requireRole(actor, 'admin');
      return toQuestion(await repository.insertQuestion({ ...input, createdBy: actor.id }));
    },

    async retireQuestion(actor: Actor, id: string): Promise<void> {
      requireRole(actor, 'admin');
      const retired = UUID.test(id) ? await repository.retireQuestion(id, now()) : undefined;
      if (!retired) throw new AppError('NOT_FOUND', INTERVIEW_MESSAGES.questionNotFound);
    },

    /** Feedback on one answer; the server's rules are the authority (the browser shows what this answers). */
    async evaluate(_actor: Actor, answer: InterviewEvaluationRequest): Promise<InterviewFeedback> {
      const question = (await questionsById([answer.questionId])).get(answer.questionId);
      if (!question) throw invalid({ questionId: INTERVIEW_MESSAGES.unknownQuestion });
      return feedbackFor(question, answer);
    },

    /** Saves a finished session, evaluating every answer again: stored feedback is always the server's own. */
    async saveSession(actor: Actor, input: InterviewSessionCreate): Promise<InterviewSession> {
      const questions = await questionsById(input.entries.map((entry) => entry.questionId));
      const fieldErrors: Record<string, string> = {};
      const entries: InterviewSessionEntry[] = input.entries.flatMap((entry, index) => {
        const question = questions.get(entry.questionId);
        const matches =
          question?.pack === input.profile.pack && question.difficulty === input.profile.difficulty;
        if (!question || !matches) {
          fieldErrors[`entries.${index}.questionId`] = INTERVIEW_MESSAGES.unknownQuestion;
          return [];
        }
        return [
          {
            questionId: question.id,
            question: question.prompt,
            response: entry.response,
            mode: entry.mode,
            feedback: feedbackFor(question, entry),
            timestamp: new Date(entry.timestamp).toISOString(),
          },
        ];
      });
      if (Object.keys(fieldErrors).length) throw invalid(fieldErrors);
      const row = await repository.insertSession({
        userId: actor.id,
        pack: input.profile.pack,
        difficulty: input.profile.difficulty,
        mode: input.mode,
        entries,
        averageScore: averageScore(entries.map((entry) => entry.feedback.score)),
        startedAt: new Date(input.startedAt),
      });
      return toSession(row);
    },

    async recentSessions(actor: Actor): Promise<InterviewSessionSummary[]> {
      return (await repository.listSessions(actor.id, INTERVIEW_LIMITS.recentSessions)).map(toSessionSummary);
    },

    /** Only the owner reads a session; anyone else's answers 404, as if it did not exist. */
    async getSession(actor: Actor, id: string): Promise<InterviewSession> {
      const row = UUID.test(id) ? await repository.findSession(id) : undefined;
      if (!row) throw sessionNotFound();
      assertOwner(actor, row.userId, sessionNotFound);
      return toSession(row);
    },
  };
}

export type InterviewService = ReturnType<typeof createInterviewService>;
