import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTransaction } from '../../lib/transaction';
import { createPlanRemindersRepository } from './plan-reminders.repository';
import {
  createPlanRemindersService,
  PLAN_REMINDER_TASK,
  PLAN_REMINDER_SCHEDULE,
  PLAN_REMINDER_TOPIC,
} from './plan-reminders.service';
import type { PlanService } from './plan.service';

/** The reminders service on this app's database, profiles, plan, notifier and clock. */
export function planRemindersOf(app: FastifyInstance, plan: Pick<PlanService, 'view'>) {
  const { db } = app.database;
  return createPlanRemindersService({
    repository: createPlanRemindersRepository(db),
    records: { serviceRecordsAfter: (after, limit) => app.veteranRecords.serviceRecordsAfter(after, limit) },
    view: (userId, today) => plan.view(userId, today),
    transaction: createTransaction(db, (handle) => ({ reminders: createPlanRemindersRepository(handle) })),
    notify: (userId, message, transaction) =>
      app.notifier.notify({ id: userId }, PLAN_REMINDER_TOPIC, message, { transaction }),
    timeZonesOf: (userIds) => app.notifier.timeZonesOf(userIds),
    now: () => app.clock.now(),
  });
}

/** The daily batch of step reminders on the task engine (pg-boss): one worker of the cluster runs it. */
const planRemindersTask: FastifyPluginAsyncZod<{ plan: Pick<PlanService, 'view'> }> = async (
  app,
  { plan },
) => {
  const reminders = planRemindersOf(app, plan);
  app.notificationTopics.register({
    name: PLAN_REMINDER_TOPIC,
    description: 'A step of your transition plan opens or is due in 7 days, or today',
    category: 'career',
  });
  app.tasks.register({
    name: PLAN_REMINDER_TASK,
    payload: z.object({}),
    schedule: PLAN_REMINDER_SCHEDULE,
    retry: { limit: 3, delaySeconds: 600 },
    handle: async (_payload, { log, signal }) => {
      const { plans, sent } = await reminders.sendDue(signal);
      log.info({ plans, sent }, 'plan step reminders sent');
    },
  });
};

export default planRemindersTask;
