import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../stores/store';
import { careerTargets, emergencyDirectors, logisticians, patrolOfficers } from '../../test/fixtures/plan';
import { stubApi, type ApiRoutes } from '../../test/stub-api';
import { theme } from '../../theme/theme';
import { TargetButton } from './target-button';

afterEach(() => vi.unstubAllGlobals());

function renderButton(routes: ApiRoutes) {
  const api = stubApi(routes);
  const user = userEvent.setup();
  render(
    <Provider store={makeStore()}>
      <ThemeProvider theme={theme}>
        <TargetButton
          soc="11-9161"
          title="Emergency Management Directors"
          chosenFrom="career-path"
          militaryCode="11B"
        />
      </ThemeProvider>
    </Provider>,
  );
  return { ...api, user };
}

const MAKE = 'Make this my target: Emergency Management Directors';

describe('TargetButton', () => {
  it('makes the occupation a target, names it, then shows it chosen with a way to remove it', async () => {
    const { calls, user } = renderButton({
      'GET /plan/targets': { status: 200, body: careerTargets(logisticians) },
      'PUT /plan/targets': { status: 200, body: careerTargets(logisticians, emergencyDirectors) },
    });
    await user.click(await screen.findByRole('button', { name: MAKE }));
    expect(await screen.findByText('Your target')).toBeInTheDocument();
    const remove = screen.getByRole('button', {
      name: 'Remove Emergency Management Directors from your targets',
    });
    expect(remove).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Emergency Management Directors is now one of your target careers.',
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      targets: [
        { soc: '13-1081', chosenFrom: 'career-path' },
        { soc: '11-9161', chosenFrom: 'career-path', militaryCode: '11B' },
      ],
      track: 'employment',
    });
  });

  it('asks which target a third one replaces, and sends the list with the other kept', async () => {
    const { calls, user } = renderButton({
      'GET /plan/targets': { status: 200, body: careerTargets(logisticians, patrolOfficers) },
      'PUT /plan/targets': { status: 200, body: careerTargets(patrolOfficers, emergencyDirectors) },
    });
    await user.click(await screen.findByRole('button', { name: MAKE }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace a target career?' });
    expect(dialog).toHaveTextContent('Which one should Emergency Management Directors replace?');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Replace Logisticians' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      targets: [{ soc: '33-3051' }, { soc: '11-9161' }],
    });
    expect(await screen.findByText('Your target')).toBeInTheDocument();
  });

  it('keeps both targets when the veteran cancels', async () => {
    const { calls, user } = renderButton({
      'GET /plan/targets': { status: 200, body: careerTargets(logisticians, patrolOfficers) },
    });
    await user.click(await screen.findByRole('button', { name: MAKE }));
    await user.click(await screen.findByRole('button', { name: 'Keep my targets' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('shows why a save failed and leaves the targets as they were', async () => {
    const { user } = renderButton({
      'GET /plan/targets': { status: 200, body: careerTargets() },
      'PUT /plan/targets': {
        status: 400,
        body: {
          status: 400,
          code: 'VALIDATION',
          message: 'That career is not in the Waypoint career catalogue',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: MAKE }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That career is not in the Waypoint career catalogue',
    );
    expect(screen.getByRole('button', { name: MAKE })).toBeInTheDocument();
  });
});
