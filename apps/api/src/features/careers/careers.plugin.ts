import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOGUE_CHANGED_SIGNAL } from './catalogue-store.repository';
import { createCareersRepository } from './careers.repository';
import careersRoutes from './careers.routes';
import { createCareersService } from './careers.service';
import { MosIndexHolder } from './mos-index.service';
import { civilianOccupationFacts, civilianWordingOf } from './occupation-wording';

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
      async (soc) => civilianOccupationFacts(await repository.findCivilianOccupation(soc)),
    );
    const service = createCareersService({ repository, index });
    app.decorate('occupationCatalogue', index);

    // Every catalogue write signals all instances on commit (an import from the command line included), and the
    // live channel signals again after it reconnects; a refresh whose revision is unchanged does nothing.
    let refreshing = Promise.resolve();
    const refresh = () => {
      refreshing = refreshing.then(() =>
        index.refresh().then(
          (rebuilt) => {
            if (rebuilt) app.log.info('occupation index rebuilt after a catalogue change');
          },
          (error: unknown) => {
            app.log.warn({ err: error }, 'could not refresh the occupation index; keeping the current one');
          },
        ),
      );
    };
    const stopListening = app.live.onSignal(CATALOGUE_CHANGED_SIGNAL, refresh);
    app.addHook('onReady', async () => {
      await index.refresh();
    });
    app.addHook('onClose', async () => {
      stopListening();
      await refreshing;
    });

    await app.register(careersRoutes, { index });
  },
  { name: 'careers', dependencies: ['context', 'background'] },
);

export default careers;
