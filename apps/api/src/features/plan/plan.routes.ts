import {
  planBudgetSchema,
  planBudgetUpdateSchema,
  planCustomStepCreateSchema,
  planPreviewRequestSchema,
  planStepKeyParamsSchema,
  planStepSchema,
  planStepStatusUpdateSchema,
  planViewSchema,
} from '@waypoint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/app/authenticate';
import type { PlanService } from './plan.service';

const tags = ['plan'];

/** `/api/plan`: the dated transition plan, its what-if, the steps' statuses, the user's own steps and the budget. */
const planRoutes: FastifyPluginAsyncZod<{ plan: PlanService }> = async (app, { plan }) => {
  app.get(
    '/plan',
    {
      schema: {
        tags,
        summary:
          'Your transition plan: dated steps from your separation date, benefit windows and targets, and the Career Readiness Standards met',
        response: { 200: planViewSchema, ...errorResponses(401) },
      },
    },
    async (request) => plan.view(currentUser(request).id),
  );

  app.post(
    '/plan/preview',
    {
      schema: {
        tags,
        summary: 'What if: the plan with another separation date, targets or track; nothing is saved',
        body: planPreviewRequestSchema,
        response: { 200: planViewSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => plan.preview(currentUser(request).id, request.body),
  );

  app.patch(
    '/plan/steps/:key',
    {
      schema: {
        tags,
        summary:
          'Set a step’s status (for done, the day you did it); a benefit step sets the benefits tracker’s status',
        params: planStepKeyParamsSchema,
        body: planStepStatusUpdateSchema,
        response: { 200: planStepSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => plan.setStepStatus(currentUser(request).id, request.params.key, request.body),
  );

  app.post(
    '/plan/steps',
    {
      schema: {
        tags,
        summary: 'Add a step of your own, with its dates and the Waypoint page where it is done',
        body: planCustomStepCreateSchema,
        response: { 201: planStepSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => reply.code(201).send(await plan.addStep(currentUser(request).id, request.body)),
  );

  app.delete(
    '/plan/steps/:key',
    {
      schema: {
        tags,
        summary: 'Delete a step you added (steps Waypoint made can only be skipped)',
        params: planStepKeyParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await plan.deleteStep(currentUser(request).id, request.params.key);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/plan/budget',
    {
      schema: {
        tags,
        summary:
          'Your 12-month post-separation budget against your first target career’s national wage range',
        response: { 200: planBudgetSchema, ...errorResponses(401) },
      },
    },
    async (request) => plan.budget(currentUser(request).id),
  );

  app.put(
    '/plan/budget',
    {
      schema: {
        tags,
        summary: 'Save your 12-month budget: monthly expenses and other monthly income (replaces the last)',
        body: planBudgetUpdateSchema,
        response: { 200: planBudgetSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => plan.saveBudget(currentUser(request).id, request.body),
  );
};

export default planRoutes;
