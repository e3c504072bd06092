import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCareerTargetsService } from './career-targets.service';
import { createPlanTargetsRepository } from './plan-targets.repository';
import { planDataRights } from './plan.data-rights';
import planTargetsRoutes from './plan-targets.routes';

/**
 * The transition plan: the target careers every area reads (`app.careerTargets`), and the plan's routes. Not
 * encapsulated (fastify-plugin), so `app.careerTargets` reaches the features registered after it.
 */
const plan: FastifyPluginAsyncZod = fp(
  async (app) => {
    const targets = createCareerTargetsService({
      repository: createPlanTargetsRepository(app.database.db),
      catalogue: app.occupationCatalogue,
      branchOf: async (userId) => (await app.veteranRecords.findForUser(userId))?.branch,
    });
    app.decorate('careerTargets', { forUser: targets.forUser });
    app.dataRights.register(planDataRights());
    await app.register(planTargetsRoutes, { targets });
  },
  { name: 'plan', dependencies: ['context', 'careers', 'profiles'] },
);

export default plan;
