import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { setViewportWidth } from '../../test/match-media';

describe('skip link', () => {
  it('is the first focusable element and moves focus to main', async () => {
    const { user } = renderRoute('/community');
    const main = await screen.findByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
  });
});

describe('narrow screens (below 768 px)', () => {
  it('uses a drawer opened from the header and closed by navigating', async () => {
    setViewportWidth(600);
    const { user, router } = renderRoute('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Veteran Dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('button', { name: /sidebar/ })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Wellness' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wellness & Journaling' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wellness');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument(),
    );
  });

  it('closes the drawer with Escape', async () => {
    setViewportWidth(375);
    const { user } = renderRoute('/documents');
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument(),
    );
  });

  it('docks the sidebar on wide screens, without the open-navigation button', async () => {
    renderRoute('/documents');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  });
});
