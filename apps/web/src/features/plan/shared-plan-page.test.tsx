import { screen, within } from '@testing-library/react';
import { PLAN_SHARE_MESSAGES, sharedPlanSchema } from '@waypoint/shared/plan/plan-shares';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planView } from '../../test/fixtures/plan';
import { renderRoute } from '../../test/render-route';
import { stubApi } from '../../test/stub-api';
import { SHARED_PLAN_TEXTS } from './shared-plan-page';

afterEach(() => vi.unstubAllGlobals());

const shared = sharedPlanSchema.parse({
  sharedBy: 'Dana Whitfield',
  expiresAt: '2026-12-06T15:00:00.000Z',
  plan: planView(),
});

describe('a shared plan, opened without an account', () => {
  it('shows the plan read-only: targets, standards with their sources, dated steps and their status', async () => {
    const { calls } = stubApi({ 'GET /plan/shared?token=abc123': { status: 200, body: shared } });
    renderRoute('/plan/shared?token=abc123', { signedIn: false });
    expect(
      await screen.findByText(/Dana Whitfield shared their transition plan with you/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: SHARED_PLAN_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByText(PLAN_SHARE_MESSAGES.budgetPrivate)).toBeInTheDocument();
    expect(screen.getByText(/Separating from the service on 30 June 2027/)).toBeInTheDocument();

    const targets = screen.getByRole('region', { name: SHARED_PLAN_TEXTS.targets });
    expect(within(targets).getByText('Logisticians')).toBeInTheDocument();

    const standards = screen.getByRole('region', { name: /Career Readiness Standards: 1 of 2 met/ });
    expect(within(standards).getByText('Met on 10 November 2026')).toBeInTheDocument();
    expect(
      within(standards).getAllByRole('link', { name: /Source: 32 CFR Appendix A to Part 88/ })[0],
    ).toHaveAttribute('href', expect.stringContaining('ecfr.gov'));

    const steps = screen.getByRole('region', { name: /Steps:/ });
    const items = within(steps).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('File your BDD claim');
    expect(items[0]).toHaveTextContent('1 January 2027 to 1 April 2027 · Not started');
    expect(within(steps).getByText('by 31 January 2027 · In progress')).toBeInTheDocument();

    // Read-only: nothing to change, nothing that leads into the owner's account.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /resume builder|benefits tracker/ })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/plan/shared?token=abc123']);
  });

  it('gives one message, without a retry, for a link that does not work', async () => {
    stubApi({
      'GET /plan/shared': {
        status: 404,
        body: { status: 404, code: 'NOT_FOUND', message: PLAN_SHARE_MESSAGES.linkUnavailable },
      },
    });
    renderRoute('/plan/shared?token=gone', { signedIn: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(PLAN_SHARE_MESSAGES.linkUnavailable);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('gives the same message for a link without a token', async () => {
    stubApi({});
    renderRoute('/plan/shared', { signedIn: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(PLAN_SHARE_MESSAGES.linkUnavailable);
  });
});
