import {
  benefitTypeParamsSchema,
  checklistUpdateResponseSchema,
  checklistUpdateSchema,
  eligibilityRequestSchema,
  eligibilityResponseSchema,
  statusUpdateResponseSchema,
  statusUpdateSchema,
} from '@waypoint/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/app-error';
import { createTransaction } from '../../lib/transaction';
import { currentUser } from '../../plugins/app/authenticate';
import {
  createBenefitRemindersService,
  REMINDER_TASK,
  REMINDER_SCHEDULE,
  REMINDER_TOPIC,
} from './benefit-reminders.service';
import { dashboardTracker } from './benefits-dashboard';
import { benefitsDataRights } from './benefits.data-rights';
import { benefitsPlanEvidence } from './benefits.plan-evidence';
import { createBenefitsRepository } from './benefits.repository';
import { createBenefitsService } from './benefits.service';

const tags = ['benefits'];
const errors = errorResponses(400, 401, 404);

/** The reminders service on this app's database, profiles, notifier and clock. */
export function benefitRemindersOf(app: FastifyInstance) {
  const { db } = app.database;
  return createBenefitRemindersService({
    repository: createBenefitsRepository(db),
    records: { serviceRecordsAfter: (after, limit) => app.veteranRecords.serviceRecordsAfter(after, limit) },
    transaction: createTransaction(db, (handle) => ({ benefits: createBenefitsRepository(handle) })),
    notify: (userId, message, transaction) =>
      app.notifier.notify({ id: userId }, REMINDER_TOPIC, message, { transaction }),
    timeZonesOf: (userIds) => app.notifier.timeZonesOf(userIds),
    now: () => app.clock.now(),
  });
}

const benefitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createBenefitsRepository(app.database.db);
  const service = createBenefitsService({
    repository,
    // Looked up per call: the profiles feature decorates the app, and this plugin need not load after it.
    records: {
      findByVeteranId: (id) => app.veteranRecords.findByVeteranId(id),
    },
    now: () => app.clock.now(),
  });
  app.dataRights.register(benefitsDataRights);
  app.planEvidence.register(benefitsPlanEvidence(app.database.db));
  app.dashboardFigures.register({
    name: 'benefits.tracker',
    // The spec: a mentee-requests list for mentors, the benefits checklist for everyone else.
    personas: ['veteran', 'admin'],
    async compute(actor) {
      const [record, statuses, checklist] = await Promise.all([
        app.veteranRecords.findServiceRecordForUser(actor.id),
        repository.statusesOf(actor.id),
        repository.checklistOf(actor.id),
      ]);
      return dashboardTracker(record, statuses, checklist, app.clock.now());
    },
  });

  const reminders = benefitRemindersOf(app);
  app.notificationTopics.register({
    name: REMINDER_TOPIC,
    description: 'A benefit window you can still use closes in 60, 30 or 7 days',
    category: 'benefits',
  });
  app.tasks.register({
    name: REMINDER_TASK,
    payload: z.object({}),
    schedule: REMINDER_SCHEDULE,
    retry: { limit: 3, delaySeconds: 600 },
    handle: async (_payload, { log, signal }) => {
      const { veterans, sent } = await reminders.sendDue(signal);
      log.info({ veterans, sent }, 'benefit deadline reminders sent');
    },
  });

  app.post(
    '/v1/benefits/eligibility',
    {
      schema: {
        tags,
        summary: "A veteran's benefits: eligibility, reasons, dated windows and sources (owner or admin)",
        body: eligibilityRequestSchema,
        response: { 200: eligibilityResponseSchema, ...errors },
      },
    },
    async (request) => service.eligibility(currentUser(request), request.body),
  );

  app.patch(
    '/v1/benefits/statuses/:benefitType',
    {
      schema: {
        tags,
        summary: 'Set your tracker status for a benefit',
        params: benefitTypeParamsSchema,
        body: statusUpdateSchema,
        response: { 200: statusUpdateResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.setStatus(currentUser(request), request.params.benefitType, request.body.status),
  );

  app.patch(
    '/v1/benefits/checklist/:benefitType',
    {
      schema: {
        tags,
        summary: "Tick or untick a benefit's checklist item",
        params: benefitTypeParamsSchema,
        body: checklistUpdateSchema,
        response: { 200: checklistUpdateResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.setChecklistItem(currentUser(request), request.params.benefitType, request.body.completed),
  );
};

export default benefitsRoutes;
