import type { DataRightsPart } from '../../lib/data-rights/data-rights';
import { createPlanTargetsRepository } from './plan-targets.repository';

/** The transition plan's data-rights part (decision 017): the target careers and the track. */
export function planDataRights(): DataRightsPart {
  return {
    name: 'plan.targets',
    description: 'Your transition plan: your target careers and your plan’s track',
    async export(subject, tx) {
      const row = await createPlanTargetsRepository(tx).find(subject.id);
      return row ? { targets: row.targets, track: row.track, updatedAt: row.updatedAt.toISOString() } : null;
    },
    async erase(subject, tx) {
      await createPlanTargetsRepository(tx).erase(subject.id);
    },
  };
}
