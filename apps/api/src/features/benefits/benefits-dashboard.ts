import { benefitResult, checklistProgress, evaluateBenefits, toIsoDay } from '@waypoint/shared';
import type { DashboardFigureValues } from '@waypoint/shared/dashboard/dashboard';
import type { VeteranServiceRecord } from '../../lib/veteran-records';
import type { BenefitChecklistRow, BenefitStatusRow } from './benefits.schema';
import { choicesOf, factsOf } from './benefits.service';

/**
 * The dashboard's benefits figure for a veteran: the tracker's checklist as the benefits page shows it (done are
 * the items the veteran ticked, nothing else) and the soonest window still open or coming whose benefit the
 * veteran has not marked Completed. Null without a profile: the rules need service dates, and the demo veteran is
 * not the user.
 */
export function dashboardTracker(
  record: VeteranServiceRecord | undefined,
  statuses: readonly BenefitStatusRow[],
  checklist: readonly BenefitChecklistRow[],
  today: Date,
): DashboardFigureValues['benefits.tracker'] {
  if (!record) return null;
  const day = toIsoDay(today);
  const choices = choicesOf(statuses, checklist);
  const benefits = evaluateBenefits(factsOf(record), day).map((evaluation) =>
    benefitResult(evaluation, choices),
  );
  const items = benefits.map((benefit) => ({ benefitType: benefit.benefitType, ...benefit.checklist }));
  const next = benefits
    .filter(
      (benefit) =>
        benefit.status !== 'Completed' &&
        benefit.window.closes !== null &&
        benefit.window.daysLeft !== null &&
        benefit.window.daysLeft >= 0,
    )
    .sort((a, b) =>
      a.window.closes! < b.window.closes! ? -1 : a.window.closes! > b.window.closes! ? 1 : 0,
    )[0];
  return {
    completed: items.filter((item) => item.completed).length,
    total: items.length,
    percent: checklistProgress(items),
    items,
    nextDeadline: next
      ? {
          benefitType: next.benefitType,
          name: next.name,
          date: next.window.closes!,
          daysLeft: next.window.daysLeft!,
        }
      : null,
  };
}
