import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createProfilesRepository } from './profiles.repository';

/**
 * Offers other features the few profile facts of `lib/profile-facts.ts` as `app.profileFacts`. Not encapsulated
 * (fastify-plugin), so the decoration reaches the features registered after it.
 */
const profileFacts: FastifyPluginAsyncZod = fp(
  async (app) => {
    const repository = createProfilesRepository(app.database.db);
    app.decorate('profileFacts', {
      async forUser(userId: string) {
        const row = await repository.findByUserId(userId);
        if (!row) return null;
        return {
          branch: row.branch,
          mosCode: row.mosCode,
          careerInterests: row.careerInterests,
          preferredLocation: row.preferredLocation,
        };
      },
    });
  },
  { name: 'profile-facts', dependencies: ['context'] },
);

export default profileFacts;
