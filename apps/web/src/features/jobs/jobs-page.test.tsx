import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOBS_MESSAGES, JOBS_TARGET_TEXTS } from '@waypoint/shared/jobs/jobs-limits';
import { renderRoute } from '../../test/render-route';
import { stubApi, type ApiRoutes } from '../../test/stub-api';
import { makeJob, makeSearchResult } from '../../test/fixtures/jobs';

afterEach(() => vi.unstubAllGlobals());

const emt = makeJob();
const clerk = makeJob({
  id: '5f0c4c8e-7a9a-4e0f-9a55-8d7d2a0c1f02',
  title: 'Medical Records Clerk',
  whyThisJob: null,
  sample: false,
  source: 'csv',
  remote: true,
});

async function openJobs(path: string, routes: ApiRoutes) {
  const api = stubApi({ 'GET /saved-jobs': { status: 200, body: { savedJobs: [] } }, ...routes });
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Job Search' });
  return { ...api, ...view };
}

const targetsOf = (targets: { soc: string; title: string }[]) => ({
  status: 200,
  body: {
    targets: targets.map((target) => ({
      ...target,
      summary: '',
      salaryRange: { low: 60000, high: 100000 },
      salarySource: 'BLS OEWS May 2024, national',
      federalSeries: [],
      chosenFrom: 'plan',
      chosenOn: '2026-11-20',
    })),
    track: 'employment',
    updatedAt: '2026-11-20T00:00:00.000Z',
  },
});

describe('/jobs', () => {
  it('keeps Search disabled until a keyword, a location or Remote-friendly is given', async () => {
    await openJobs('/jobs', {});
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toBeDisabled();
    const keywords = screen.getByRole('textbox', { name: 'Keywords or military code' });
    fireEvent.change(keywords, { target: { value: '   ' } });
    expect(button).toBeDisabled();
    fireEvent.change(keywords, { target: { value: 'medic' } });
    expect(button).toBeEnabled();
    fireEvent.change(keywords, { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Location' }), { target: { value: 'Tampa' } });
    expect(button).toBeEnabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Location' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Remote-friendly' }));
    expect(button).toBeEnabled();
  });

  it('searches, shows the count, the reason and the sample label, and opens a posting', async () => {
    const { calls } = await openJobs('/jobs', {
      'GET /jobs': { status: 200, body: makeSearchResult([emt, clerk]) },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Keywords or military code' }), {
      target: { value: 'medic' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: '2 jobs found' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/jobs?q=medic')).toBe(true);
    const list = await screen.findByRole('list', { name: 'Job postings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(/Matches your MOS 68W/)).toBeInTheDocument();
    expect(screen.getByText(JOBS_MESSAGES.sampleNotice)).toBeInTheDocument();

    fireEvent.click(within(list).getByRole('button', { name: /Emergency Medical Technician/ }));
    const detail = await screen.findByRole('region', { name: 'Emergency Medical Technician' });
    const apply = within(detail).getByRole('link', { name: 'Apply Now (opens in a new tab)' });
    expect(apply).toHaveAttribute('href', emt.applyUrl);
    expect(apply).toHaveAttribute('target', '_blank');
    // The detail moves focus to its heading once it has rendered (an effect), not in the same commit.
    const heading = within(detail).getByRole('heading', { name: 'Emergency Medical Technician' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('runs the search in the URL on load and saves a posting', async () => {
    const { calls } = await openJobs(`/career/job-search?remoteOnly=true&job=${clerk.id}`, {
      'GET /jobs': { status: 200, body: makeSearchResult([clerk]) },
      'POST /saved-jobs': {
        status: 201,
        body: { job: clerk, note: '', savedAt: '2026-11-20T00:00:00.000Z' },
      },
    });
    expect(await screen.findByRole('heading', { name: '1 job found' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Remote-friendly' })).toBeChecked();
    const detail = await screen.findByRole('region', { name: 'Medical Records Clerk' });
    fireEvent.click(within(detail).getByRole('button', { name: 'Save this job' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ jobId: clerk.id }),
    );
  });

  it('shows the spec message when jobs cannot be loaded, and the empty state', async () => {
    await openJobs('/jobs?q=medic', { 'GET /jobs': { status: 500, body: { status: 500, message: 'x' } } });
    expect(await screen.findByText(JOBS_MESSAGES.loadFailed)).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    await openJobs('/jobs?q=zzz', { 'GET /jobs': { status: 200, body: makeSearchResult([]) } });
    expect(await screen.findByText(JOBS_MESSAGES.noResults)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '0 jobs found' })).toBeInTheDocument();
  });

  it('lists saved jobs and saves a note on one', async () => {
    const savedJob = { job: clerk, note: 'Call Monday', savedAt: '2026-11-20T00:00:00.000Z' };
    const { calls } = await openJobs('/jobs', {
      'GET /saved-jobs': { status: 200, body: { savedJobs: [savedJob] } },
      [`PATCH /saved-jobs/${clerk.id}`]: { status: 200, body: { ...savedJob, note: 'Applied' } },
    });
    const saved = await screen.findByRole('list', { name: 'Your saved jobs' });
    const note = await within(saved).findByRole('textbox', { name: 'Note on Medical Records Clerk' });
    expect(note).toHaveValue('Call Monday');
    fireEvent.change(note, { target: { value: 'Applied' } });
    fireEvent.click(within(saved).getByRole('button', { name: 'Save note' }));
    expect(await within(saved).findByText('Note saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ note: 'Applied' });
  });

  it('shows every place, hourly pay with its yearly amount and the grade; says when only some words matched', async () => {
    const multi = makeJob({
      id: '5f0c4c8e-7a9a-4e0f-9a55-8d7d2a0c1f03',
      title: 'Motor Vehicle Operator',
      location: 'Quantico, VA and 1 more',
      locations: ['Quantico, VA', 'Camp Lejeune, NC'],
      salaryRange: '$24.18–$31.43 an hour, about $50,294–$65,374 a year',
      pay: { min: 24.18, max: 31.43, interval: 'HOUR' },
      grade: { payPlan: 'WG', low: 7, high: 7 },
      whyThisJob: null,
    });
    await openJobs(`/jobs?q=operator%20forklift&job=${multi.id}`, {
      'GET /jobs': { status: 200, body: makeSearchResult([multi], { partial: true }) },
    });
    const list = await screen.findByRole('list', { name: 'Job postings' });
    expect(
      within(list).getByText(
        /Quantico, VA and 1 more · \$24\.18–\$31\.43 an hour, about \$50,294–\$65,374 a year · WG-7/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(JOBS_MESSAGES.partialResults)).toBeInTheDocument();
    const detail = await screen.findByRole('region', { name: 'Motor Vehicle Operator' });
    expect(within(detail).getByText('Quantico, VA; Camp Lejeune, NC')).toBeInTheDocument();
  });

  it('searches by GS grade range from the advanced filters', async () => {
    const { calls } = await openJobs('/jobs', {
      'GET /jobs': { status: 200, body: makeSearchResult([clerk]) },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Keywords or military code' }), {
      target: { value: 'analyst' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Advanced filters' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Lowest GS grade' }), { target: { value: '11' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Highest GS grade' }), { target: { value: '9' } });
    // A highest grade below the lowest moves the lowest down with it.
    expect(screen.getByRole('combobox', { name: 'Lowest GS grade' })).toHaveValue('9');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: '1 job found' });
    expect(calls.some((call) => call.path === '/jobs?q=analyst&gradeMin=9&gradeMax=9')).toBe(true);
  });

  it('reaches saved jobs from the search by a tab with their count, with status and closed postings marked', async () => {
    const closed = makeJob({
      ...clerk,
      id: '5f0c4c8e-7a9a-4e0f-9a55-8d7d2a0c1f04',
      title: 'Paramedic',
      closed: true,
    });
    const savedJobs = [
      { job: clerk, note: '', status: 'applied', savedAt: '2026-11-20T00:00:00.000Z' },
      { job: closed, note: 'Was a good fit', status: 'saved', savedAt: '2026-11-19T00:00:00.000Z' },
    ];
    const { calls } = await openJobs('/jobs?q=medic', {
      'GET /jobs': { status: 200, body: makeSearchResult([emt]) },
      'GET /saved-jobs': { status: 200, body: { savedJobs } },
      [`PATCH /saved-jobs/${clerk.id}`]: { status: 200, body: { ...savedJobs[0], status: 'interviewing' } },
    });
    expect(await screen.findByRole('heading', { name: '1 job found' })).toBeVisible();
    const tab = await screen.findByRole('tab', { name: 'Saved jobs (2)' });
    expect(screen.getByRole('tab', { name: 'Search results' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(tab);
    const saved = await screen.findByRole('list', { name: 'Your saved jobs' });
    expect(saved).toBeVisible();
    expect(screen.queryByRole('heading', { name: '1 job found' })).toBeNull();
    const items = within(saved).getAllByRole('listitem');
    expect(within(items[1]!).getByText('Posting closed')).toBeInTheDocument();
    const status = within(items[0]!).getByRole('combobox', { name: 'Status of Medical Records Clerk' });
    expect(status).toHaveValue('applied');
    fireEvent.change(status, { target: { value: 'interviewing' } });
    expect(await within(items[0]!).findByText('Status saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'interviewing' });
  });

  it('makes the search the one job alerts run', async () => {
    const { calls } = await openJobs('/jobs?q=nurse&remoteOnly=true', {
      'GET /jobs': { status: 200, body: makeSearchResult([clerk]) },
      'PUT /job-alerts/search': {
        status: 200,
        body: { search: { q: 'nurse', remoteOnly: true }, lastSentAt: null },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Use this search for job alerts' }));
    expect(await screen.findByText(new RegExp(JOBS_MESSAGES.alertSearchSaved))).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ q: 'nurse', remoteOnly: true });
  });
});

describe('/jobs and the target career', () => {
  const logistician = makeJob({
    id: '5f0c4c8e-7a9a-4e0f-9a55-8d7d2a0c1f09',
    title: 'Logistician',
    whyThisJob: 'Fits your target career, Logisticians (SOC 13-1081)',
    socCodes: ['13-1081'],
  });

  it('opens on the jobs for the target, labelled so, with a way to search anything else', async () => {
    const { calls, user } = await openJobs('/jobs', {
      'GET /plan/targets': targetsOf([{ soc: '13-1081', title: 'Logisticians' }]),
      'GET /jobs': {
        status: 200,
        body: makeSearchResult([logistician], { forTargets: [{ soc: '13-1081', title: 'Logisticians' }] }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Jobs for your target career: Logisticians' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Search results' })).toHaveAttribute('aria-selected', 'true');
    expect(calls.some((call) => call.path === '/jobs')).toBe(true);
    const list = await screen.findByRole('list', { name: 'Job postings' });
    expect(within(list).getByText('Fits your target career, Logisticians (SOC 13-1081)')).toBeInTheDocument();
    expect(screen.getByText('1 job found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: JOBS_TARGET_TEXTS.searchAnything }));
    expect(screen.getByRole('textbox', { name: 'Keywords or military code' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: JOBS_TARGET_TEXTS.hintLink })).toBeNull();
  });

  it('without a target, opens as before with a link to choose one, and asks for no search', async () => {
    const { calls } = await openJobs('/jobs', { 'GET /plan/targets': targetsOf([]) });
    expect(await screen.findByRole('link', { name: JOBS_TARGET_TEXTS.hintLink })).toHaveAttribute(
      'href',
      '/plan',
    );
    expect(screen.getByRole('tab', { name: /Saved jobs/ })).toHaveAttribute('aria-selected', 'true');
    expect(calls.some((call) => call.path.startsWith('/jobs'))).toBe(false);
  });
});
