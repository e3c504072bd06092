import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WellnessOverview } from '@waypoint/shared/wellness/wellness';
import { renderRoute } from '../../test/render-route';
import { deferredReply, stubApi, type ApiRoutes } from '../../test/stub-api';
import {
  makeEmptyWellnessOverview,
  makeJournalEntry,
  makeWellnessOverview,
} from '../../test/fixtures/wellness';

afterEach(() => vi.unstubAllGlobals());

async function openWellness(routes: ApiRoutes) {
  const api = stubApi(routes);
  const view = renderRoute('/wellness');
  await screen.findByRole('heading', { level: 1, name: 'Wellness & Journaling' });
  return { ...api, ...view };
}

const overviewRoute = (overview: WellnessOverview) => ({ 'GET /wellness': { status: 200, body: overview } });

describe('/wellness', () => {
  it('shows the entries newest first, the average to one decimal, the streak and the resources', async () => {
    await openWellness(overviewRoute(makeWellnessOverview()));
    const entries = await screen.findByRole('list', { name: 'Your entries' });
    const items = within(entries).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Went for a run before work.'),
      expect.stringContaining('Coffee with Sam.'),
      expect.stringContaining('Long day.'),
    ]);
    expect(within(items[0]!).getByText('Mood 4 · Good')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Your stats' });
    expect(within(stats).getByText('4.0 of 5')).toBeInTheDocument();
    expect(within(stats).getByText('Reflection streak: 2 days')).toBeInTheDocument();
    const resources = screen.getByRole('region', { name: 'Resources' });
    expect(within(resources).getByRole('link', { name: /PTSD Coach/ })).toHaveAttribute(
      'href',
      'https://www.ptsd.va.gov/appvid/mobile/ptsdcoach_app.asp',
    );
    expect(within(resources).getByText('Source: VA National Center for PTSD')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'You do not have to carry this alone' })).toBeNull();
  });

  it('invites a first entry when the journal is empty', async () => {
    await openWellness(overviewRoute(makeEmptyWellnessOverview()));
    expect(await screen.findByText('Begin your first entry today!')).toBeInTheDocument();
    expect(screen.getByText('No entries yet. Your entries appear here, newest first.')).toBeInTheDocument();
    expect(screen.getByText('No entries in the last 30 days.')).toBeInTheDocument();
  });

  it('saves an entry with the mood, the note and the browser’s zone, then shows it at the top with the new stats', async () => {
    let saved = false;
    const after = makeWellnessOverview({
      entries: [
        makeJournalEntry({ id: '3b0c4c8e-7a9a-4e0f-9a55-8d7d2a0c1f99', mood: 5, note: 'Called my sister.' }),
        ...makeWellnessOverview().entries,
      ],
      stats: { averageMood: 4.3, streakDays: 3, entryCount: 4 },
    });
    const { calls, user } = await openWellness({
      'GET /wellness': () =>
        Promise.resolve(
          new Response(JSON.stringify(saved ? after : makeWellnessOverview()), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      'POST /wellness/entries': () => {
        saved = true;
        return Promise.resolve(
          new Response(JSON.stringify(after.entries[0]), {
            status: 201,
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      },
    });
    const slider = await screen.findByRole('slider', { name: 'Mood' });
    expect(slider).toHaveAttribute('aria-valuetext', '3 of 5, Okay');
    fireEvent.change(slider, { target: { value: 5 } });
    expect(slider).toHaveAttribute('aria-valuetext', '5 of 5, Great');
    await user.type(screen.getByRole('textbox', { name: 'Journal note' }), 'Called my sister.');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));

    expect(await screen.findByText('Journal entry saved.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      mood: 5,
      note: 'Called my sister.',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    const entries = screen.getByRole('list', { name: 'Your entries' });
    expect(within(entries).getAllByRole('listitem')[0]).toHaveTextContent('Called my sister.');
    expect(await screen.findByText('Reflection streak: 3 days')).toBeInTheDocument();
    expect(screen.getByText('4.3 of 5')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Journal note' })).toHaveValue('');
  });

  it('asks for a note before saving and sends nothing', async () => {
    const { calls, user } = await openWellness(overviewRoute(makeWellnessOverview()));
    await user.click(await screen.findByRole('button', { name: 'Save entry' }));
    const note = screen.getByRole('textbox', { name: 'Journal note' });
    expect(note).toHaveAccessibleDescription('Add a journal note before saving.');
    expect(note).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says the spec’s words when the entry cannot be saved, keeping the note', async () => {
    const { user } = await openWellness({
      ...overviewRoute(makeWellnessOverview()),
      'POST /wellness/entries': { status: 500, body: { status: 500, message: 'Boom', code: 'INTERNAL' } },
    });
    const note = await screen.findByRole('textbox', { name: 'Journal note' });
    await user.type(note, 'Hard day.');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save your journal entry. Please try again.',
    );
    expect(note).toHaveValue('Hard day.');
  });

  it('says the spec’s words when the hub cannot load, and retries', async () => {
    const { calls, user } = await openWellness({
      'GET /wellness': { status: 503, body: { status: 503, message: 'Down' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load wellness insights. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/wellness')).toHaveLength(2));
  });

  it('toggles a bookmark at once and keeps it when the server agrees', async () => {
    const { calls, user } = await openWellness({
      ...overviewRoute(makeWellnessOverview()),
      'PUT /wellness/bookmarks/veterans-crisis-line': {
        status: 200,
        body: { resourceId: 'veterans-crisis-line', bookmarked: true },
      },
    });
    const toggle = await screen.findByRole('button', { name: 'Bookmark Veterans Crisis Line' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Bookmark PTSD Coach' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(toggle);
    // The optimistic update lands with the mutation's start, a tick after the click on a busy machine.
    expect(
      await screen.findByRole('button', { name: 'Bookmark Veterans Crisis Line', pressed: true }),
    ).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/wellness/bookmarks/veterans-crisis-line',
      body: undefined,
    });
  });

  it('puts a refused bookmark back and says so', async () => {
    const gate = deferredReply({ status: 500, body: { status: 500, message: 'Boom' } });
    const { user } = await openWellness({
      ...overviewRoute(makeWellnessOverview()),
      'DELETE /wellness/bookmarks/ptsd-coach': gate.respond,
    });
    const toggle = await screen.findByRole('button', { name: 'Bookmark PTSD Coach' });
    await user.click(toggle);
    // Shown at once, before the server answers (which the gate holds back); React may render it a tick later.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    gate.release();
    expect(await screen.findByText('We could not update your bookmark.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the calm care banner with the crisis line when the server says so', async () => {
    await openWellness(
      overviewRoute(makeWellnessOverview({ care: { showBanner: true, reasons: ['repeated-low-moods'] } })),
    );
    const banner = await screen.findByRole('region', { name: 'You do not have to carry this alone' });
    expect(within(banner).getByRole('link', { name: 'Call 988, then press 1' })).toHaveAttribute(
      'href',
      'tel:988',
    );
    expect(within(banner).getByRole('link', { name: 'Text 838255' })).toHaveAttribute('href', 'sms:838255');
    expect(within(banner).getByRole('link', { name: 'Chat online' })).toHaveAttribute(
      'href',
      'https://www.veteranscrisisline.net/get-help-now/chat/',
    );
    expect(within(banner).getByRole('link', { name: 'More crisis resources' })).toHaveAttribute(
      'href',
      '/crisis-resources',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the chart’s figures as text: a summary, and a table on request', async () => {
    const { user } = await openWellness(overviewRoute(makeWellnessOverview()));
    const chart = await screen.findByRole('region', { name: 'Mood over the last 30 days' });
    expect(
      within(chart).getByText('Entries on 2 of the last 30 days, daily average 3.8, lowest 3, highest 4.5.'),
    ).toBeInTheDocument();
    const show = within(chart).getByRole('button', { name: 'Show the figures' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const table = within(chart).getByRole('table', { name: 'Daily average mood, last 30 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Mar 293.01', 'Mar 304.52']);
  });

  it('stores the browser’s time zone when the server has none yet', async () => {
    const { calls } = await openWellness({
      ...overviewRoute(makeWellnessOverview({ timeZone: null })),
      'PUT /wellness/time-zone': { status: 200, body: { timeZone: 'UTC' } },
    });
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/wellness/time-zone',
        body: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      }),
    );
  });

  it('deletes the whole journal after a confirmation', async () => {
    const { calls, user } = await openWellness({
      ...overviewRoute(makeWellnessOverview()),
      'DELETE /wellness': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my journal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your whole journal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    expect(await screen.findByText('Your journal has been deleted.')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'DELETE', path: '/wellness', body: undefined });
  });
});
