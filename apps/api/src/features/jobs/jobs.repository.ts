import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { veteranProfiles } from '../../db/schema';
import { createAlertSearchesRepository } from './alert-searches.repository';
import { createPostingsRepository } from './postings.repository';
import { createSavedJobsRepository } from './saved-jobs.repository';

/** The jobs feature's queries: postings and their search, saved jobs, alert searches, and the ranking's facts. */
export function createJobsRepository(db: AppDatabase) {
  return {
    ...createPostingsRepository(db),
    ...createSavedJobsRepository(db),
    ...createAlertSearchesRepository(db),

    /** The signed-in user's MOS, branch, career interests and preferred place, for ranking. */
    async profileOf(userId: string) {
      const [row] = await db
        .select({
          mosCode: veteranProfiles.mosCode,
          branch: veteranProfiles.branch,
          careerInterests: veteranProfiles.careerInterests,
          preferredLocation: veteranProfiles.preferredLocation,
        })
        .from(veteranProfiles)
        .where(eq(veteranProfiles.userId, userId));
      return row;
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
