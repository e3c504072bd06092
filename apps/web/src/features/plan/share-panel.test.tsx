import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARE_LINK_MESSAGES } from '@waypoint/shared';
import { PLAN_SHARE_MESSAGES, planShareListSchema, type PlanShare } from '@waypoint/shared/plan/plan-shares';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../stores/store';
import { stubApi, type ApiRoutes } from '../../test/stub-api';
import { SharePanel, SHARE_PANEL_TEXTS } from './share-panel';
import { SHARE_DIALOG_TEXTS } from './share-dialog';

const share = (fields: Partial<PlanShare> = {}): PlanShare => ({
  id: '6f1c2b9e-5d1a-4c3e-9a7b-2f8e0c4d1a01',
  recipientEmail: 'spouse@example.org',
  createdAt: '2026-11-29T15:00:00.000Z',
  expiresAt: '2026-12-06T15:00:00.000Z',
  accessCount: 2,
  lastAccessedAt: '2026-11-30T09:00:00.000Z',
  ...fields,
});
const list = (...shares: PlanShare[]) => ({ status: 200, body: planShareListSchema.parse({ shares }) });

function renderPanel(routes: ApiRoutes) {
  const api = stubApi(routes);
  render(
    <Provider store={makeStore()}>
      <SharePanel />
    </Provider>,
  );
  return { ...api, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('sharing the plan', () => {
  it('lists who follows the plan, and says the budget is not shared', async () => {
    renderPanel({ 'GET /plan/shares': list(share()) });
    const region = screen.getByRole('region', { name: SHARE_PANEL_TEXTS.title });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'spouse@example.org, until Dec 6, 2026, opened 2 timesStop sharing',
    ]);
    expect(within(region).getByText(PLAN_SHARE_MESSAGES.budgetPrivate)).toBeInTheDocument();
  });

  it('says so when the plan is shared with nobody', async () => {
    renderPanel({ 'GET /plan/shares': list() });
    expect(await screen.findByText(SHARE_PANEL_TEXTS.noShares)).toBeInTheDocument();
  });

  it('shares by e-mail for the days chosen, then shows the link once', async () => {
    const created = share({
      id: '6f1c2b9e-5d1a-4c3e-9a7b-2f8e0c4d1a02',
      recipientEmail: 'carer@example.org',
    });
    const { calls, user } = renderPanel({
      'GET /plan/shares': list(),
      'POST /plan/shares': {
        status: 201,
        body: { share: created, url: 'http://localhost/plan/shared?token=abc' },
      },
    });
    await screen.findByText(SHARE_PANEL_TEXTS.noShares);
    await user.click(screen.getByRole('button', { name: SHARE_PANEL_TEXTS.share }));
    const dialog = await screen.findByRole('dialog', { name: SHARE_DIALOG_TEXTS.title });
    await user.type(
      within(dialog).getByRole('textbox', { name: SHARE_DIALOG_TEXTS.email }),
      'carer@example.org',
    );
    const days = within(dialog).getByRole('spinbutton', { name: SHARE_DIALOG_TEXTS.days });
    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(dialog).getByRole('button', { name: SHARE_DIALOG_TEXTS.submit }));
    expect(
      await within(dialog).findByText(SHARE_DIALOG_TEXTS.created('carer@example.org', 'Dec 6, 2026')),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: SHARE_DIALOG_TEXTS.link })).toHaveValue(
      'http://localhost/plan/shared?token=abc',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/plan/shares', body: { email: 'carer@example.org', daysValid: 14 } },
    ]);
  });

  it('refuses a bad address or length before asking the server', async () => {
    const { calls, user } = renderPanel({ 'GET /plan/shares': list() });
    await user.click(screen.getByRole('button', { name: SHARE_PANEL_TEXTS.share }));
    const dialog = await screen.findByRole('dialog', { name: SHARE_DIALOG_TEXTS.title });
    const email = within(dialog).getByRole('textbox', { name: SHARE_DIALOG_TEXTS.email });
    await user.type(email, 'not-an-address');
    const days = within(dialog).getByRole('spinbutton', { name: SHARE_DIALOG_TEXTS.days });
    await user.clear(days);
    await user.type(days, '45');
    await user.click(within(dialog).getByRole('button', { name: SHARE_DIALOG_TEXTS.submit }));
    expect(await within(dialog).findByText(SHARE_LINK_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(SHARE_LINK_MESSAGES.daysRange)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('stops a share after asking, and lists the shares again', async () => {
    let shares = [share()];
    const { calls, user } = renderPanel({
      'GET /plan/shares': () => Promise.resolve(new Response(JSON.stringify({ shares }), { status: 200 })),
      'DELETE /plan/shares/6f1c2b9e-5d1a-4c3e-9a7b-2f8e0c4d1a01': () => {
        shares = [];
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    });
    await user.click(
      await screen.findByRole('button', { name: SHARE_PANEL_TEXTS.stopLabel('spouse@example.org') }),
    );
    const confirm = await screen.findByRole('dialog', { name: SHARE_PANEL_TEXTS.stopTitle });
    await user.click(within(confirm).getByRole('button', { name: SHARE_PANEL_TEXTS.stop }));
    expect(await screen.findByText(SHARE_PANEL_TEXTS.noShares)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
        'DELETE /plan/shares/6f1c2b9e-5d1a-4c3e-9a7b-2f8e0c4d1a01',
      ),
    );
  });
});
