import {
  interviewEvaluationRequestSchema,
  interviewFeedbackSchema,
  interviewQuestionCreateSchema,
  interviewQuestionSchema,
  interviewQuestionsQuerySchema,
  interviewSessionCreateSchema,
  interviewSessionSchema,
  interviewSessionSummarySchema,
  interviewTargetPacksSchema,
  safeLine,
} from '@waypoint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/app/authenticate';
import { interviewDataRights } from './interview.data-rights';
import { interviewPlanEvidence } from './interview.plan-evidence';
import { createInterviewRepository } from './interview.repository';
import { createInterviewService } from './interview.service';

const byId = z.object({ id: safeLine().describe('The id (a UUID)') });
const errors = errorResponses(400, 401, 403);
const tags = ['interview'];

const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInterviewService({
    repository: createInterviewRepository(app.database.db),
    // Looked up per call: the plan and careers features decorate the app.
    targets: { forUser: (userId) => app.careerTargets.forUser(userId) },
    catalogue: { civilianOccupation: (soc) => app.occupationCatalogue.civilianOccupation(soc) },
    now: () => app.clock.now(),
  });
  app.dataRights.register(interviewDataRights);
  app.planEvidence.register(interviewPlanEvidence(app.database.db));

  app.get(
    '/interview-questions',
    {
      schema: {
        tags,
        summary: 'The questions of a new practice session: one pack at one difficulty, least practised first',
        querystring: interviewQuestionsQuerySchema,
        response: { 200: z.array(interviewQuestionSchema), ...errors },
      },
    },
    async (request) => service.questionsFor(currentUser(request), request.query),
  );

  app.get(
    '/interview-target-packs',
    {
      schema: {
        tags,
        summary:
          'A question pack for each of your target careers, framed from the occupation; empty without one',
        description:
          'Questions built from the target occupation in the career catalogue (its description, job title and ' +
          'first next step), practised as the technical pack at standard difficulty. Answers to them are ' +
          'evaluated and saved like any question of the bank.',
        response: { 200: interviewTargetPacksSchema, ...errors },
      },
    },
    async (request) => service.targetPacks(currentUser(request)),
  );

  app.post(
    '/interview-questions',
    {
      config: { roles: ['admin'] },
      schema: {
        tags,
        summary: 'Add a question to the bank (admins)',
        body: interviewQuestionCreateSchema,
        response: { 201: interviewQuestionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.addQuestion(currentUser(request), request.body)),
  );

  app.delete(
    '/interview-questions/:id',
    {
      config: { roles: ['admin'] },
      schema: {
        tags,
        summary: 'Retire a question (admins): new sessions no longer ask it, saved ones keep it',
        params: byId,
        response: { 204: z.null().describe('Retired'), ...errors, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await service.retireQuestion(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/interview-evaluations',
    {
      schema: {
        tags,
        summary:
          'Feedback on one answer: STAR structure, a measured result, length, ownership, filler and jargon',
        body: interviewEvaluationRequestSchema,
        response: { 200: interviewFeedbackSchema, ...errors },
      },
    },
    async (request) => service.evaluate(currentUser(request), request.body),
  );

  app.post(
    '/interview-sessions',
    {
      schema: {
        tags,
        summary: 'Save a finished practice session (every answer is evaluated again by the server)',
        body: interviewSessionCreateSchema,
        response: { 201: interviewSessionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.saveSession(currentUser(request), request.body)),
  );

  app.get(
    '/interview-sessions',
    {
      schema: {
        tags,
        summary: 'Your recent practice sessions, newest first',
        response: { 200: z.array(interviewSessionSummarySchema), ...errors },
      },
    },
    async (request) => service.recentSessions(currentUser(request)),
  );

  app.get(
    '/interview-sessions/:id',
    {
      schema: {
        tags,
        summary: 'One of your practice sessions with its transcript and feedback',
        params: byId,
        response: { 200: interviewSessionSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => service.getSession(currentUser(request), request.params.id),
  );
};

export default interviewRoutes;
