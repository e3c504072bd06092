export { SAVED_JOBS_TAG, savedJobsApi as jobsApi } from '../../../stores/saved-jobs/saved-jobs-api';
