import { randomUUID } from 'node:crypto';
import { JOBS_MESSAGES, type JobSearchResult, type SavedJob } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { expectErrorBody, getTestDatabase } from '../../test/helper';
import { importParsed } from './feed-import.service';
import { checkPosting, mergeParsed } from './feeds/feed-posting';
import { jobsDataRights } from './jobs.data-rights';
import { createJobsRepository } from './jobs.repository';
import { appWithVeteran, posting, storePostings } from './test/jobs-fixtures';

async function withPosting() {
  const veteran = await appWithVeteran();
  await storePostings([posting({ title: 'Dispatcher' })]);
  const found = await veteran.app.inject({
    method: 'GET',
    url: '/api/jobs?q=dispatcher',
    headers: veteran.headers,
  });
  const jobId = found.json<JobSearchResult>().jobs[0]!.id;
  return { ...veteran, jobId };
}

describe('saved jobs', () => {
  it('saves a posting once, lists it with its note, changes the note and unsaves it', async () => {
    const { app, headers, jobId } = await withPosting();
    const save = () =>
      app.inject({
        method: 'POST',
        url: '/api/saved-jobs',
        headers,
        payload: { jobId, note: 'Call Monday' },
      });
    expect((await save()).statusCode).toBe(201);
    expect((await save()).statusCode).toBe(201);
    const list = async () =>
      (await app.inject({ method: 'GET', url: '/api/saved-jobs', headers })).json<{ savedJobs: SavedJob[] }>()
        .savedJobs;
    expect((await list()).map((saved) => [saved.job.title, saved.note])).toEqual([
      ['Dispatcher', 'Call Monday'],
    ]);

    const note = await app.inject({
      method: 'PATCH',
      url: `/api/saved-jobs/${jobId}`,
      headers,
      payload: { note: 'Applied' },
    });
    expect(note.json<SavedJob>().note).toBe('Applied');
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/saved-jobs/${jobId}`, headers })).statusCode,
    ).toBe(204);
    expect(await list()).toEqual([]);
  });

  it('keeps a status (saved, applied, interviewing, offer, closed) beside the note, and refuses others', async () => {
    const { app, headers, jobId } = await withPosting();
    await app.inject({
      method: 'POST',
      url: '/api/saved-jobs',
      headers,
      payload: { jobId, note: 'Resume sent' },
    });
    const patch = (payload: Record<string, string>) =>
      app.inject({ method: 'PATCH', url: `/api/saved-jobs/${jobId}`, headers, payload });
    expect((await patch({ status: 'applied' })).json<SavedJob>()).toMatchObject({
      status: 'applied',
      note: 'Resume sent',
    });
    expect(
      (await patch({ status: 'interviewing', note: 'Panel on Tuesday' })).json<SavedJob>(),
    ).toMatchObject({
      status: 'interviewing',
      note: 'Panel on Tuesday',
    });
    expect(expectErrorBody(await patch({ status: 'hired' }), 400, 'VALIDATION').fieldErrors).toEqual({
      status: JOBS_MESSAGES.savedStatus,
    });
    expect(expectErrorBody(await patch({}), 400, 'VALIDATION').message).toBe(
      JOBS_MESSAGES.savedChangeMissing,
    );
    const [saved] = (await app.inject({ method: 'GET', url: '/api/saved-jobs', headers })).json<{
      savedJobs: SavedJob[];
    }>().savedJobs;
    expect(saved).toMatchObject({ status: 'interviewing', note: 'Panel on Tuesday', job: { closed: false } });
  });

  it('keeps a saved posting that closed or left its feed, marked closed, while search leaves it out', async () => {
    const { app, headers, jobId } = await withPosting();
    await app.inject({ method: 'POST', url: '/api/saved-jobs', headers, payload: { jobId } });
    // The feed is read again, whole, without the dispatcher posting.
    const { db } = (await getTestDatabase()).database;
    const report = await importParsed(
      createJobsRepository(db),
      mergeParsed([checkPosting(posting({ title: 'Welder' }), 1)]),
      { feed: 'test', complete: true, now: new Date(Date.now() + 1000) },
    );
    expect(report.closed).toBe(1);
    const list = await app.inject({ method: 'GET', url: '/api/saved-jobs', headers });
    expect(
      list.json<{ savedJobs: SavedJob[] }>().savedJobs.map((saved) => [saved.job.title, saved.job.closed]),
    ).toEqual([['Dispatcher', true]]);
    const found = await app.inject({ method: 'GET', url: '/api/jobs?q=dispatcher', headers });
    expect(found.json<JobSearchResult>().total).toBe(0);
  });

  it("keeps each user's saved jobs to themselves: another's answers 404", async () => {
    const { app, headers, jobId } = await withPosting();
    await app.inject({ method: 'POST', url: '/api/saved-jobs', headers, payload: { jobId } });
    const other = await signUpAndSignIn(app);
    const list = await app.inject({ method: 'GET', url: '/api/saved-jobs', headers: other.headers });
    expect(list.json()).toEqual({ savedJobs: [] });
    for (const request of [
      { method: 'PATCH' as const, payload: { note: 'mine now' } },
      { method: 'DELETE' as const },
    ]) {
      const response = await app.inject({
        ...request,
        url: `/api/saved-jobs/${jobId}`,
        headers: other.headers,
      });
      expect(expectErrorBody(response, 404, 'NOT_FOUND').message).toBe(JOBS_MESSAGES.savedNotFound);
    }
    const mine = await app.inject({ method: 'GET', url: '/api/saved-jobs', headers });
    expect(mine.json<{ savedJobs: SavedJob[] }>().savedJobs[0]?.note).toBe('');
  });

  it('refuses an unknown posting and an over-long note, storing nothing', async () => {
    const { app, headers, jobId } = await withPosting();
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/saved-jobs',
      headers,
      payload: { jobId: randomUUID() },
    });
    expect(expectErrorBody(unknown, 404, 'NOT_FOUND').message).toBe(JOBS_MESSAGES.jobNotFound);
    const long = await app.inject({
      method: 'POST',
      url: '/api/saved-jobs',
      headers,
      payload: { jobId, note: 'x'.repeat(1001) },
    });
    expect(expectErrorBody(long, 400, 'VALIDATION').fieldErrors).toEqual({ note: JOBS_MESSAGES.noteTooLong });
    expect((await app.inject({ method: 'GET', url: '/api/saved-jobs', headers })).json()).toEqual({
      savedJobs: [],
    });
  });

  it('is in "Download my data" and goes with the account', async () => {
    const { app, headers, jobId, userId } = await withPosting();
    await app.inject({ method: 'POST', url: '/api/saved-jobs', headers, payload: { jobId, note: 'Mine' } });
    await app.inject({ method: 'PUT', url: '/api/job-alerts/search', headers, payload: { q: 'dispatcher' } });
    const exported = await app.inject({ method: 'GET', url: '/api/account/data-export', headers });
    expect(exported.json().parts['jobs.saved-jobs']).toMatchObject({
      savedJobs: [{ jobId, title: 'Dispatcher', note: 'Mine', status: 'saved' }],
      alertSearch: { search: { q: 'dispatcher' } },
    });
    const { db } = (await getTestDatabase()).database;
    await jobsDataRights.erase({ id: userId, email: 'unused@example.org', emailVerified: true }, db);
    expect((await app.inject({ method: 'GET', url: '/api/saved-jobs', headers })).json()).toEqual({
      savedJobs: [],
    });
    expect((await app.inject({ method: 'GET', url: '/api/job-alerts/search', headers })).json()).toEqual({
      search: null,
      lastSentAt: null,
    });
  });
});
