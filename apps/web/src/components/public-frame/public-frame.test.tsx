import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme/theme';
import { PublicFrame } from './public-frame';

function renderFrame() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <PublicFrame>
          <h1>Page content</h1>
        </PublicFrame>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('PublicFrame', () => {
  it('gives a skip link, a banner with brand, crisis help and Sign In, the main target and a footer', () => {
    renderFrame();
    const [first] = screen.getAllByRole('link');
    expect(first).toHaveAccessibleName('Skip to main content');
    expect(first).toHaveAttribute('href', '#main-content');

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Waypoint' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('link', { name: 'Crisis support' })).toHaveAttribute(
      'href',
      '/crisis-resources',
    );
    expect(within(banner).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');

    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(within(main).getByRole('heading', { name: 'Page content' })).toBeInTheDocument();

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Waypoint. All rights reserved.`);
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  it('offers the dashboard instead of Sign In to a signed-in visitor', () => {
    window.localStorage.setItem('auth_token', 'token');
    renderFrame();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(banner).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
