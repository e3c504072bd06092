import type { AppDatabase } from '../../db/database';
import { dayOf, type PlanEvidenceOf } from '../../lib/plan/plan-evidence';
import { createJobsEvidenceRepository } from './jobs-evidence.repository';

/**
 * The plan's evidence of job applications (the job application package): saved jobs marked applied, or moved on to
 * interviewing or an offer. A saved job keeps no day it was marked applied, so its last change stands for it: the
 * day shown is never earlier than the real one.
 */
export function jobsPlanEvidence(db: AppDatabase): PlanEvidenceOf<'jobs.applications'> {
  const repository = createJobsEvidenceRepository(db);
  return {
    name: 'jobs.applications',
    async read(userId) {
      const applied = await repository.appliedOf(userId);
      return {
        appliedOn: applied.map((job) => dayOf(job.changedAt)),
        offersOn: applied.filter((job) => job.status === 'offer').map((job) => dayOf(job.changedAt)),
      };
    },
  };
}
