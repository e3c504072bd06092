import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';

describe('route table', () => {
  it.each([
    ['/signin', 'Sign In'],
    ['/register', 'Create your account'],
    ['/reset-password', 'Reset Password'],
    ['/reset-password/complete', 'Set a new password'],
    ['/dashboard', 'Veteran Dashboard'],
    ['/plan', 'My Transition Plan'],
    ['/community', 'Community Circles'],
    ['/mentorship', 'Mentorship Hub'],
    ['/resume', 'Resume Builder'],
    ['/career/interview-coach', 'Interview Coach'],
    ['/career/job-search', 'Job Search'],
    ['/jobs', 'Job Search'],
    ['/career/translate', 'Career Translation'],
    ['/benefits', 'Benefits Overview'],
    ['/documents', 'Document Vault'],
    ['/wellness', 'Wellness & Journaling'],
    ['/profile', 'Account profile'],
    ['/notifications', 'Notification Settings'],
  ])('%s shows the heading "%s"', async (path, heading) => {
    // Sign-in and registration are for signed-out visitors; the others are signed in.
    renderRoute(path, { signedIn: !['/signin', '/register'].includes(path) });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('renders /crisis-resources inside the shell when signed in', async () => {
    window.localStorage.setItem('auth_token', 'token-1');
    renderRoute('/crisis-resources');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Crisis & Support' })).toBeInTheDocument();
  });

  it('renders /crisis-resources in the public frame when signed out, without the shell', async () => {
    renderRoute('/crisis-resources', { signedIn: false });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Crisis & Support' });
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(within(banner).getByRole('link', { name: 'Crisis support' })).toHaveAttribute(
      'href',
      '/crisis-resources',
    );
  });

  it('signed out, sends the other signed-in routes to sign-in, remembering where the visitor was going', async () => {
    const { router } = renderRoute('/benefits?tab=2', { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toBe('?redirectTo=%2Fbenefits%3Ftab%3D2');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('renders auth screens without the shell', async () => {
    renderRoute('/signin', { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('shows a page with the skip link and crisis help while the first screen loads; a Tab there carries over', async () => {
    const { user } = renderRoute('/privacy', { signedIn: false });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('link', { name: 'Crisis support' })).toHaveAttribute('href', '/crisis-resources');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });

  it('redirects any other path to the landing page', async () => {
    const { router } = renderRoute('/no/such/page');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
  });
});
