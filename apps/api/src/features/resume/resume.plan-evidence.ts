import type { AppDatabase } from '../../db/database';
import { dayOf, type PlanEvidenceOf } from '../../lib/plan/plan-evidence';
import { createResumeEvidenceRepository } from './resume-evidence.repository';

/** The plan's evidence of a resume (the job application package): the user's saved resumes. */
export function resumePlanEvidence(db: AppDatabase): PlanEvidenceOf<'resume.resumes'> {
  const repository = createResumeEvidenceRepository(db);
  return {
    name: 'resume.resumes',
    async read(userId) {
      const { count, first, last } = await repository.summaryOf(userId);
      return {
        count,
        firstSavedOn: first ? dayOf(first) : null,
        lastSavedOn: last ? dayOf(last) : null,
      };
    },
  };
}
