import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredReply, type ApiRoutes } from '../../test/stub-api';
import { renderRoute, TEST_USER } from '../../test/render-route';
import {
  CREATE_PROFILE,
  fillValidRegistration,
  SIGN_IN,
  SIGN_UP,
  stubRegistrationApi,
  submitRegistration,
  TRANSLATE_11B,
} from './test/registration-fixtures';

afterEach(() => vi.unstubAllGlobals());

async function register(overrides: ApiRoutes = {}) {
  const api = stubRegistrationApi(overrides);
  const view = renderRoute('/register', { signedIn: false });
  await screen.findByRole('form', { name: 'Create your account' });
  fillValidRegistration();
  submitRegistration();
  const count = (route: string) =>
    api.calls.filter((call) => `${call.method} ${call.path}`.startsWith(route)).length;
  return { ...api, ...view, count };
}

const failedOnce = (status: number, body: unknown) => {
  let failed = false;
  return async () => {
    if (failed) return Response.json({ ...TEST_USER, id: 'profile-1' }, { status: 201 });
    failed = true;
    return Response.json(body, { status });
  };
};

describe('registration flow', () => {
  it('creates the account with its metadata, stores the token, creates the spec profile, shows the results', async () => {
    const answer = deferredReply({ status: 200, body: { token: 'token-new', user: TEST_USER } });
    const { calls } = await register({ [SIGN_UP]: answer.respond });
    expect(await screen.findByRole('button', { name: 'Submitting…' })).toBeDisabled();
    answer.release();

    const titles = await screen.findByRole('heading', {
      level: 2,
      name: 'Civilian job titles for 11B (Infantry)',
    });
    await waitFor(() => expect(titles).toHaveFocus());
    // The page's heading follows the state: the form's title no longer sits above the results.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your account is ready');
    expect(screen.queryByRole('heading', { name: 'Create your account' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Your account is ready — Waypoint'));
    const region = screen.getByRole('region', { name: /Civilian job titles/ });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Police Patrol Officers', 'Emergency Management Directors', 'Security Managers']);
    // The time the translation took means nothing to a veteran and is not shown.
    expect(screen.queryByText(/Generated in/)).not.toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Emergency Management Directors');
    expect(cards[0]).toHaveTextContent('Plan for disasters and emergencies.');
    expect(cards[0]).toHaveTextContent(
      'Salary range: $64,470–$119,690 (middle 50% of earners, BLS OEWS May 2024, national)',
    );
    expect(within(cards[0]!).getByRole('list', { name: 'Next steps' })).toHaveTextContent('Complete FEMA');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');

    expect(calls.find((call) => call.path === '/auth/sign-up/email')?.body).toEqual({
      email: 'dana.reyes@example.com',
      password: 'lakeside walk',
      name: 'Dana Reyes',
      firstName: 'Dana',
      lastName: 'Reyes',
      phoneNumber: '+15555550123',
    });
    expect(calls.find((call) => call.path === '/veteran-profiles')?.body).toEqual({
      authUserId: 'user-1',
      email: 'dana.reyes@example.com',
      firstName: 'Dana',
      lastName: 'Reyes',
      phoneNumber: '+15555550123',
      branch: 'ARMY',
      rank: 'E-5',
      mosCode: '11B',
      dischargeStatus: 'HONORABLE',
      serviceStartDate: '2012-06-01T00:00:00.000Z',
      serviceEndDate: '2020-06-01T00:00:00.000Z',
      careerInterests: ['logistics'],
      skills: [],
      education: null,
      preferredLocation: 'Austin, TX',
      willingToRelocate: false,
      jobAlertFrequency: 'DAILY',
    });
    expect(window.localStorage.getItem('auth_token')).toBe('token-new');
    expect(window.localStorage.getItem('user_name')).toBe('Dana Reyes');
  });

  it('a code the catalogue does not know stops before any account is created', async () => {
    const { count } = await register({
      [TRANSLATE_11B]: { status: 404, body: { status: 404, message: 'nope' } },
    });
    const mos = await screen.findByRole('combobox', { name: /MOS code/ });
    await waitFor(() => expect(mos).toHaveAccessibleDescription('We do not recognize that MOS code yet'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    expect(count(SIGN_UP)).toBe(0);
  });

  it('without a session (e-mail verification on) says so and creates no profile yet', async () => {
    const { count } = await register({ [SIGN_UP]: { status: 200, body: { token: null, user: TEST_USER } } });
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Check your email to verify your account. We'll finish setting up your profile once you confirm.",
    );
    expect(count(CREATE_PROFILE)).toBe(0);
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check your email');
  });

  it('is safe to retry: a failed profile step is finished by resubmitting, without a second account', async () => {
    const failure = { status: 500, code: 'INTERNAL', message: 'The database is busy.' };
    const { count, user } = await register({ [CREATE_PROFILE]: failedOnce(500, failure) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy.');
    expect(window.localStorage.getItem('auth_token')).toBe('token-new');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Civilian job titles/ })).toBeInTheDocument();
    expect(count(SIGN_UP)).toBe(1);
    expect(count(CREATE_PROFILE)).toBe(2);
  });

  it('an address that already has an account is never signed into, whatever the password: the sign-up’s message stays at the e-mail field', async () => {
    const taken = 'An account with this email address already exists. Sign in or reset your password.';
    const { count } = await register({
      [SIGN_UP]: {
        status: 409,
        body: { status: 409, code: 'CONFLICT', message: taken, fieldErrors: { email: taken } },
      },
      // The owner's password would sign in; registration must not try it.
      [SIGN_IN]: { status: 200, body: { token: 'token-again', user: TEST_USER } },
    });
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(taken));
    expect(count(SIGN_IN)).toBe(0);
    expect(count(CREATE_PROFILE)).toBe(0);
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(screen.queryByText('Your account and veteran profile are ready.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue(' Dana ');
  });

  it.each([
    [{ status: 500, body: null }, 'Something went wrong while creating your account. Please try again.'],
    [
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Authentication service is unavailable. Please try again later.',
    ],
  ])('a failed sign-up shows the message or the fallback (%#)', async (reply, message) => {
    await register({ [SIGN_UP]: reply });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Create Profile' })).toBeEnabled();
  });
});
