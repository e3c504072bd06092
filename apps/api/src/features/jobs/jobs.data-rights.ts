import type { DataRightsPart } from '../../lib/data-rights/data-rights';
import { createJobsRepository } from './jobs.repository';

/** Saved jobs with their notes, and the search job alerts run (decision 017). */
export const jobsDataRights: DataRightsPart = {
  name: 'jobs.saved-jobs',
  description: 'Your saved jobs with their notes and status, and the search your job alerts use',
  async export(subject, tx) {
    const repository = createJobsRepository(tx);
    const saved = await repository.listSaved(subject.id);
    const alert = await repository.findAlertSearch(subject.id);
    return {
      savedJobs: saved.map((row) => ({
        jobId: row.posting.id,
        title: row.posting.title,
        company: row.posting.company,
        applyUrl: row.posting.applyUrl,
        note: row.note,
        status: row.status,
        savedAt: row.savedAt.toISOString(),
      })),
      alertSearch: alert
        ? { search: alert.search, lastSentAt: alert.lastSentAt?.toISOString() ?? null }
        : null,
    };
  },
  async erase(subject, tx) {
    const repository = createJobsRepository(tx);
    await repository.deleteAllSaved(subject.id);
    await repository.deleteAlertSearch(subject.id);
  },
};
