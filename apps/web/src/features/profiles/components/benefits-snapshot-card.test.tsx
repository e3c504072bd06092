import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VA_SANDBOX_DEMO_EMAIL } from '@waypoint/shared';
import { makeStore } from '../../../stores/store';
import { makeVaProfile } from '../../../test/fixtures/va-profile';
import { deferredReply, stubApi, type ApiRoutes } from '../../../test/stub-api';
import { BenefitsSnapshotCard, SNAPSHOT_TEXT } from './benefits-snapshot-card';

const own = 'dana.reyes@example.com';
const ownPath = `GET /v1/veterans/va-profile?email=${encodeURIComponent(own)}&environment=sandbox`;
const demoPath = `GET /v1/veterans/va-profile?email=${encodeURIComponent(VA_SANDBOX_DEMO_EMAIL)}&environment=sandbox`;

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
    const gate = deferredReply({ status: 200, body: makeVaProfile({ email: own, demo: false }) });
    renderCard(own, { [ownPath]: gate.respond });
    expect(screen.getByRole('progressbar', { name: SNAPSHOT_TEXT.loading })).toBeInTheDocument();
    gate.release();
    expect(await screen.findByText('alex.demo@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the service line, contact, address, top skills, awards, two experiences and education', async () => {
    const { card } = renderCard(own, { [ownPath]: { status: 200, body: makeVaProfile({ demo: false }) } });
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
    expect(region.queryByText('Demo data')).not.toBeInTheDocument();
  });

  it('when the call fails: the info note, then the sandbox demo profile labelled "Demo data"', async () => {
    const { calls, card } = renderCard(own, {
      [ownPath]: {
        status: 404,
        body: { message: 'We could not find a benefits-portal profile for that e-mail.' },
      },
      [demoPath]: { status: 200, body: makeVaProfile() },
    });
    expect(await screen.findByText(SNAPSHOT_TEXT.demoFallback)).toBeInTheDocument();
    expect(SNAPSHOT_TEXT.demoFallback).toContain(VA_SANDBOX_DEMO_EMAIL);
    expect(await within(card()).findByText('Demo data')).toBeInTheDocument();
    expect(within(card()).getByText('U.S. Army · E-6 · MOS 68W')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([ownPath.slice(4), demoPath.slice(4)]);
  });

  it('without an e-mail: the note to link the portal e-mail, and no call', () => {
    const { fetchMock } = renderCard('', {});
    expect(screen.getByText(SNAPSHOT_TEXT.noEmail)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('labels sandbox answers as demo data, and says so when even the demo is unavailable', async () => {
    renderCard(own, {
      [ownPath]: { status: 503, body: { message: 'down' } },
      [demoPath]: { status: 503, body: { message: 'down' } },
    });
    expect(await screen.findByText(SNAPSHOT_TEXT.unavailable)).toBeInTheDocument();
  });
});
