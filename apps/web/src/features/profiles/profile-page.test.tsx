import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../stores/store';
import { renderRoute } from '../../test/render-route';
import { theme } from '../../theme/theme';
import ProfilePage from './profile-page';
import { makeAuthUser } from '../../test/fixtures/auth';
import { makeVaProfile } from '../../test/fixtures/va-profile';
import { makeProfile } from '../../test/fixtures/profiles';
import { deferredReply, stubApi, type ApiRoutes } from '../../test/stub-api';

const account = makeAuthUser();
const profile = makeProfile();
const snapshotRoute = 'GET /v1/veterans/va-profile/me';

function routes(overrides: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /me': { status: 200, body: account },
    'GET /veteran-profiles/auth/user-1': { status: 200, body: profile },
    [snapshotRoute]: { status: 200, body: { status: 'found', profile: makeVaProfile({ demo: false }) } },
    ...overrides,
  };
}

async function openProfile(overrides: ApiRoutes = {}) {
  const api = stubApi(routes(overrides));
  const view = renderRoute('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Account profile' });
  return { ...api, ...view };
}

/**
 * The page without the route guard around it. Inside the shell the guard shares the page's `GET /api/me` and
 * answers a 401 itself (sign-in with the way back); this is how the page answers one on its own.
 */
function renderWithoutGuard() {
  const router = createMemoryRouter([{ path: '/profile', element: <ProfilePage /> }], {
    initialEntries: ['/profile'],
  });
  render(
    <Provider store={makeStore()}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
}

beforeEach(() => window.localStorage.setItem('auth_token', 'token-1'));
afterEach(() => vi.unstubAllGlobals());

describe('/profile summary', () => {
  it('shows the name, rank and branch, location, relocation and the two chips', async () => {
    await openProfile();
    expect(await screen.findByRole('heading', { level: 2, name: 'Dana Reyes' })).toBeInTheDocument();
    expect(screen.getByText('E-5 · U.S. Army')).toBeInTheDocument();
    expect(screen.getByText(/Austin, TX ·\s+Open to relocation/)).toBeInTheDocument();
    expect(screen.getByText('Honorable')).toBeInTheDocument();
    expect(screen.getByText('Alerts: Daily')).toBeInTheDocument();
    expect(screen.getByText('DR')).toBeInTheDocument();
    const interests = screen.getByRole('region', { name: 'Career interests' });
    expect(within(interests).getByText('Logistics')).toBeInTheDocument();
  });

  it('falls back when fields are empty', async () => {
    const bare = {
      ...profile,
      firstName: ' ',
      lastName: '',
      rank: '',
      branch: '',
      preferredLocation: '',
      willingToRelocate: false,
      dischargeStatus: '',
      jobAlertFrequency: 'DISABLED',
      careerInterests: [],
    };
    await openProfile({ 'GET /veteran-profiles/auth/user-1': { status: 200, body: bare } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Veteran' })).toBeInTheDocument();
    expect(screen.getByText('Rank pending · Service branch TBD')).toBeInTheDocument();
    expect(screen.getByText(/Preferred location TBD ·\s+Prefers current location/)).toBeInTheDocument();
    expect(screen.getByText('Status TBD')).toBeInTheDocument();
    expect(screen.getByText('Alerts: Do not send alerts')).toBeInTheDocument();
    expect(
      screen.getByText('Add the roles you are exploring to tailor recommendations.'),
    ).toBeInTheDocument();
  });

  it('reads labels for the Guard and underscores as spaces elsewhere', async () => {
    const guard = {
      ...profile,
      branch: 'NATIONAL_GUARD',
      rank: 'W_2',
      dischargeStatus: 'OTHER_THAN_HONORABLE',
    };
    await openProfile({ 'GET /veteran-profiles/auth/user-1': { status: 200, body: guard } });
    expect(await screen.findByText('W 2 · Army National Guard')).toBeInTheDocument();
    expect(screen.getByText('Other than honorable')).toBeInTheDocument();
  });
});

describe('/profile states', () => {
  it('shows a spinner while loading, then the profile', async () => {
    const gate = deferredReply({ status: 200, body: profile });
    await openProfile({ 'GET /veteran-profiles/auth/user-1': gate.respond });
    expect(await screen.findByRole('progressbar', { name: 'Loading your profile' })).toBeInTheDocument();
    gate.release();
    expect(await screen.findByRole('heading', { level: 2, name: 'Dana Reyes' })).toBeInTheDocument();
  });

  it('shows the fetch error with a retry that works', async () => {
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      const failed = calls === 1;
      return new Response(JSON.stringify(failed ? { message: 'Database unavailable' } : profile), {
        status: failed ? 503 : 200,
      });
    };
    const { user } = await openProfile({ 'GET /veteran-profiles/auth/user-1': flaky });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dana Reyes' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in', async () => {
    stubApi(routes({ 'GET /me': { status: 401, body: { message: 'Unauthorized' } } }));
    renderWithoutGuard();
    expect(await screen.findByText('Please sign in to continue.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('offers the create form when there is no profile yet, and creates it', async () => {
    const { user, calls } = await openProfile({
      'GET /veteran-profiles/auth/user-1': { status: 404, body: { message: 'Not found' } },
      'POST /veteran-profiles': { status: 201, body: profile },
    });
    expect(await screen.findByRole('heading', { name: 'Complete your veteran profile' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('dana.reyes@example.com');
    const fill = (name: string, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    fill('First name', 'Dana');
    fill('Last name', 'Reyes');
    const choose = (name: string, value: string) =>
      fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
    choose('Branch', 'ARMY');
    choose('Rank', 'E-5');
    choose('MOS code', '11b');
    choose('Discharge status', 'HONORABLE');
    fireEvent.change(screen.getByLabelText(/^Service start date/, { selector: 'input' }), {
      target: { value: '2012-06-01' },
    });
    await user.click(screen.getByRole('button', { name: 'Create profile' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Dana Reyes' })).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      authUserId: 'user-1',
      email: 'dana.reyes@example.com',
      mosCode: '11B',
      serviceStartDate: '2012-06-01T00:00:00.000Z',
      skills: [],
      education: null,
    });
    await waitFor(() => expect(window.localStorage.getItem('user_name')).toBe('Dana Reyes'));
  });
});
