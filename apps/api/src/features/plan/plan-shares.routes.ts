import {
  PLAN_SHARE_MESSAGES,
  planShareCreatedSchema,
  planShareListSchema,
  planShareParamsSchema,
  planShareRequestSchema,
  sharedPlanSchema,
} from '@waypoint/shared/plan/plan-shares';
import { tokenQuerySchema } from '@waypoint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAccountReader } from '../../lib/accounts';
import { AppError, errorResponses } from '../../lib/app-error';
import { createAuditLog } from '../../lib/audit';
import { createTransaction } from '../../lib/transaction';
import { currentUser } from '../../plugins/app/authenticate';
import { PLAN_SHARE_TOPIC, withoutBudget } from './plan-shares-context';
import { createPlanSharesRepository } from './plan-shares.repository';
import { createPlanSharesService } from './plan-shares.service';
import type { PlanService } from './plan.service';

const tags = ['plan'];

/** Per client address, per minute, as the vault's share links: a share is a way the plan leaves the account. */
const limited = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', PLAN_SHARE_MESSAGES.rateLimited),
  },
});

export interface PlanSharesOptions {
  /** The plan service: a follower sees the owner's plan as the plan page shows it, without the budget. */
  plan: Pick<PlanService, 'view'>;
}

/**
 * `/api/plan/shares`: the veteran's read-only links for a spouse or caregiver; `/api/plan/shared?token=`: the
 * follower's view, without an account (features/public-routes.ts), the token in the query, which logs never keep.
 */
const planSharesRoutes: FastifyPluginAsyncZod<PlanSharesOptions> = async (app, options) => {
  const { db } = app.database;
  const shares = createPlanSharesService({
    shares: createPlanSharesRepository(db),
    transaction: createTransaction(db, (handle) => ({
      shares: createPlanSharesRepository(handle),
      audit: createAuditLog(handle),
    })),
    notifier: app.notifier,
    accounts: createAccountReader(db),
    readPlan: async (userId) => withoutBudget(await options.plan.view(userId)),
    publicUrl: app.config.publicUrl,
    now: () => app.clock.now(),
  });
  app.notificationTopics.register({
    name: PLAN_SHARE_TOPIC,
    description: "A transition plan shared with someone: the link, e-mailed to the follower's address",
    category: 'documents',
  });

  app.get(
    '/plan/shares',
    {
      schema: {
        tags,
        summary: 'Who you share your plan with: the links that still work',
        response: { 200: planShareListSchema, ...errorResponses(401) },
      },
    },
    async (request) => shares.list(currentUser(request)),
  );

  app.post(
    '/plan/shares',
    {
      config: limited(10),
      schema: {
        tags,
        summary:
          'Share your plan read-only, by an e-mailed link valid 1 to 30 days (the budget is not shared)',
        body: planShareRequestSchema,
        response: { 201: planShareCreatedSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await shares.share(currentUser(request), request.body, request.ip)),
  );

  app.delete(
    '/plan/shares/:shareId',
    {
      schema: {
        tags,
        summary: 'Stop a share; its link stops working at once',
        params: planShareParamsSchema,
        response: { 204: z.null().describe('Stopped'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await shares.revoke(currentUser(request), request.params.shareId, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/plan/shared',
    {
      config: limited(30),
      schema: {
        tags,
        summary: 'A shared plan, read-only, without the budget (the link is the credential)',
        description: 'Unknown, expired and stopped links all answer 404 with the same message.',
        querystring: tokenQuerySchema,
        response: { 200: sharedPlanSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => shares.read(request.query.token, request.ip),
  );
};

export default planSharesRoutes;
