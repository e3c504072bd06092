import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCareersRepository } from './careers.repository';
import careersRoutes from './careers.routes';
import { createCareersService } from './careers.service';
import { MosIndexHolder } from './mos-index.service';
import { civilianWordingOf } from './occupation-wording';

/** How stale another process's import may leave this instance's suggestions (decision 008). */
export const INDEX_REFRESH_MS = 60_000;

/**
 * The careers feature: its routes, plus the occupation index they and other features share. Not encapsulated
 * (fastify-plugin), so `app.occupationCatalogue` reaches the features registered beside it.
 */
const careers: FastifyPluginAsyncZod = fp(
  async (app) => {
    const repository = createCareersRepository(app.database.db);
    // The wording and the matches come from the service, which needs the index: it is made once the holder exists.
    const index: MosIndexHolder = new MosIndexHolder(
      repository,
      (code, branch) => civilianWordingOf(service, code, branch),
      (code, branch) => service.careerMatches(code, branch),
    );
    const service = createCareersService({ repository, index });
    app.decorate('occupationCatalogue', index);

    let refreshTimer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await index.refresh();
      refreshTimer = setInterval(() => {
        index.refresh().catch((error: unknown) => {
          app.log.warn({ err: error }, 'could not refresh the occupation index; keeping the current one');
        });
      }, INDEX_REFRESH_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(refreshTimer));

    await app.register(careersRoutes, { index });
  },
  { name: 'careers', dependencies: ['context'] },
);

export default careers;
