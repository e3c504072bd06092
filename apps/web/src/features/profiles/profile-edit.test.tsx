import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '@waypoint/shared';
import { renderRoute } from '../../test/render-route';
import { makeAuthUser } from '../../test/fixtures/auth';
import { makeProfile } from '../../test/fixtures/profiles';
import { deferredReply, stubApi, type ApiRoutes } from '../../test/stub-api';

const account = makeAuthUser();
const profile = makeProfile();
const moved = { ...profile, preferredLocation: 'Denver, CO', updatedAt: '2025-02-02T00:00:00.000Z' };

async function openEditDialog(overrides: ApiRoutes = {}) {
  const api = stubApi({
    'GET /me': { status: 200, body: account },
    'GET /veteran-profiles/auth/user-1': { status: 200, body: profile },
    'GET /v1/veterans/va-profile/me': { status: 200, body: { status: 'not-connected' } },
    'PATCH /veteran-profiles/profile-1': { status: 200, body: moved },
    ...overrides,
  });
  const view = renderRoute('/profile');
  await view.user.click(await screen.findByRole('button', { name: 'Edit profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
  const location = within(dialog).getByRole('textbox', { name: 'Preferred location' });
  fireEvent.change(location, { target: { value: 'Denver, CO' } });
  return { ...api, ...view, dialog };
}

const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save profile' });

beforeEach(() => window.localStorage.setItem('auth_token', 'token-1'));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/profile edit dialog', () => {
  it('opens labelled, with focus in the first field, and Cancel returns focus to Edit profile', async () => {
    const { user, dialog } = await openEditDialog();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveFocus());
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Dana');
    // Escape in the open suggestion list closes the list, not the dialog.
    const mos = within(dialog).getByRole('combobox', { name: 'MOS code' });
    await user.click(mos);
    fireEvent.change(mos, { target: { value: '11' } });
    await within(dialog).findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit profile' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus());
  });

  it('saves for real: PATCHes only the changed field, closes, updates the page and the stored name', async () => {
    const { user, dialog, calls } = await openEditDialog();
    await user.click(saveButton(dialog));
    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ preferredLocation: 'Denver, CO' });
    expect(screen.getByText(/Denver, CO ·/)).toBeInTheDocument();
    expect(window.localStorage.getItem('user_name')).toBe('Dana Reyes');
  });

  it('shows "Saving..." with Cancel disabled, then the snackbar for 4 seconds', async () => {
    const gate = deferredReply({ status: 200, body: moved });
    const { user, dialog } = await openEditDialog({ 'PATCH /veteran-profiles/profile-1': gate.respond });
    await user.click(saveButton(dialog));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Edit profile' })).toBeInTheDocument();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    gate.release();
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(PROFILE_MESSAGES.updated)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3990));
    expect(screen.getByText(PROFILE_MESSAGES.updated)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10)); // 4 s: the snackbar closes…
    await act(() => vi.advanceTimersByTimeAsync(500)); // …and its exit transition ends
    expect(screen.queryByText(PROFILE_MESSAGES.updated)).not.toBeInTheDocument();
  });

  it('a failed save keeps the dialog open with the input, the spec message and the field error', async () => {
    const fieldErrors = { mosCode: 'We do not recognize that MOS code yet' };
    const { user, dialog } = await openEditDialog({
      'PATCH /veteran-profiles/profile-1': {
        status: 400,
        body: { status: 400, message: 'Invalid profile', code: 'VALIDATION', fieldErrors },
      },
    });
    await user.click(saveButton(dialog));
    expect(await within(dialog).findByText(PROFILE_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'MOS code' })).toHaveAccessibleDescription(
      fieldErrors.mosCode,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Preferred location' })).toHaveValue('Denver, CO');
    expect(screen.queryByText(PROFILE_MESSAGES.updated)).not.toBeInTheDocument();
  });
});
