import { calendarFile } from '@waypoint/shared';
import { PLAN_FILE_NAMES, planCalendarEvents } from '@waypoint/shared/plan/plan-export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/app/authenticate';
import type { PlanService } from './plan.service';

/**
 * `GET /api/plan/calendar.ics`: every dated step of the plan as all-day events, written by the one iCalendar writer
 * (`calendarFile`, shared with the benefits roadmap): the day a window opens and its last day, or a step's one date.
 */
const planCalendarRoutes: FastifyPluginAsyncZod<{ plan: Pick<PlanService, 'view'> }> = async (
  app,
  { plan },
) => {
  app.get(
    '/plan/calendar.ics',
    {
      schema: {
        tags: ['plan'],
        summary: 'Your plan’s dated steps as an iCalendar file (all-day events, each with its source)',
        response: { 200: z.any().describe('The iCalendar file (text/calendar)'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const view = await plan.view(currentUser(request).id);
      const text = calendarFile(planCalendarEvents(view.steps, app.config.publicUrl), app.clock.now());
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${PLAN_FILE_NAMES.calendar}"`)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
};

export default planCalendarRoutes;
