import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUtil } from '../../lib/session/get-session';
import { makeStore } from '../../stores/store';
import { infantryTwoPaths } from '../../test/fixtures/mos';
import { careerTargets } from '../../test/fixtures/plan';
import { makeProfile } from '../../test/fixtures/profiles';
import { TEST_USER } from '../../test/render-route';
import { stubApi, type ApiRoutes } from '../../test/stub-api';
import { theme } from '../../theme/theme';
import { JobTargetAction } from './job-target-action';

afterEach(() => vi.unstubAllGlobals());

const routes: ApiRoutes = {
  'GET /plan/targets': { status: 200, body: careerTargets() },
  [`GET /veteran-profiles/auth/${TEST_USER.id}`]: {
    status: 200,
    body: makeProfile({ authUserId: TEST_USER.id }),
  },
  'GET /mos/11B': { status: 200, body: infantryTwoPaths },
};

function renderAction(props: Parameters<typeof JobTargetAction>[0]) {
  const api = stubApi(routes);
  const store = makeStore();
  store.dispatch(
    sessionUtil.upsertQueryEntries([{ endpointName: 'getSession', arg: undefined, value: TEST_USER }]),
  );
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <JobTargetAction {...props} />
      </ThemeProvider>
    </Provider>,
  );
  return { ...api, user: userEvent.setup() };
}

describe('JobTargetAction', () => {
  it('offers the occupations job search names for the posting', async () => {
    renderAction({ socCodes: ['13-1081'], occupations: [{ soc: '13-1081', title: 'Logisticians' }] });
    expect(
      await screen.findByRole('button', { name: 'Make this my target: Logisticians' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This posting is for Logisticians.')).toBeInTheDocument();
  });

  it('names a posting SOC among the careers the veteran’s code leads to', async () => {
    renderAction({ socCodes: ['33-3051'] });
    expect(await screen.findByText(/This posting is for Police Patrol Officers/)).toHaveTextContent(
      'a career your military code, 11B, leads to',
    );
    expect(
      await screen.findByRole('button', { name: 'Make this my target: Police Patrol Officers' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Emergency Management Directors/ })).not.toBeInTheDocument();
  });

  it('offers the choice of the matched careers for a posting of none of them, sending the code with it', async () => {
    const { calls, user } = renderAction({ socCodes: [] });
    const career = await screen.findByRole('combobox', { name: 'Career' });
    expect(
      within(career)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Emergency Management Directors', 'Police Patrol Officers']);
    await user.selectOptions(career, 'Police Patrol Officers');
    await user.click(screen.getByRole('button', { name: 'Make this my target: Police Patrol Officers' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        targets: [{ soc: '33-3051', chosenFrom: 'job-posting', militaryCode: '11B' }],
        track: 'employment',
      }),
    );
  });
});
