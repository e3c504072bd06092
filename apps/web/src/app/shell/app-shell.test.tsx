import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { careerTargets, emergencyDirectors, logisticians } from '../../test/fixtures/plan';
import { renderRoute } from '../../test/render-route';
import { stubApi } from '../../test/stub-api';

const sidebarOrder = [
  'Dashboard',
  'My Plan',
  'Career',
  'Career Translation',
  'Resume Builder',
  'Interview Coach',
  'Job Search',
  'Community Circles',
  'Mentorship',
  'Benefits',
  'Document Vault',
  'Wellness',
  'Profile',
  'Notifications',
  'Crisis Resources',
];

async function mainNav() {
  return screen.findByRole('navigation', { name: 'Main navigation' });
}

describe('signed-in shell: sidebar', () => {
  it('lists the entries in the spec order', async () => {
    renderRoute('/dashboard');
    const links = within(await mainNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(sidebarOrder);
  });

  it('marks the current entry with aria-current, Job Search also on /jobs', async () => {
    renderRoute('/jobs');
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Job Search' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('collapses to icons while every link keeps its name', async () => {
    const { user } = renderRoute('/dashboard');
    const nav = await mainNav();
    const toggle = within(nav).getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    const expand = await within(nav).findByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(sidebarOrder);
    await user.hover(within(nav).getByRole('link', { name: 'Wellness' }));
    expect(await screen.findByRole('tooltip', { name: 'Wellness' })).toBeInTheDocument();
  });
});

describe('signed-in shell: header and footer', () => {
  it('titles the browser tab with the page, then Waypoint, with one separator (crisis help too)', async () => {
    renderRoute('/crisis-resources');
    await screen.findByRole('heading', { level: 1, name: 'Crisis & Support' });
    const titles = () => [...document.head.querySelectorAll('title')].map((title) => title.textContent);
    await waitFor(() => expect(document.title).toBe('Crisis & Support — Waypoint'));
    expect(new Set(titles())).toEqual(new Set(['Crisis & Support — Waypoint']));
  });

  it('shows the title, breadcrumbs and a crisis link', async () => {
    renderRoute('/resume');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Resume Builder', { selector: 'p' })).toBeInTheDocument();
    const crumbs = within(banner).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(crumbs).getByText('Resume Builder')).toHaveAttribute('aria-current', 'page');
    expect(within(banner).getByRole('link', { name: 'Crisis support' })).toHaveAttribute(
      'href',
      '/crisis-resources',
    );
  });

  it('has no breadcrumbs on the dashboard', async () => {
    renderRoute('/dashboard');
    await screen.findByRole('banner');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('shows the copyright line and the footer links', async () => {
    renderRoute('/dashboard');
    const footer = await screen.findByRole('contentinfo');
    const year = new Date().getFullYear();
    expect(within(footer).getByText(`© ${year} Waypoint. All rights reserved.`)).toBeInTheDocument();
    const names = within(footer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Profile', 'Crisis support', 'Notification preferences', 'Document vault']);
  });
});

describe('signed-in shell: target career', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the target careers under the header, a link to the plan', async () => {
    stubApi({ 'GET /plan/targets': { status: 200, body: careerTargets(logisticians, emergencyDirectors) } });
    renderRoute('/resume');
    const banner = await screen.findByRole('banner');
    expect(
      await within(banner).findByRole('link', {
        name: 'Targets: Logisticians and Emergency Management Directors',
      }),
    ).toHaveAttribute('href', '/plan');
  });

  it('invites a veteran without a target to choose one, and shows nothing when the targets cannot load', async () => {
    stubApi({ 'GET /plan/targets': { status: 200, body: careerTargets() } });
    const { unmount } = renderRoute('/dashboard');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Choose a target career' })).toHaveAttribute(
      'href',
      '/plan',
    );
    unmount();
    vi.unstubAllGlobals();
    stubApi({ 'GET /plan/targets': { status: 500, body: { status: 500, message: 'Down' } } });
    renderRoute('/dashboard');
    const failed = await screen.findByRole('banner');
    await within(failed).findByRole('button', { name: /Account menu/ });
    expect(within(failed).queryByRole('link', { name: /target/i })).not.toBeInTheDocument();
  });
});
