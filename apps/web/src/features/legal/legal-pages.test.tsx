import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../theme/theme';
import { WRITE_TO_US } from './legal-types';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

function renderPage(Page: ComponentType) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('legal pages', () => {
  it.each([
    ['Privacy Policy', PrivacyPage, 'Privacy Policy — Waypoint'],
    ['Terms of Service', TermsPage, 'Terms of Service — Waypoint'],
  ])('%s renders in the public frame with its date and contents', (title, Page, documentTitle) => {
    renderPage(Page);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main).toHaveTextContent('Last updated: November 22, 2026');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe(documentTitle);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    for (const link of within(toc).getAllByRole('link')) {
      expect(document.getElementById(link.getAttribute('href')?.slice(1) ?? '')).not.toBeNull();
    }
  });

  it('tells what is stored, how documents are encrypted, and how to export or delete', () => {
    renderPage(PrivacyPage);
    const main = screen.getByRole('main');
    for (const text of [
      'journal entries',
      'audit log of sign-ins',
      'AES-256-GCM with a fresh data key for each file',
      'from 1 to 30',
      'We do not sell or rent your data',
      'local storage',
      'delete your account from your profile page',
    ]) {
      expect(main).toHaveTextContent(text);
    }
    // No invented address: the configured one (CONTACT_EMAIL), else the contact form (legal-types.ts).
    expect(within(main).getAllByRole('link', { name: WRITE_TO_US.label })[0]).toHaveAttribute(
      'href',
      WRITE_TO_US.href,
    );
    expect(main).not.toHaveTextContent('.example');
  });

  it('points to crisis help from the terms', () => {
    renderPage(TermsPage);
    const crisis = screen.getByRole('region', { name: 'Crisis help' });
    expect(within(crisis).getByRole('link', { name: 'Crisis & Support resources' })).toHaveAttribute(
      'href',
      '/crisis-resources',
    );
    expect(screen.getByRole('main')).toHaveTextContent('not medical, legal or financial advice');
  });
});

describe('how the legal pages say to write to us', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('names the configured address, else the contact form, never an invented one', async () => {
    vi.stubEnv('CONTACT_EMAIL', '');
    vi.resetModules();
    expect((await import('./legal-types')).WRITE_TO_US).toEqual({
      label: 'The contact form on our home page',
      href: '/#contact',
    });
    vi.stubEnv('CONTACT_EMAIL', 'help@waypoint.test');
    vi.resetModules();
    const configured = await import('./legal-types');
    expect(configured.WRITE_TO_US).toEqual({
      label: 'help@waypoint.test',
      href: 'mailto:help@waypoint.test',
    });
    expect(configured.WRITE_TO_US_PHRASE).toBe('write to help@waypoint.test');
  });
});
