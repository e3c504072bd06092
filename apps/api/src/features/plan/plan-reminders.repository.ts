import { and, between, eq, gte, inArray, isNotNull, like, or } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { planReminders, planSteps } from './plan.schema';

export interface PlanReminderKey {
  userId: string;
  stepKey: string;
  /** The day the reminder was due: 7 days before the step's date, or the date itself. */
  dueOn: string;
}

/** The `plan_reminders` table (which step reminders went out), and the users whose own steps have dates soon. */
export function createPlanRemindersRepository(db: AppDatabase) {
  return {
    /** Records reminders not recorded yet and answers those: the key decides between instances and retries. */
    async record(keys: readonly PlanReminderKey[]): Promise<PlanReminderKey[]> {
      if (keys.length === 0) return [];
      return db
        .insert(planReminders)
        .values([...keys])
        .onConflictDoNothing()
        .returning({
          userId: planReminders.userId,
          stepKey: planReminders.stepKey,
          dueOn: planReminders.dueOn,
        });
    },

    /** The reminders already sent to these users that were due on `from` or later. */
    async sentSince(userIds: readonly string[], from: string): Promise<PlanReminderKey[]> {
      if (userIds.length === 0) return [];
      return db
        .select({ userId: planReminders.userId, stepKey: planReminders.stepKey, dueOn: planReminders.dueOn })
        .from(planReminders)
        .where(and(inArray(planReminders.userId, [...userIds]), gte(planReminders.dueOn, from)));
    },

    /** Users with one of their own steps dated between the two days (a plan without a profile has only these). */
    async usersWithOwnStepsBetween(from: string, to: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: planSteps.userId })
        .from(planSteps)
        .where(
          and(
            like(planSteps.stepKey, 'custom:%'),
            or(
              and(isNotNull(planSteps.opensOn), between(planSteps.opensOn, from, to)),
              and(isNotNull(planSteps.closesOn), between(planSteps.closesOn, from, to)),
            ),
          ),
        );
      return rows.map((row) => row.userId);
    },

    async listByUser(userId: string) {
      return db
        .select()
        .from(planReminders)
        .where(eq(planReminders.userId, userId))
        .orderBy(planReminders.sentAt);
    },

    async erase(userId: string): Promise<void> {
      await db.delete(planReminders).where(eq(planReminders.userId, userId));
    },
  };
}

export type PlanRemindersRepository = ReturnType<typeof createPlanRemindersRepository>;
