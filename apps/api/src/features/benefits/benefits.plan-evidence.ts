import type { AppDatabase } from '../../db/database';
import { dayOf, type PlanEvidenceOf } from '../../lib/plan/plan-evidence';
import { createBenefitsRepository } from './benefits.repository';

/**
 * The benefits tracker's statuses as the plan's benefit steps show them, and the plan's way to set one: a benefit
 * has one status, the tracker's, whichever screen sets it.
 */
export function benefitsPlanEvidence(db: AppDatabase): PlanEvidenceOf<'benefits.statuses'> {
  const repository = createBenefitsRepository(db);
  return {
    name: 'benefits.statuses',
    async read(userId) {
      const rows = await repository.statusesOf(userId);
      return {
        statuses: rows.map((row) => ({
          benefitType: row.benefitType,
          status: row.status,
          changedOn: dayOf(row.updatedAt),
        })),
      };
    },
    write: (userId, benefitType, status) => repository.saveStatus(userId, benefitType, status),
  };
}
