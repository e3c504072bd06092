import { PLAN_MESSAGES } from '@waypoint/shared';
import { PLAN_FILE_NAMES } from '@waypoint/shared/plan/plan-export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAccountReader } from '../../lib/accounts';
import { AppError, errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/app/authenticate';
import { renderPlanPdf } from './plan-print';
import type { PlanService } from './plan.service';

/**
 * Making a PDF costs far more than any other read, so each account may make so many a minute (counted across
 * instances like every limit); people print a plan now and then.
 */
const PRINTS_PER_MINUTE = 10;

/** `GET /api/plan/print.pdf`: the plan on one printable letter page. */
const planPrintRoutes: FastifyPluginAsyncZod<{ plan: Pick<PlanService, 'view'> }> = async (app, { plan }) => {
  const accounts = createAccountReader(app.database.db);
  app.get(
    '/plan/print.pdf',
    {
      config: {
        rateLimit: {
          max: PRINTS_PER_MINUTE,
          timeWindow: 60_000,
          // The route is signed-in only (authenticate runs first), so the account is the key, whatever its address.
          keyGenerator: (request) => request.user?.id ?? request.ip,
          errorResponseBuilder: () => new AppError('RATE_LIMITED', PLAN_MESSAGES.printRateLimited),
        },
      },
      schema: {
        tags: ['plan'],
        summary:
          'Your plan on one printable page (PDF): targets, the Career Readiness Standards met or not yet, the next dated steps',
        response: { 200: z.any().describe('The PDF file'), ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const [view, contact] = await Promise.all([plan.view(userId), accounts.contactOf(userId)]);
      const body = await renderPlanPdf({
        name: contact?.name ?? 'Waypoint member',
        view,
        today: view.evaluatedOn,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${PLAN_FILE_NAMES.print}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};

export default planPrintRoutes;
