import { screen, within } from '@testing-library/react';
import { interviewTargetPacksSchema } from '@waypoint/shared/interview/interview';
import { INTERVIEW_TARGET_MESSAGES } from '@waypoint/shared/interview/occupation-questions';
import { savedJobSchema, type SavedJob } from '@waypoint/shared/jobs/jobs';
import { JOBS_MESSAGES } from '@waypoint/shared/jobs/jobs-limits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { stubApi, type ApiRoutes } from '../../test/stub-api';

const PATH = '/career/interview-coach';

const PACKS = interviewTargetPacksSchema.parse({
  targets: [
    {
      soc: '13-1081',
      title: 'Logisticians',
      questions: [
        {
          id: 'target:13-1081:0',
          pack: 'technical',
          difficulty: 'standard',
          prompt: 'Logisticians manage supplies. Tell me about a time you did this kind of work.',
          guidance: 'Answer in STAR order.',
        },
        {
          id: 'target:13-1081:1',
          pack: 'technical',
          difficulty: 'standard',
          prompt: 'Why do you want to work as a Logistician?',
          guidance: 'Name two things.',
        },
      ],
    },
  ],
});

function savedJob(id: string, title: string, description: string): SavedJob {
  return savedJobSchema.parse({
    job: {
      ...{ id, title, company: 'Acme Distribution', location: 'Austin, TX', locations: ['Austin, TX'] },
      ...{ salaryRange: null, salaryMin: null, salaryMax: null, pay: null, grade: null, tags: [] },
      ...{ source: 'usajobs', description, applyUrl: 'https://example.com/apply' },
      ...{ postedAt: '2026-11-01T00:00:00.000Z', closesAt: null, remote: false, employmentType: null },
      ...{ federalSeries: [], socCodes: [], veteransPreference: false, sample: false, closed: false },
      whyThisJob: null,
    },
    note: '',
    status: 'saved',
    savedAt: '2026-11-02T00:00:00.000Z',
  });
}

const WAREHOUSE = savedJob(
  '6f1c2a4e-1b2c-4d3e-8f90-123456789abc',
  'Inventory Control Specialist',
  'Conduct cycle counts in our warehouse management system. Maintain inventory control procedures. ' +
    'Train associates on cycle counts and the warehouse management system. Two years of inventory control.',
);

async function openCoach(overrides: ApiRoutes = {}) {
  const api = stubApi({
    'GET /interview-sessions': { status: 200, body: [] },
    'GET /interview-target-packs': { status: 200, body: PACKS },
    'GET /saved-jobs': { status: 200, body: { savedJobs: [WAREHOUSE] } },
    ...overrides,
  });
  const view = renderRoute(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Interview Coach' });
  return { ...api, ...view };
}

afterEach(() => vi.unstubAllGlobals());

describe('practice for a target career and a saved job', () => {
  it('starts the target’s pack and says which target it is for', async () => {
    const { user } = await openCoach();
    const section = screen.getByRole('region', { name: 'Target career' });
    expect(await within(section).findByText(/For your target career: Logisticians/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Practice for Logisticians' }));

    expect(
      await screen.findByRole('heading', { level: 3, name: PACKS.targets[0]!.questions[0]!.prompt }),
    ).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('For your target career: Logisticians')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Practice for Logisticians' })).toBeDisabled();
  });

  it('builds questions from a saved job’s key terms and says plainly they come from the posting', async () => {
    const { user } = await openCoach();
    const section = screen.getByRole('region', { name: 'A saved job’s posting'.replace('’', "'") });
    await user.selectOptions(
      await within(section).findByRole('combobox', { name: 'Saved job to practise for' }),
      WAREHOUSE.job.id,
    );
    expect(within(section).getByText(/questions built from this posting's key terms/)).toHaveTextContent(
      'warehouse management system',
    );
    await user.click(within(section).getByRole('button', { name: 'Practice for this posting' }));
    expect(
      await screen.findByRole('heading', {
        level: 3,
        name: /^This posting asks for "warehouse management system"\./,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        INTERVIEW_TARGET_MESSAGES.fromPosting('Inventory Control Specialist', 'Acme Distribution'),
      ),
    ).toBeInTheDocument();
  });

  it('links to My Plan without a target, and to Job Search without saved jobs', async () => {
    await openCoach({
      'GET /interview-target-packs': { status: 200, body: { targets: [] } },
      'GET /saved-jobs': { status: 200, body: { savedJobs: [] } },
    });
    expect(await screen.findByRole('link', { name: INTERVIEW_TARGET_MESSAGES.chooseTarget })).toHaveAttribute(
      'href',
      '/plan',
    );
    expect(await screen.findByRole('link', { name: 'Go to Job Search' })).toHaveAttribute(
      'href',
      '/career/job-search',
    );
  });

  it('says when the target’s questions or the saved jobs cannot load, and each retries on its own', async () => {
    let packsAnswers = 0;
    let savedAnswers = 0;
    const failOnce = (count: () => number, body: unknown) => async () =>
      count() === 1
        ? Response.json({ status: 500, code: 'INTERNAL', message: 'down' }, { status: 500 })
        : Response.json(body);
    const { user } = await openCoach({
      'GET /interview-target-packs': failOnce(() => (packsAnswers += 1), PACKS),
      'GET /saved-jobs': failOnce(() => (savedAnswers += 1), { savedJobs: [WAREHOUSE] }),
    });
    const targets = screen.getByRole('region', { name: 'Target career' });
    const posting = screen.getByRole('region', { name: "A saved job's posting" });
    expect(await within(targets).findByRole('alert')).toHaveTextContent(
      INTERVIEW_TARGET_MESSAGES.targetsFailed,
    );
    expect(await within(posting).findByRole('alert')).toHaveTextContent(JOBS_MESSAGES.savedLoadFailed);

    await user.click(within(targets).getByRole('button', { name: 'Retry loading target career questions' }));
    expect(
      await within(targets).findByRole('button', { name: 'Practice for Logisticians' }),
    ).toBeInTheDocument();
    expect(within(targets).queryByRole('alert')).not.toBeInTheDocument();
    // The other section's failure stays until its own retry.
    expect(within(posting).getByRole('alert')).toBeInTheDocument();

    await user.click(within(posting).getByRole('button', { name: 'Retry loading saved jobs' }));
    expect(
      await within(posting).findByRole('combobox', { name: 'Saved job to practise for' }),
    ).toBeInTheDocument();
    expect(within(posting).queryByRole('alert')).not.toBeInTheDocument();
  });
});
