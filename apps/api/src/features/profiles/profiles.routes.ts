import {
  safeLine,
  veteranProfileCreateSchema,
  veteranProfileSchema,
  veteranProfileUpdateSchema,
} from '@waypoint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error';
import { createAuditLog } from '../../lib/audit';
import { createTransaction } from '../../lib/transaction';
import { currentUser } from '../../plugins/app/authenticate';
import { profilesDataRights } from './profiles.data-rights';
import { createProfilesRepository } from './profiles.repository';
import { createProfilesService } from './profiles.service';
import { profileCompleteness } from './profile-completeness';

const byId = z.object({ id: safeLine().describe('The profile id (a UUID)') });
const byAuthUserId = z.object({ authUserId: safeLine().describe("The owning account's id") });
const errors = errorResponses(400, 401, 403, 404);
const tags = ['veteran-profiles'];

const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const service = createProfilesService({
    repository: createProfilesRepository(db),
    transaction: createTransaction(db, (tx) => ({
      profiles: createProfilesRepository(tx),
      audit: createAuditLog(tx),
    })),
    // Looked up per call: the careers feature decorates the app, and this plugin need not load after it.
    catalogue: { isKnownCode: (code, branch) => app.occupationCatalogue.isKnownCode(code, branch) },
  });
  app.dataRights.register(profilesDataRights);
  const profiles = createProfilesRepository(db);
  app.dashboardFigures.register({
    name: 'profiles.completeness',
    personas: ['veteran'],
    compute: async (actor) => profileCompleteness(await profiles.findByUserId(actor.id)),
  });

  app.post(
    '/veteran-profiles',
    {
      schema: {
        tags,
        summary: "Create the signed-in user's veteran profile (one per account)",
        body: veteranProfileCreateSchema,
        response: { 201: veteranProfileSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(currentUser(request), request.body)),
  );

  app.get(
    '/veteran-profiles/:id',
    {
      schema: {
        tags,
        summary: 'Read a veteran profile (owner or admin)',
        params: byId,
        response: { 200: veteranProfileSchema, ...errors },
      },
    },
    async (request) => service.getById(currentUser(request), request.params.id),
  );

  app.get(
    '/veteran-profiles/auth/:authUserId',
    {
      schema: {
        tags,
        summary: "Read an account's veteran profile (owner or admin)",
        params: byAuthUserId,
        response: { 200: veteranProfileSchema, ...errors },
      },
    },
    async (request) => service.getByAuthUserId(currentUser(request), request.params.authUserId),
  );

  app.patch(
    '/veteran-profiles/:id',
    {
      schema: {
        tags,
        summary: 'Change fields of your veteran profile (the e-mail is read-only)',
        params: byId,
        body: veteranProfileUpdateSchema,
        response: { 200: veteranProfileSchema, ...errors },
      },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/veteran-profiles/:id',
    {
      schema: {
        tags,
        summary: 'Delete your veteran profile',
        params: byId,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request), request.params.id, request.ip);
      return reply.code(204).send(null);
    },
  );
};

export default profilesRoutes;
