import {
  addDays,
  benefitRule,
  dayIn,
  dueReminder,
  evaluateBenefits,
  reminderMessage,
  toIsoDay,
  type BenefitType,
} from '@waypoint/shared';
import type { NotificationMessage } from '../../lib/notifications/notifications';
import type { Transaction, TransactionScope } from '../../lib/transaction';
import type { VeteranRecords } from '../../lib/veteran-records';
import type { BenefitsRepository, NewBenefitReminder } from './benefits.repository';
import { factsOf } from './benefits.service';

export const REMINDER_TOPIC = 'benefits.deadline-reminder';
export const REMINDER_TASK = 'benefits.send-reminders';
/** Daily at 15:00 UTC: the same calendar day, in working hours, across the United States' zones. */
export const REMINDER_SCHEDULE = '0 15 * * *';
/** Profiles read per page; each page costs four queries whatever its size. */
export const REMINDER_PAGE_SIZE = 500;

interface Dependencies {
  repository: BenefitsRepository;
  records: Pick<VeteranRecords, 'serviceRecordsAfter'>;
  /** The reminder's record and its notification commit together: sent once, or not at all. */
  transaction: Transaction<{ benefits: BenefitsRepository }>;
  notify(userId: string, message: NotificationMessage, transaction: TransactionScope): Promise<unknown>;
  /** The time zone each user's notifications follow; the window's last day ends at their midnight. */
  timeZonesOf(userIds: readonly string[]): Promise<Map<string, string>>;
  now: () => Date;
  pageSize?: number;
}

const keyOf = (userId: string, benefitType: string, closes: string, threshold: number) =>
  `${userId}|${benefitType}|${closes}|${threshold}`;

/**
 * Deadline reminders: for every veteran with a profile, the rules evaluated on today's date in their time zone
 * (the same evaluation as the eligibility call), and one notification per open window that reached a reminder
 * threshold (60, 30 or 7 days before its last day) and was not reminded at that threshold yet, unless the veteran
 * marked the benefit Completed. Profiles, statuses, time zones and sent reminders are read a page at a time;
 * only users with something to send open a transaction.
 */
export function createBenefitRemindersService({
  repository,
  records,
  transaction,
  notify,
  timeZonesOf,
  now,
  pageSize = REMINDER_PAGE_SIZE,
}: Dependencies) {
  return {
    async sendDue(signal?: AbortSignal): Promise<{ veterans: number; sent: number }> {
      const at = now();
      // A window whose last day is before yesterday in UTC is closed in every time zone.
      const closingFrom = addDays(toIsoDay(at), -1);
      let after: string | null = null;
      let veterans = 0;
      let sent = 0;
      for (;;) {
        signal?.throwIfAborted();
        const page = await records.serviceRecordsAfter(after, pageSize);
        if (page.length === 0) break;
        after = page[page.length - 1]!.veteranId;
        veterans += page.length;
        const userIds = page.map((record) => record.ownerUserId);
        const zones = await timeZonesOf(userIds);
        const completed = new Set(
          (await repository.completedOf(userIds)).map((row) => `${row.userId}|${row.benefitType}`),
        );
        const alreadySent = new Set(
          (await repository.remindersSince(userIds, closingFrom)).map((row) =>
            keyOf(row.userId, row.benefitType, row.windowCloses, row.threshold),
          ),
        );

        for (const record of page) {
          const userId = record.ownerUserId;
          const today = dayIn(at, zones.get(userId) ?? 'UTC');
          const due: NewBenefitReminder[] = [];
          for (const evaluation of evaluateBenefits(factsOf(record), today)) {
            const reminder = dueReminder(evaluation);
            if (!reminder || completed.has(`${userId}|${reminder.benefitType}`)) continue;
            if (alreadySent.has(keyOf(userId, reminder.benefitType, reminder.closes, reminder.threshold)))
              continue;
            due.push({
              userId,
              benefitType: reminder.benefitType,
              windowCloses: reminder.closes,
              threshold: reminder.threshold,
              daysLeft: reminder.daysLeft,
            });
          }
          if (due.length === 0) continue;
          sent += await transaction(async ({ benefits, tx }) => {
            // The key decides under a retry or a second run: only reminders recorded now are sent.
            const recorded = await benefits.recordReminders(due);
            for (const reminder of recorded) {
              const { name, reminderNote } = benefitRule(reminder.benefitType as BenefitType);
              const message = reminderMessage(name, reminder.windowCloses, reminder.daysLeft, reminderNote);
              await notify(userId, message, tx);
            }
            return recorded.length;
          });
        }
      }
      return { veterans, sent };
    },
  };
}

export type BenefitRemindersService = ReturnType<typeof createBenefitRemindersService>;
