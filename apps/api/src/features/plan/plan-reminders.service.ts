import { addDays, dayIn, toIsoDay, type IsoDay } from '@waypoint/shared';
import type { PlanView } from '@waypoint/shared/plan/plan-http';
import {
  dueStepReminders,
  isOpenStep,
  PLAN_REMINDER_DAYS_BEFORE,
  planReminderMessage,
  type DueStepReminder,
} from '@waypoint/shared/plan/plan-export';
import type { NotificationMessage } from '../../lib/notifications/notifications';
import type { Transaction, TransactionScope } from '../../lib/transaction';
import type { VeteranRecords } from '../../lib/veteran-records';
import type { PlanReminderKey, PlanRemindersRepository } from './plan-reminders.repository';

export const PLAN_REMINDER_TOPIC = 'plan.step-reminder';
export const PLAN_REMINDER_TASK = 'plan.send-reminders';
/** Daily at 15:30 UTC: the same calendar day, in working hours, across the United States' zones. */
export const PLAN_REMINDER_SCHEDULE = '30 15 * * *';
export const PLAN_REMINDER_PAGE_SIZE = 200;

interface Dependencies {
  repository: PlanRemindersRepository;
  records: Pick<VeteranRecords, 'serviceRecordsAfter'>;
  /** The user's plan on their today: the same view the plan page shows. */
  view(userId: string, today: IsoDay): Promise<PlanView>;
  /** The reminder's record and its notification commit together: sent once, or not at all. */
  transaction: Transaction<{ reminders: PlanRemindersRepository }>;
  notify(userId: string, message: NotificationMessage, transaction: TransactionScope): Promise<unknown>;
  timeZonesOf(userIds: readonly string[]): Promise<Map<string, string>>;
  now: () => Date;
  pageSize?: number;
}

const keyOf = (key: Pick<PlanReminderKey, 'stepKey' | 'dueOn'>) => `${key.stepKey}|${key.dueOn}`;

/**
 * A benefit window's last day is already reminded 60, 30 and 7 days ahead by the benefits tracker
 * (benefits/benefit-reminders.service.ts): the plan adds only its day itself, and the day a window opens.
 */
function remindedHere(step: PlanView['steps'][number], reminder: DueStepReminder): boolean {
  const benefitWindow = step.kind === 'benefit' && !step.key.endsWith(':milestone');
  return !(benefitWindow && reminder.edge === 'closes' && reminder.daysLeft > 0);
}

/** The step reminders due today for one plan: open steps only, one per step and due day. */
function dueOf(view: PlanView, today: IsoDay) {
  const due = new Map<string, { step: PlanView['steps'][number]; reminder: DueStepReminder }>();
  for (const step of view.steps) {
    if (!isOpenStep(step)) continue;
    for (const reminder of dueStepReminders(step.window, today)) {
      if (!remindedHere(step, reminder)) continue;
      // A window that opens on the day its last day is 7 days off: one reminder, about the last day.
      const key = keyOf({ stepKey: step.key, dueOn: reminder.dueOn });
      if (!due.has(key) || reminder.edge === 'closes') due.set(key, { step, reminder });
    }
  }
  return [...due.values()];
}

/**
 * Step reminders: every plan that can have a dated step (each veteran with a profile, and each user whose own
 * steps have dates soon) is read on the user's today in their time zone, as the plan page shows it, and each open
 * step (not done, not skipped) whose date is 7 days away or today gets one notification per date and due day,
 * through the notification service (preferences and quiet hours apply there). A moved date is due anew.
 */
export function createPlanRemindersService({
  repository,
  records,
  view,
  transaction,
  notify,
  timeZonesOf,
  now,
  pageSize = PLAN_REMINDER_PAGE_SIZE,
}: Dependencies) {
  async function remindAll(userIds: string[], at: Date): Promise<number> {
    const zones = await timeZonesOf(userIds);
    // Due days reach back at most 7 days before a date that is today or later in every time zone.
    const since = addDays(toIsoDay(at), -(PLAN_REMINDER_DAYS_BEFORE + 2));
    const sent = new Set(
      (await repository.sentSince(userIds, since)).map((row) => `${row.userId}|${keyOf(row)}`),
    );
    let count = 0;
    for (const userId of userIds) {
      const today = dayIn(at, zones.get(userId) ?? 'UTC');
      const due = dueOf(await view(userId, today), today).filter(
        ({ step, reminder }) => !sent.has(`${userId}|${keyOf({ stepKey: step.key, dueOn: reminder.dueOn })}`),
      );
      if (due.length === 0) continue;
      count += await transaction(async ({ reminders, tx }) => {
        const recorded = new Set(
          (
            await reminders.record(
              due.map(({ step, reminder }) => ({ userId, stepKey: step.key, dueOn: reminder.dueOn })),
            )
          ).map(keyOf),
        );
        let notified = 0;
        for (const { step, reminder } of due) {
          // Only reminders recorded now are sent: another instance or an earlier run sent the rest.
          if (!recorded.has(keyOf({ stepKey: step.key, dueOn: reminder.dueOn }))) continue;
          await notify(userId, planReminderMessage(step, reminder), tx);
          notified += 1;
        }
        return notified;
      });
    }
    return count;
  }

  return {
    async sendDue(signal?: AbortSignal): Promise<{ plans: number; sent: number }> {
      const at = now();
      const seen = new Set<string>();
      let sent = 0;
      let after: string | null = null;
      for (;;) {
        signal?.throwIfAborted();
        const page = await records.serviceRecordsAfter(after, pageSize);
        if (page.length === 0) break;
        after = page[page.length - 1]!.veteranId;
        const userIds = page.map((record) => record.ownerUserId).filter((id) => !seen.has(id));
        for (const id of userIds) seen.add(id);
        sent += await remindAll(userIds, at);
      }
      // Plans without a profile have dates only on the user's own steps.
      const utcToday = toIsoDay(at);
      const own = (
        await repository.usersWithOwnStepsBetween(
          addDays(utcToday, -1),
          addDays(utcToday, PLAN_REMINDER_DAYS_BEFORE + 1),
        )
      ).filter((id) => !seen.has(id));
      for (let start = 0; start < own.length; start += pageSize) {
        signal?.throwIfAborted();
        const userIds = own.slice(start, start + pageSize);
        for (const id of userIds) seen.add(id);
        sent += await remindAll(userIds, at);
      }
      return { plans: seen.size, sent };
    },
  };
}

export type PlanRemindersService = ReturnType<typeof createPlanRemindersService>;
