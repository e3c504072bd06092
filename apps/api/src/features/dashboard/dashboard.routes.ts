import {
  announcementCreateSchema,
  announcementListSchema,
  announcementSchema,
  announcementUpdateSchema,
  dashboardSchema,
} from '@waypoint/shared/dashboard/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/app/authenticate';
import { dashboardDataRights } from './dashboard.data-rights';
import { createDashboardRepository } from './dashboard.repository';
import { SAMPLE_ANNOUNCEMENTS } from './dashboard-seed';
import { createDashboardService } from './dashboard.service';

const byId = z.object({ id: z.uuid().describe('The announcement id') });
const errors = errorResponses(400, 401, 403, 404);
const tags = ['dashboard'];
const admins = { roles: ['admin' as const] };

/** The dashboard (`/api/dashboard`) and the announcements admins write for it (`/api/announcements`). */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createDashboardRepository(app.database.db);
  const service = createDashboardService({
    repository,
    // Read per call: every feature registers its figures while the app is built, some after this one.
    figures: app.dashboardFigures,
    log: app.log.child({ module: 'dashboard' }),
    now: () => app.clock.now(),
  });
  app.dataRights.register(dashboardDataRights);
  app.seeds.register({
    name: 'dashboard.sample-announcements',
    kind: 'sample',
    run: () => repository.seed(SAMPLE_ANNOUNCEMENTS),
  });

  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary: "Your dashboard: your role's view with all its figures, and the published announcements",
        response: { 200: dashboardSchema, ...errors },
      },
    },
    async (request) => service.dashboard(currentUser(request)),
  );

  app.get(
    '/announcements',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Every announcement, published, scheduled, ended or retired (admins)',
        response: { 200: announcementListSchema, ...errors },
      },
    },
    async (request) => service.listAnnouncements(currentUser(request)),
  );

  app.post(
    '/announcements',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Write an announcement with its publishing window (admins)',
        body: announcementCreateSchema,
        response: { 201: announcementSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createAnnouncement(currentUser(request), request.body)),
  );

  app.patch(
    '/announcements/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: "Change an announcement's text or publishing window (admins)",
        params: byId,
        body: announcementUpdateSchema,
        response: { 200: announcementSchema, ...errors },
      },
    },
    async (request) => service.updateAnnouncement(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/announcements/:id/retire',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Take an announcement off every dashboard now (admins)',
        params: byId,
        response: { 200: announcementSchema, ...errors },
      },
    },
    async (request) => service.retireAnnouncement(currentUser(request), request.params.id),
  );
};

export default dashboardRoutes;
