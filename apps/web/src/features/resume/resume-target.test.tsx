import { screen, waitFor, within } from '@testing-library/react';
import { savedJobSchema, type SavedJob } from '@waypoint/shared/jobs/jobs';
import { RESUME_TARGET_MESSAGES } from '@waypoint/shared/resume/target-messages';
import {
  resumeTargetSuggestionsSchema,
  type ResumeTargetSuggestions,
} from '@waypoint/shared/resume/target-suggestions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { stubApi, type ApiRoutes } from '../../test/stub-api';
import { job, makePrefill, makeResume, summaryOf } from './test/resume-fixtures';

afterEach(() => vi.unstubAllGlobals());

const LOGISTICIANS: ResumeTargetSuggestions = resumeTargetSuggestionsSchema.parse({
  targets: [
    {
      soc: '13-1081',
      title: 'Logisticians',
      headline: 'Logistician',
      summary: 'Manage how an organization acquires, moves, stores and distributes supplies and equipment.',
      skills: ['Supplies', 'Equipment'],
      bullets: ["Orders, receives, stores and accounts for a unit's supplies and equipment."],
      duties: { code: '92Y', title: 'Unit Supply Specialist', branchLabel: 'U.S. Army' },
      certifications: ["Earn ASCM's CLTD or CSCP supply-chain certification"],
    },
  ],
});

function savedJob(id: string, title: string, description: string): SavedJob {
  return savedJobSchema.parse({
    job: {
      id,
      title,
      company: 'Acme Distribution',
      location: 'Austin, TX',
      locations: ['Austin, TX'],
      salaryRange: null,
      salaryMin: null,
      salaryMax: null,
      pay: null,
      grade: null,
      tags: [],
      source: 'usajobs',
      description,
      applyUrl: 'https://example.com/apply',
      postedAt: '2026-11-01T00:00:00.000Z',
      closesAt: null,
      remote: false,
      employmentType: null,
      federalSeries: [],
      socCodes: [],
      veteransPreference: false,
      sample: false,
      closed: false,
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

async function openResume(overrides: ApiRoutes = {}) {
  const resume = makeResume({}, { workExperience: [job('j1', 'Supply Sergeant', ['Ran cycle counts.'])] });
  const api = stubApi({
    'GET /resumes': { status: 200, body: [summaryOf(resume)] },
    [`GET /resumes/${resume.id}`]: { status: 200, body: resume },
    'GET /resumes/prefill': { status: 200, body: makePrefill() },
    [`PUT /resumes/${resume.id}`]: { status: 200, body: { ...resume, version: resume.version + 1 } },
    'GET /resumes/target-suggestions': { status: 200, body: LOGISTICIANS },
    'GET /saved-jobs': { status: 200, body: { savedJobs: [WAREHOUSE] } },
    ...overrides,
  });
  const view = renderRoute('/resume');
  await screen.findByRole('heading', { level: 2, name: 'Editor' });
  return { ...api, ...view };
}

describe('the resume builder’s target career', () => {
  it('says which target it is for and applies the headline, a skill and a bullet with one click each', async () => {
    const { user } = await openResume();
    const target = await screen.findByRole('region', { name: 'For your target career: Logisticians' });

    await user.click(within(target).getByRole('button', { name: 'Use headline: Logistician' }));
    expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveValue('Logistician');
    expect(within(target).getByRole('button', { name: 'Use headline: Logistician' })).toBeDisabled();

    await user.click(within(target).getByRole('button', { name: 'Add skill: Supplies' }));
    expect(within(target).queryByRole('button', { name: 'Add skill: Supplies' })).not.toBeInTheDocument();
    const skills = screen.getByRole('region', { name: 'Skills' });
    expect(
      within(skills)
        .getAllByRole('textbox', { name: 'Skill' })
        .map((box) => (box as HTMLInputElement).value),
    ).toContain('Supplies');

    const bullet = "Orders, receives, stores and accounts for a unit's supplies and equipment.";
    await user.click(within(target).getByRole('button', { name: `Add bullet for Logisticians: ${bullet}` }));
    expect(within(target).queryByRole('list', { name: 'Bullets for Logisticians' })).not.toBeInTheDocument();
    expect(within(target).getByRole('list', { name: 'Next steps toward Logisticians' })).toHaveTextContent(
      'CLTD or CSCP',
    );
  });

  it('links to My Plan when no target is chosen', async () => {
    await openResume({ 'GET /resumes/target-suggestions': { status: 200, body: { targets: [] } } });
    const link = await screen.findByRole('link', { name: RESUME_TARGET_MESSAGES.chooseTarget });
    expect(link).toHaveAttribute('href', '/plan');
    expect(screen.getByText(RESUME_TARGET_MESSAGES.noTarget, { exact: false })).toBeInTheDocument();
  });

  it('lists the chosen saved job’s key terms the resume lacks, and follows edits before they are saved', async () => {
    const { user } = await openResume();
    const check = screen.getByRole('region', { name: 'Check against a saved job' });
    await user.selectOptions(
      await within(check).findByRole('combobox', { name: 'Saved job' }),
      WAREHOUSE.job.id,
    );
    const missing = within(check).getByRole('list');
    const terms = () =>
      within(missing)
        .queryAllByRole('listitem')
        .map((item) => item.textContent);
    expect(terms()).toContain('warehouse management system');
    expect(terms()).toContain('inventory control');
    // The resume says "cycle counts" already.
    expect(terms()).not.toContain('cycle counts');

    await user.type(screen.getByRole('textbox', { name: 'Headline' }), 'Inventory control lead');
    await waitFor(() => expect(terms()).not.toContain('inventory control'));
  });

  it('points to Job Search when nothing is saved yet', async () => {
    await openResume({ 'GET /saved-jobs': { status: 200, body: { savedJobs: [] } } });
    expect(await screen.findByText(RESUME_TARGET_MESSAGES.noSavedJobs, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Job Search' })).toHaveAttribute(
      'href',
      '/career/job-search',
    );
  });
});
