import type { AppDatabase } from '../../db/database';
import { dayOf, type PlanEvidenceOf } from '../../lib/plan/plan-evidence';
import { createInterviewEvidenceRepository } from './interview-evidence.repository';

/** The plan's evidence of interview practice: the sessions the user finished. */
export function interviewPlanEvidence(db: AppDatabase): PlanEvidenceOf<'interview.practice'> {
  const repository = createInterviewEvidenceRepository(db);
  return {
    name: 'interview.practice',
    async read(userId) {
      const { count, last } = await repository.summaryOf(userId);
      return { completed: count, lastCompletedOn: last ? dayOf(last) : null };
    },
  };
}
