import { safeLine } from '@waypoint/shared/core/text';
import {
  bookmarkSchema,
  journalEntryCreateSchema,
  journalEntrySchema,
  timeZoneUpdateSchema,
  wellnessOverviewSchema,
} from '@waypoint/shared/wellness/wellness';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error';
import { createTransaction } from '../../lib/transaction';
import { currentUser } from '../../plugins/app/authenticate';
import { createJournalNotes, journalKeyContext } from './journal-notes';
import { WELLNESS_RESOURCES } from './wellness-resources';
import { wellnessDataRights } from './wellness.data-rights';
import { createWellnessRepository } from './wellness.repository';
import { journalKeys } from './wellness.schema';
import { createWellnessService } from './wellness.service';

const byId = z.object({ id: safeLine().describe('The journal entry id (a UUID)') });
const byResource = z.object({ resourceId: safeLine().max(100).describe('The resource id, e.g. ptsd-coach') });
const errors = errorResponses(400, 401, 404);
const deleted = z.null().describe('Deleted');
const tags = ['wellness'];

/** The wellness hub (`/api/wellness`): the signed-in user's private mood journal, stats and resources. */
const wellnessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const repository = createWellnessRepository(db);
  const notes = createJournalNotes(app.envelope);
  app.wrappedKeys.register({
    name: 'wellness.journal-keys',
    description: "each user's journal key (the mood journal's notes)",
    column: journalKeys.wrappedKey,
    form: 'wrapped-key',
    id: journalKeys.userId,
    context: journalKeyContext,
  });
  const service = createWellnessService({
    repository,
    notes,
    transaction: createTransaction(db, (tx) => ({ wellness: createWellnessRepository(tx) })),
    now: () => app.clock.now(),
  });
  app.dataRights.register(wellnessDataRights(notes));
  app.seeds.register({
    name: 'wellness.resources',
    kind: 'reference',
    run: () => repository.upsertResources(WELLNESS_RESOURCES),
  });

  app.get(
    '/wellness',
    {
      schema: {
        tags,
        summary: 'Your journal entries, stats, care banner, 30-day mood chart and resources',
        response: { 200: wellnessOverviewSchema, ...errors },
      },
    },
    async (request) => service.overview(currentUser(request)),
  );

  app.delete(
    '/wellness',
    {
      schema: {
        tags,
        summary: 'Erase your whole journal, your bookmarks and your stored time zone',
        response: { 204: deleted, ...errors },
      },
    },
    async (request, reply) => {
      await service.eraseAll(currentUser(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/wellness/entries',
    {
      schema: {
        tags,
        summary: 'Write a journal entry (mood 1 to 5 and a note)',
        body: journalEntryCreateSchema,
        response: { 201: journalEntrySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createEntry(currentUser(request), request.body)),
  );

  app.get(
    '/wellness/entries/:id',
    {
      schema: {
        tags,
        summary: 'Read one of your journal entries',
        params: byId,
        response: { 200: journalEntrySchema, ...errors },
      },
    },
    async (request) => service.getEntry(currentUser(request), request.params.id),
  );

  app.delete(
    '/wellness/entries/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of your journal entries',
        params: byId,
        response: { 204: deleted, ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteEntry(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  for (const [method, bookmarked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/wellness/bookmarks/:resourceId',
      schema: {
        tags,
        summary: bookmarked ? 'Bookmark a resource' : 'Remove a bookmark',
        params: byResource,
        response: { 200: bookmarkSchema, ...errors },
      },
      handler: async (request) =>
        service.setBookmark(currentUser(request), request.params.resourceId, bookmarked),
    });
  }

  app.put(
    '/wellness/time-zone',
    {
      schema: {
        tags,
        summary: "Store the browser's time zone, in which the streak's days are counted",
        body: timeZoneUpdateSchema,
        response: { 200: timeZoneUpdateSchema, ...errors },
      },
    },
    async (request) => service.setTimeZone(currentUser(request), request.body.timeZone),
  );
};

export default wellnessRoutes;
