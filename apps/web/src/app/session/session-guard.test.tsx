import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredReply, stubApi } from '../../test/stub-api';
import { renderRoute, TEST_USER } from '../../test/render-route';
import { COMMUNITY_TEXTS } from '../../features/community/community-texts';

const signedInMe = { 'GET /me': { status: 200, body: TEST_USER } };
const expiredMe = { 'GET /me': { status: 401, body: { status: 401, message: 'Your session has expired.' } } };

beforeEach(() => {
  window.localStorage.setItem('auth_token', 'token-1');
  window.localStorage.setItem('user_name', 'Dana Reyes');
});
afterEach(() => vi.unstubAllGlobals());

describe('route guard', () => {
  it('without a token, goes to sign-in with the page asked for, and asks the server nothing', async () => {
    window.localStorage.clear();
    const { fetchMock } = stubApi({});
    const { router } = renderRoute('/career/translate?code=11B', { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirectTo=%2Fcareer%2Ftranslate%3Fcode%3D11B');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the session with GET /api/me, showing a status while it waits', async () => {
    const me = deferredReply({ status: 200, body: TEST_USER });
    const { calls } = stubApi({ 'GET /me': me.respond });
    renderRoute('/benefits', { signedIn: false });
    expect(await screen.findByText('Checking your session…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Crisis support' })).toHaveAttribute('href', '/crisis-resources');
    // The page on its way is named, as a line of text: its heading comes with the page.
    expect(screen.getByText('Benefits Overview')).toBeVisible();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(document.title).toBe('Benefits Overview — Waypoint');
    // Its opening depends on the veteran's data, so no sentence stands in for it.
    const lines = within(screen.getByRole('main')).getAllByText(/./);
    expect(lines.map((line) => line.textContent)).toEqual([
      'Benefits Overview',
      'Checking your session…',
      'Crisis support',
    ]);
    me.release();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('GET /me');
  });

  it('while checking, shows the opening sentence of a page every visitor sees the same, and only there', async () => {
    const me = deferredReply({ status: 200, body: TEST_USER });
    stubApi({
      'GET /me': me.respond,
      'GET /circles': { status: 200, body: { circles: [], suggestions: [] } },
    });
    renderRoute('/community', { signedIn: false });
    expect(await screen.findByText('Checking your session…')).toBeVisible();
    const intro = COMMUNITY_TEXTS.intro;
    expect(screen.getByText(intro)).toBeVisible();
    me.release();
    // The page opens with the same sentence.
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Circles' })).toBeVisible();
    expect(screen.getByText(intro)).toBeVisible();
  });

  describe('keyboard focus while the session is checked', () => {
    async function openWhileChecking() {
      const me = deferredReply({ status: 200, body: TEST_USER });
      stubApi({ 'GET /me': me.respond });
      const view = renderRoute('/dashboard', { signedIn: false });
      expect(await screen.findByText('Checking your session…')).toHaveAttribute('role', 'status');
      const shellReady = async () => {
        me.release();
        await screen.findByRole('heading', { level: 1, name: 'Veteran Dashboard' });
      };
      return { ...view, shellReady };
    }

    it('the first Tab lands on the skip link, which keeps focus when the shell arrives', async () => {
      const { user, shellReady } = await openWhileChecking();
      await user.tab();
      expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
      await shellReady();
      expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('main')).toHaveFocus();
    });

    it('focus on the crisis link moves to the header’s crisis link', async () => {
      const { user, shellReady } = await openWhileChecking();
      await user.tab();
      await user.tab();
      expect(screen.getByRole('link', { name: 'Crisis support' })).toHaveFocus();
      await shellReady();
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Crisis support' })).toHaveFocus();
    });

    it('focus on the page moves to the shell’s main content', async () => {
      const { user, shellReady } = await openWhileChecking();
      await user.tab();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('main')).toHaveFocus();
      await shellReady();
      expect(screen.getByRole('main')).toHaveFocus();
      expect(screen.getByRole('main')).toContainElement(
        screen.getByRole('heading', { level: 1, name: 'Veteran Dashboard' }),
      );
    });

    it('leaves focus alone when it was not on the page', async () => {
      const { shellReady } = await openWhileChecking();
      await shellReady();
      expect(document.body).toHaveFocus();
    });
  });

  it('a stale token (401) is forgotten and the visitor goes to sign-in, then comes back', async () => {
    stubApi(expiredMe);
    const { router } = renderRoute('/documents', { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirectTo=%2Fdocuments');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user_name')).toBeNull();
  });

  it('another failure keeps the token and offers to try again', async () => {
    let fail = true;
    stubApi({
      'GET /me': async () => {
        if (fail) throw new TypeError('Failed to fetch');
        return Response.json(TEST_USER);
      },
    });
    const { user } = renderRoute('/wellness', { signedIn: false });
    expect(await screen.findByText('We could not check your session. Please try again.')).toBeInTheDocument();
    expect(window.localStorage.getItem('auth_token')).toBe('token-1');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('crisis help does not wait for the check, and with a stale token shows in the public frame', async () => {
    const me = deferredReply(expiredMe['GET /me']);
    stubApi({ 'GET /me': me.respond });
    renderRoute('/crisis-resources', { signedIn: false });
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Crisis & Support' })).toBeInTheDocument();
    me.release();
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign In' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Crisis & Support' })).toBeInTheDocument();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('a live session shows the page', async () => {
    stubApi(signedInMe);
    renderRoute('/dashboard', { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Veteran Dashboard' })).toBeInTheDocument();
  });
});
