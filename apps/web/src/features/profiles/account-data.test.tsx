import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_DATA_MESSAGES } from '@waypoint/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDataExport, makeDataSummary } from '../../test/fixtures/account-data';
import { makeAuthUser } from '../../test/fixtures/auth';
import { makeProfile } from '../../test/fixtures/profiles';
import { renderRoute } from '../../test/render-route';
import { deferredReply, stubApi, type ApiRoutes } from '../../test/stub-api';

const EXPORT = 'GET /account/data-export';
const SUMMARY = 'GET /account/data-summary';
const DELETION = 'POST /account/deletion';

function routes(overrides: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /me': { status: 200, body: makeAuthUser() },
    'GET /veteran-profiles/auth/user-1': { status: 200, body: makeProfile() },
    'GET /v1/veterans/va-profile/me': { status: 200, body: { status: 'not-connected' } },
    [EXPORT]: { status: 200, body: makeDataExport() },
    [SUMMARY]: { status: 200, body: makeDataSummary() },
    [DELETION]: { status: 204 },
    ...overrides,
  };
}

async function openProfile(overrides: ApiRoutes = {}) {
  const api = stubApi(routes(overrides));
  const view = renderRoute('/profile');
  const section = await screen.findByRole('region', { name: 'Your data' });
  return { ...api, ...view, section };
}

async function openDeletion(overrides: ApiRoutes = {}) {
  const opened = await openProfile(overrides);
  await opened.user.click(within(opened.section).getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  return { ...opened, dialog };
}

beforeEach(() => window.localStorage.setItem('auth_token', 'token-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Download my data', () => {
  it('saves the export as a JSON file named by its day, and says so', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:waypoint-data';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { section, user, calls } = await openProfile();

    await user.click(within(section).getByRole('button', { name: 'Download my data' }));

    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Your data was saved as waypoint-data-2026-11-22.json.',
    );
    expect(calls.filter((call) => `${call.method} ${call.path}` === EXPORT)).toHaveLength(1);
    expect(clicked.map((link) => [link.download, link.href])).toEqual([
      ['waypoint-data-2026-11-22.json', 'blob:waypoint-data'],
    ]);
    expect(saved[0]?.type).toBe('application/json');
    expect(JSON.parse(await saved[0]!.text())).toEqual(makeDataExport());
  });

  it('says when the export could not be prepared, and the button works again', async () => {
    const { section, user } = await openProfile({
      [EXPORT]: { status: 500, body: { status: 500, code: 'INTERNAL', message: 'Something went wrong' } },
    });
    await user.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(ACCOUNT_DATA_MESSAGES.exportFailed);
    expect(within(section).getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});

describe('Delete my account', () => {
  it('lists what will be erased, warns it cannot be undone, and puts focus in the password', async () => {
    const { dialog } = await openDeletion();
    expect(dialog).toHaveAccessibleDescription(/permanently deletes your account .* It cannot be undone/);
    const list = await within(dialog).findByRole('list', { name: 'What will be erased' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(makeDataSummary().parts.map((part) => part.description));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Password/)).toHaveFocus());
  });

  it('closes with Cancel or Escape, giving focus back to the button, and deletes nothing', async () => {
    const { dialog, user, section, calls } = await openDeletion();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reopen = within(section).getByRole('button', { name: 'Delete my account' });
    await waitFor(() => expect(reopen).toHaveFocus());

    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('asks for the password before sending anything', async () => {
    const { dialog, user, calls } = await openDeletion();
    await within(dialog).findByRole('list', { name: 'What will be erased' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const password = within(dialog).getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription(ACCOUNT_DATA_MESSAGES.passwordRequired));
    expect(password).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows a wrong password at its field and keeps the dialog open', async () => {
    const wrong = ACCOUNT_DATA_MESSAGES.passwordIncorrect;
    const { dialog, user } = await openDeletion({
      [DELETION]: {
        status: 400,
        body: { status: 400, code: 'VALIDATION', message: wrong, fieldErrors: { password: wrong } },
      },
    });
    await within(dialog).findByRole('list', { name: 'What will be erased' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'not it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const password = within(dialog).getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription(wrong));
    expect(password).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('auth_token')).toBe('token-1');
  });

  it('deletes with the password, forgets the session and lands on sign-in, which says the account is gone', async () => {
    const answer = deferredReply({ status: 204 });
    const { dialog, user, calls, router } = await openDeletion({ [DELETION]: answer.respond });
    await within(dialog).findByRole('list', { name: 'What will be erased' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'lakeside walk');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer.release();

    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_DATA_MESSAGES.deleted);
    expect(router.state.location.pathname + router.state.location.search).toBe('/signin?accountDeleted=1');
    expect(calls.find((call) => `${call.method} ${call.path}` === DELETION)?.body).toEqual({
      password: 'lakeside walk',
    });
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user_name')).toBeNull();
  });
});
