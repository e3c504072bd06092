import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCareerTargetsService } from './career-targets.service';
import { createPlanBudgetsRepository } from './plan-budgets.repository';
import { createPlanStepsRepository } from './plan-steps.repository';
import { createPlanTargetsRepository } from './plan-targets.repository';
import { planDataRights } from './plan.data-rights';
import planCalendarRoutes from './plan-calendar.routes';
import planPrintRoutes from './plan-print.routes';
import planRemindersTask from './plan-reminders.task';
import planSharesRoutes from './plan-shares.routes';
import planRoutes from './plan.routes';
import { createPlanService } from './plan.service';
import planTargetsRoutes from './plan-targets.routes';

/**
 * The transition plan: the target careers every area reads (`app.careerTargets`), and the plan's routes. Not
 * encapsulated (fastify-plugin), so `app.careerTargets` reaches the features registered after it. The plan reads
 * what other features register in `app.planEvidence` when it is asked, so they may register after it.
 */
const plan: FastifyPluginAsyncZod = fp(
  async (app) => {
    const { db } = app.database;
    const targets = createCareerTargetsService({
      repository: createPlanTargetsRepository(db),
      catalogue: app.occupationCatalogue,
      branchOf: async (userId) => (await app.veteranRecords.findForUser(userId))?.branch,
      now: () => app.clock.now(),
    });
    app.decorate('careerTargets', { forUser: targets.forUser });
    app.dataRights.register(planDataRights());
    // The plan as the web app, the calendar, the printable page and shared links show it.
    const service = createPlanService({
      targets,
      catalogue: app.occupationCatalogue,
      records: app.veteranRecords,
      steps: createPlanStepsRepository(db),
      budgets: createPlanBudgetsRepository(db),
      evidence: app.planEvidence,
      now: () => app.clock.now(),
    });
    app.dashboardFigures.register({
      name: 'plan.progress',
      personas: ['veteran'],
      compute: (actor) => service.progress(actor.id),
    });
    await app.register(planTargetsRoutes, { targets });
    await app.register(planRoutes, { plan: service });
    await app.register(planSharesRoutes, { plan: service });
    await app.register(planCalendarRoutes, { plan: service });
    await app.register(planPrintRoutes, { plan: service });
    await app.register(planRemindersTask, { plan: service });
  },
  { name: 'plan', dependencies: ['context', 'careers', 'profiles'] },
);

export default plan;
