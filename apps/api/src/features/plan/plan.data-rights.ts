import type { DataRightsPart } from '../../lib/data-rights/data-rights';
import { createPlanBudgetsRepository } from './plan-budgets.repository';
import { createPlanRemindersRepository } from './plan-reminders.repository';
import { createPlanSharesRepository } from './plan-shares.repository';
import { createPlanStepsRepository } from './plan-steps.repository';
import { createPlanTargetsRepository } from './plan-targets.repository';

/**
 * The transition plan's data-rights part (decision 017): the target careers and the track, the steps the user
 * set a status on or added, the 12-month budget, who the plan is shared with, and the step reminders sent.
 */
export function planDataRights(): DataRightsPart {
  return {
    name: 'plan.transition-plan',
    description:
      'Your transition plan: your target careers and track, your steps’ statuses and your own steps, your 12-month budget, who you share your plan with, and the step reminders sent',
    async export(subject, tx) {
      const [targets, steps, budget, shares, reminders] = await Promise.all([
        createPlanTargetsRepository(tx).find(subject.id),
        createPlanStepsRepository(tx).listOf(subject.id),
        createPlanBudgetsRepository(tx).find(subject.id),
        createPlanSharesRepository(tx).listByUser(subject.id),
        createPlanRemindersRepository(tx).listByUser(subject.id),
      ]);
      if (!targets && steps.length === 0 && !budget && shares.length === 0 && reminders.length === 0)
        return null;
      return {
        targets: targets?.targets ?? [],
        track: targets?.track ?? null,
        updatedAt: targets?.updatedAt.toISOString() ?? null,
        steps: steps.map((step) => ({
          key: step.stepKey,
          title: step.title,
          opensOn: step.opensOn,
          closesOn: step.closesOn,
          href: step.href,
          status: step.status,
          statusChangedAt: step.statusChangedAt?.toISOString() ?? null,
          createdAt: step.createdAt.toISOString(),
        })),
        budget: budget
          ? {
              expenses: budget.expenses,
              otherIncome: budget.otherIncome,
              updatedAt: budget.updatedAt.toISOString(),
            }
          : null,
        // Who the plan was shared with and when (never the link's token, of which only a hash is kept).
        shares: shares.map((share) => ({
          recipientEmail: share.recipientEmail,
          createdAt: share.createdAt.toISOString(),
          expiresAt: share.expiresAt.toISOString(),
          revokedAt: share.revokedAt?.toISOString() ?? null,
          accessCount: share.accessCount,
          lastAccessedAt: share.lastAccessedAt?.toISOString() ?? null,
        })),
        reminders: reminders.map((reminder) => ({
          stepKey: reminder.stepKey,
          dueOn: reminder.dueOn,
          sentAt: reminder.sentAt.toISOString(),
        })),
      };
    },
    async erase(subject, tx) {
      await createPlanSharesRepository(tx).erase(subject.id);
      await createPlanRemindersRepository(tx).erase(subject.id);
      await createPlanStepsRepository(tx).erase(subject.id);
      await createPlanBudgetsRepository(tx).erase(subject.id);
      await createPlanTargetsRepository(tx).erase(subject.id);
    },
  };
}
