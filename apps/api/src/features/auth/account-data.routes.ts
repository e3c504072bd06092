import {
  accountDeletionRequestSchema,
  dataExportFileName,
  dataExportSchema,
  dataSummarySchema,
} from '@waypoint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../lib/app-error';
import { createAuditLog } from '../../lib/audit';
import { createTransaction } from '../../lib/transaction';
import { currentUser } from '../../plugins/app/authenticate';
import { createAccountDataService } from './account-data.service';
import { authDataRights } from './auth.data-rights';
import type { AuthService } from './auth.service';
import { createUsersRepository } from './users.repository';

const tags = ['account'];

/** /api/account/*: the signed-in user's data, to download or to erase with the account (decision 017). */
const accountDataRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.dataRights.register(authDataRights);
  const service = createAccountDataService({
    parts: app.dataRights,
    transaction: createTransaction(app.database.db, (tx) => ({
      users: createUsersRepository(tx),
      audit: createAuditLog(tx),
    })),
    confirmPassword: (client, actor, password) => auth.confirmPassword(client, actor, password),
    log: app.log,
    now: () => app.clock.now(),
  });

  app.get(
    '/account/data-summary',
    {
      schema: {
        tags,
        summary: 'What Waypoint holds about the signed-in user, as deleting the account would erase it',
        response: { 200: dataSummarySchema, ...errors(401) },
      },
    },
    async () => service.summary(),
  );

  app.get(
    '/account/data-export',
    {
      schema: {
        tags,
        summary: 'Download everything Waypoint holds about the signed-in user, as one JSON file',
        response: { 200: dataExportSchema, ...errors(401) },
      },
    },
    async (request, reply) => {
      const exported = await service.export(currentUser(request));
      reply.header(
        'content-disposition',
        `attachment; filename="${dataExportFileName(exported.exportedAt)}"`,
      );
      return exported;
    },
  );

  app.post(
    '/account/deletion',
    {
      schema: {
        tags,
        summary:
          'Delete the signed-in user’s account and everything Waypoint holds about them (password required)',
        body: accountDeletionRequestSchema,
        response: { 204: z.null().describe('Deleted'), ...errors(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      await service.deleteAccount(request, currentUser(request), request.body);
      return reply.code(204).send(null);
    },
  );
};

export default accountDataRoutes;
