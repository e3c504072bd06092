import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VA_SANDBOX_DEMO_EMAIL } from '@waypoint/shared';
import { makeStore } from '../../../stores/store';
import { makeVaProfile } from '../../../test/fixtures/va-profile';
import { deferredReply, stubApi, type ApiRoutes } from '../../../test/stub-api';
import { BenefitsSnapshotCard, SNAPSHOT_TEXT } from './benefits-snapshot-card';

const own = 'dana.reyes@example.com';
const ownPath = 'GET /v1/veterans/va-profile/me';
const demoPath = `GET /v1/veterans/va-profile?email=${encodeURIComponent(VA_SANDBOX_DEMO_EMAIL)}&environment=sandbox`;
const found = (overrides = {}) => ({
  status: 200,
  body: { status: 'found', profile: makeVaProfile({ email: own, demo: false, ...overrides }) },
});

function renderCard(email: string, routes: ApiRoutes) {
  const api = stubApi(routes);
  render(
    <Provider store={makeStore()}>
      <BenefitsSnapshotCard email={email} />
    </Provider>,
  );
  return { ...api, card: () => screen.getByRole('region', { name: SNAPSHOT_TEXT.heading }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('benefits-portal snapshot card', () => {
  it('shows a spinner while loading', async () => {
    const gate = deferredReply(found());
    renderCard(own, { [ownPath]: gate.respond });
    expect(screen.getByRole('progressbar', { name: SNAPSHOT_TEXT.loading })).toBeInTheDocument();
    gate.release();
    expect(await screen.findByText('alex.demo@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the user's own record: service line, contact, address, skills, awards, two experiences, education", async () => {
    const { card, calls } = renderCard(own, { [ownPath]: found() });
    expect(await screen.findByText('U.S. Army · E-6 · MOS 68W')).toBeInTheDocument();
    const region = within(card());
    expect(region.getByText('+15125550100')).toBeInTheDocument();
    expect(region.getByText('1 Main St, Austin, TX, 78701, USA')).toBeInTheDocument();
    const items = (name: string) =>
      within(region.getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items('Top skills')).toEqual([
      'Triage',
      'Trauma care',
      'Team leadership',
      'Logistics',
      'Training',
    ]);
    expect(items('Awards')).toEqual(['Army Commendation Medal', 'Good Conduct Medal']);
    expect(region.getByText('Combat Medic')).toBeInTheDocument();
    expect(region.getByText('Mar 2015 to Present · Fort Hood, TX')).toBeInTheDocument();
    expect(region.getByText('Jun 2012 to Feb 2015 · Fort Bragg, NC')).toBeInTheDocument();
    expect(region.queryByText('Trainee')).not.toBeInTheDocument();
    expect(region.getByText('A.A.S., Austin Community College')).toBeInTheDocument();
    expect(region.queryByText('Sample data')).not.toBeInTheDocument();
    // Only the account's own record is asked for: no address in the request, and no demo record.
    expect(calls.map((call) => call.path)).toEqual([ownPath.slice(4)]);
  });

  it.each([
    ['no portal connection', { status: 'not-connected' }, SNAPSHOT_TEXT.notConnected],
    ['no record for the address', { status: 'not-found' }, SNAPSHOT_TEXT.notFound(own)],
  ])(
    'with %s: says so plainly and shows nothing personal, nobody else’s record included',
    async (_case, answer, note) => {
      const { card, calls } = renderCard(own, { [ownPath]: { status: 200, body: answer } });
      expect(await within(card()).findByRole('status')).toHaveTextContent(note);
      for (const personal of ['MOS', 'Phone', 'Address', VA_SANDBOX_DEMO_EMAIL, 'alex.demo@example.com']) {
        expect(card()).not.toHaveTextContent(personal);
      }
      expect(within(card()).getByRole('button', { name: SNAPSHOT_TEXT.showExample })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      expect(calls.map((call) => call.path)).toEqual([ownPath.slice(4)]);
    },
  );

  it('shows the example only when asked, apart, headed "Example record" and labelled as sample data', async () => {
    const user = userEvent.setup();
    const { card } = renderCard(own, {
      [ownPath]: { status: 200, body: { status: 'not-connected' } },
      [demoPath]: { status: 200, body: makeVaProfile() },
    });
    await user.click(await within(card()).findByRole('button', { name: SNAPSHOT_TEXT.showExample }));
    const example = await within(card()).findByRole('region', { name: SNAPSHOT_TEXT.exampleHeading });
    expect(example).toHaveTextContent(SNAPSHOT_TEXT.exampleNote);
    expect(await within(example).findByText('Sample data')).toBeInTheDocument();
    expect(within(example).getByText('U.S. Army · E-6 · MOS 68W')).toBeInTheDocument();
    expect(within(example).getByRole('heading', { level: 4, name: 'Top skills' })).toBeInTheDocument();
    const toggle = within(card()).getByRole('button', { name: SNAPSHOT_TEXT.hideExample });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(within(card()).queryByRole('region', { name: SNAPSHOT_TEXT.exampleHeading })).toBeNull();
  });

  it('without an e-mail: the note to link the portal e-mail, and no call', () => {
    const { fetchMock } = renderCard('', {});
    expect(screen.getByText(SNAPSHOT_TEXT.noEmail)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so when the portal does not answer, still showing nothing personal', async () => {
    const { card } = renderCard(own, {
      [ownPath]: { status: 502, body: { message: 'down' } },
    });
    expect(await screen.findByText(SNAPSHOT_TEXT.unavailable)).toBeInTheDocument();
    expect(card()).not.toHaveTextContent('MOS');
  });
});
