import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { stubApi } from '../../test/stub-api';
import { makeJob } from '../../test/fixtures/jobs';

afterEach(() => vi.unstubAllGlobals());

const clerk = makeJob({
  id: '5f0c4c8e-7a9a-4e0f-9a55-8d7d2a0c1f02',
  title: 'Medical Records Clerk',
  whyThisJob: null,
  sample: false,
  source: 'csv',
});

describe('removing a saved job', () => {
  it('asks first, naming the note that goes with it; Cancel keeps it, the confirmation removes it', async () => {
    let removed = false;
    const savedJob = { job: clerk, note: 'Call Monday', savedAt: '2026-11-20T00:00:00.000Z' };
    const { calls } = stubApi({
      'GET /saved-jobs': () =>
        Promise.resolve(
          new Response(JSON.stringify({ savedJobs: removed ? [] : [savedJob] }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      [`DELETE /saved-jobs/${clerk.id}`]: () => {
        removed = true;
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    });
    const { user } = renderRoute('/jobs');
    const saved = await screen.findByRole('list', { name: 'Your saved jobs' });

    await user.click(within(saved).getByRole('button', { name: 'Remove Medical Records Clerk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this job from your saved jobs?' });
    expect(dialog).toHaveAccessibleDescription(
      'Medical Records Clerk leaves your saved jobs, and your note on it is deleted. You can save it again while it is posted.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(within(saved).getByRole('button', { name: 'Remove Medical Records Clerk' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove this job from your saved jobs?' })).getByRole(
        'button',
        { name: 'Remove job' },
      ),
    );
    expect(await screen.findByText(/No saved jobs yet/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/saved-jobs/${clerk.id}`,
    ]);
  });
});
