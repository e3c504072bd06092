import type { AppDatabase } from '../../db/database';
import { createAlertSearchesRepository } from './alert-searches.repository';
import { createPostingsRepository } from './postings.repository';
import { createSavedJobsRepository } from './saved-jobs.repository';

/** The jobs feature's queries: postings and their search, saved jobs, and alert searches. */
export function createJobsRepository(db: AppDatabase) {
  return {
    ...createPostingsRepository(db),
    ...createSavedJobsRepository(db),
    ...createAlertSearchesRepository(db),
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
