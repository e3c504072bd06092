import {
  JOBS_MESSAGES,
  type AlertSearch,
  type AlertSettings,
  type SavedJob,
  type SavedJobUpdate,
} from '@waypoint/shared';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { toJob } from './job-mapping';
import type { JobsRepository } from './jobs.repository';
import { UUID } from './jobs.service';

/**
 * The signed-in user's saved jobs and alert search: only ever their own rows, so others' are simply absent. A saved
 * posting that closed or left its feed stays in the list, marked closed.
 */
export function createSavedJobsService({
  repository,
  now,
}: {
  repository: JobsRepository;
  /** The app's clock (`app.clock.now`): whether a saved posting's closing date has passed. */
  now: () => Date;
}) {
  const notSaved = () => new AppError('NOT_FOUND', JOBS_MESSAGES.savedNotFound);
  const toSaved = (row: NonNullable<Awaited<ReturnType<JobsRepository['findSaved']>>>): SavedJob => ({
    job: toJob(row.posting, now()),
    note: row.note,
    status: row.status,
    savedAt: row.savedAt.toISOString(),
  });

  return {
    async list(actor: Actor): Promise<SavedJob[]> {
      return (await repository.listSaved(actor.id)).map(toSaved);
    },

    async save(actor: Actor, jobId: string, note?: string): Promise<SavedJob> {
      const posting = await repository.findById(jobId);
      if (!posting) throw new AppError('NOT_FOUND', JOBS_MESSAGES.jobNotFound);
      await repository.save(actor.id, jobId, note);
      const saved = await repository.findSaved(actor.id, jobId);
      if (!saved) throw notSaved();
      return toSaved(saved);
    },

    /** Changes the note, the status (saved, applied, interviewing, offer, closed) or both. */
    async update(actor: Actor, jobId: string, change: SavedJobUpdate): Promise<SavedJob> {
      if (!UUID.test(jobId) || !(await repository.updateSaved(actor.id, jobId, change))) throw notSaved();
      const saved = await repository.findSaved(actor.id, jobId);
      if (!saved) throw notSaved();
      return toSaved(saved);
    },

    async unsave(actor: Actor, jobId: string): Promise<void> {
      if (!UUID.test(jobId) || !(await repository.unsave(actor.id, jobId))) throw notSaved();
    },

    async alertSettings(actor: Actor): Promise<AlertSettings> {
      const row = await repository.findAlertSearch(actor.id);
      return { search: row?.search ?? null, lastSentAt: row?.lastSentAt?.toISOString() ?? null };
    },

    async putAlertSearch(actor: Actor, search: AlertSearch): Promise<AlertSettings> {
      const row = await repository.putAlertSearch(actor.id, search);
      return { search: row?.search ?? search, lastSentAt: row?.lastSentAt?.toISOString() ?? null };
    },

    async deleteAlertSearch(actor: Actor): Promise<void> {
      await repository.deleteAlertSearch(actor.id);
    },
  };
}
