import { screen, waitFor, within } from '@testing-library/react';
import { JSON_RESUME_MESSAGES } from '@waypoint/shared/resume/json-resume';
import { RESUME_MESSAGES } from '@waypoint/shared/resume/resume-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { stubApi, type ApiCall, type ApiRoutes } from '../../test/stub-api';
import { job, makePrefill, makeResume, summaryOf } from './test/resume-fixtures';

afterEach(() => vi.unstubAllGlobals());

async function openResume(resume = makeResume(), overrides: ApiRoutes = {}) {
  const api = stubApi({
    'GET /resumes': { status: 200, body: [summaryOf(resume)] },
    [`GET /resumes/${resume.id}`]: { status: 200, body: resume },
    'GET /resumes/prefill': { status: 200, body: makePrefill() },
    [`PUT /resumes/${resume.id}`]: { status: 200, body: { ...resume, version: resume.version + 1 } },
    ...overrides,
  });
  const view = renderRoute('/resume');
  await screen.findByRole('heading', { level: 2, name: 'Editor' });
  return { ...api, ...view };
}

const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');

describe('/resume', () => {
  it('starts a new resume from the veteran profile, skills in the military category', async () => {
    const created = makeResume({ id: 'resume-9', name: 'My resume' });
    let stored: unknown[] = [];
    const { calls } = stubApi({
      // Empty until the resume is created, as the list the page refetches after the POST.
      'GET /resumes': async () => Response.json(stored),
      'GET /resumes/prefill': { status: 200, body: makePrefill() },
      'POST /resumes': async () => {
        stored = [summaryOf(created)];
        return Response.json(created, { status: 201 });
      },
      'GET /resumes/resume-9': { status: 200, body: created },
    });
    const { user } = renderRoute('/resume');
    await user.click(await screen.findByRole('button', { name: 'Start a resume' }));
    await screen.findByRole('heading', { level: 2, name: 'Editor' });
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      name: 'My resume',
      data: {
        personalInfo: { fullName: 'Dana Reyes', phone: '+15555550123', location: 'Austin, TX' },
        skills: [expect.objectContaining({ name: 'Land navigation', category: 'military' })],
      },
    });
  });

  it("keeps export disabled with the spec's message until a summary and one experience exist", async () => {
    const { user } = await openResume(makeResume({}, { workExperience: [job('j1', 'Team Leader')] }));
    const exportButton = screen.getByRole('button', { name: 'Export PDF' });
    const downloads = ['Download PDF', 'Download DOCX'].map((name) => screen.getByRole('button', { name }));
    for (const button of [exportButton, ...downloads]) expect(button).toBeDisabled();
    expect(screen.getByText(RESUME_MESSAGES.exportRequirement)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Professional summary' }), 'Leader.');
    for (const button of [exportButton, ...downloads]) expect(button).toBeEnabled();
    expect(screen.queryByText(RESUME_MESSAGES.exportRequirement)).not.toBeInTheDocument();
  });

  it('autosaves after the last edit with the version it started from, then says Saved', async () => {
    const { user, calls } = await openResume();
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), 'Operations Manager');
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toMatchObject({ version: 1, data: { headline: 'Operations Manager' } });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('shows the conflict when another tab saved first, and saves over it only when asked', async () => {
    const resume = makeResume();
    const { user, calls } = await openResume(resume, {
      'PUT /resumes/resume-1': { status: 409, body: { status: 409, code: 'CONFLICT', message: 'Conflict' } },
      'GET /resumes/resume-1': { status: 200, body: { ...resume, version: 3 } },
    });
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), 'Analyst');
    expect(await screen.findByText(RESUME_MESSAGES.conflict)).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save my version' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]?.body).toMatchObject({ version: 3, data: { headline: 'Analyst' } });
  });

  it('reorders experience entries by keyboard, and the preview follows', async () => {
    const { user } = await openResume(
      makeResume({}, { workExperience: [job('j1', 'Team Leader'), job('j2', 'Trainer')] }),
    );
    const preview = screen.getByRole('region', { name: 'Preview' });
    const titles = () => [...preview.querySelectorAll('.rd-entry-title')].map((node) => node.textContent);
    expect(titles()).toEqual(['Team Leader, U.S. Army', 'Trainer, U.S. Army']);
    screen.getByRole('button', { name: 'Move experience 1 down' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Trainer, U.S. Army', 'Team Leader, U.S. Army']));
    expect(
      within(screen.getByRole('group', { name: 'experience 1' })).getByRole('textbox', { name: 'Job title' }),
    ).toHaveValue('Trainer');
    // Focus stays with the moved entry's button, now at the bottom, where moving down is unavailable.
    const moved = screen.getByRole('button', { name: 'Move experience 2 down' });
    expect(moved).toHaveFocus();
    expect(moved).toHaveAttribute('aria-disabled', 'true');
  });

  it('underlines military wording in a bullet and applies the civilian phrasing in one action', async () => {
    const { user } = await openResume(
      makeResume({}, { workExperience: [job('j1', 'Team Leader', ['Served as NCOIC of the motor pool'])] }),
    );
    const check = screen.getByRole('group', { name: 'Wording check for bullet 1 of experience 1' });
    expect(
      within(check).getByText(
        'Add a number to show the result: people led, money saved, time cut or percent improved.',
      ),
    ).toBeInTheDocument();
    await user.click(within(check).getByRole('button', { name: 'Use “supervisor in charge” for NCOIC' }));
    expect(screen.getByRole('textbox', { name: 'Bullet 1 of experience 1' })).toHaveValue(
      'Served as supervisor in charge of the motor pool',
    );
  });

  it('shows field messages for bad input and does not save it', async () => {
    const { user, calls } = await openResume();
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.clear(email);
    await user.type(email, 'dana@');
    expect(await screen.findByText(RESUME_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText('Not saved: fix the marked fields')).toBeInTheDocument();
    // Fixed, it saves: the one save carries the valid address, so the invalid one never left the page.
    await user.type(email, 'example.com');
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toMatchObject({ data: { personalInfo: { email: 'dana@example.com' } } });
  });

  it('says so when the print window is blocked', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await openResume(
      makeResume({}, { summary: 'Leader.', workExperience: [job('j1', 'Team Leader')] }),
    );
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    expect(await screen.findByText(RESUME_MESSAGES.printBlocked)).toBeInTheDocument();
    open.mockRestore();
  });

  it('starts a resume from a JSON Resume file, and explains a file it cannot read', async () => {
    const imported = makeResume({ id: 'resume-2', name: 'Sam Lee (imported)' });
    const { user, calls } = await openResume(makeResume(), {
      'POST /resumes': { status: 201, body: imported },
      'GET /resumes/resume-2': { status: 200, body: imported },
    });
    const input = screen.getByLabelText('JSON Resume file');
    const json = {
      basics: { name: 'Sam Lee', email: 'sam@example.com', location: { city: 'Denver', region: 'CO' } },
      work: [{ name: 'Acme', position: 'Analyst', startDate: '2019-04', highlights: ['Cut costs 10%.'] }],
    };
    await user.upload(input, new File([JSON.stringify(json)], 'sam.json', { type: 'application/json' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Sam Lee (imported)',
      data: {
        personalInfo: { fullName: 'Sam Lee', location: 'Denver, CO' },
        workExperience: [
          { title: 'Analyst', startDate: '2019-04-01', current: true, description: ['Cut costs 10%.'] },
        ],
      },
    });

    await user.upload(input, new File(['not json'], 'notes.json', { type: 'application/json' }));
    expect(await screen.findByText(JSON_RESUME_MESSAGES.unreadable)).toBeInTheDocument();
  });
});

describe('/resume downloads', () => {
  const exportable = () => makeResume({}, { summary: 'Leader.', workExperience: [job('j1', 'Team Leader')] });
  const file = (type: string, name: string) => async () =>
    new Response(new Blob(['%PDF-1.7'], { type }), {
      status: 200,
      headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
    });

  function catchDownloads() {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:resume';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    return { saved, clicked };
  }
  afterEach(() => vi.restoreAllMocks());

  it('saves a pending edit first, downloads the PDF the API made, and is idle again after the next edit', async () => {
    const { saved, clicked } = catchDownloads();
    const resume = exportable();
    const { user, calls } = await openResume(resume, {
      'GET /resumes/resume-1/export.pdf': file('application/pdf', 'Dana-Reyes-resume.pdf'),
    });
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), 'Analyst');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    expect(await screen.findByText('Your PDF was downloaded.')).toBeInTheDocument();
    const order = calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf('PUT /resumes/resume-1')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('PUT /resumes/resume-1')).toBeLessThan(
      order.indexOf('GET /resumes/resume-1/export.pdf'),
    );
    expect(puts(calls)[0]?.body).toMatchObject({ data: { headline: 'Analyst' } });
    expect(clicked).toEqual(['Dana-Reyes-resume.pdf']);
    expect(saved[0]?.type).toBe('application/pdf');

    await user.type(screen.getByRole('textbox', { name: 'Headline' }), '!');
    expect(screen.queryByText('Your PDF was downloaded.')).not.toBeInTheDocument();
  });

  it('disables the export buttons while a file is made, then shows why it failed', async () => {
    catchDownloads();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = await openResume(exportable(), {
      'GET /resumes/resume-1/export.docx': async () => {
        await gate;
        return Response.json({ status: 500, code: 'INTERNAL', message: 'x' }, { status: 500 });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Download DOCX' }));

    expect(await screen.findByText('Saving your edits and creating the Word document…')).toBeInTheDocument();
    for (const name of ['Export PDF', 'Download PDF', 'Download DOCX'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    release();
    expect(await screen.findByText(RESUME_MESSAGES.downloadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download DOCX' })).toBeEnabled();
  });

  it('does not download an old version while the draft has a field that cannot be saved', async () => {
    const { clicked } = catchDownloads();
    const { user, calls } = await openResume(exportable());
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.clear(email);
    await user.type(email, 'dana@');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText(RESUME_MESSAGES.downloadUnsaved)).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/export.pdf'))).toBe(false);
    expect(clicked).toEqual([]);
  });
});
