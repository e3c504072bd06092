import { describe, expect, it } from 'vitest';
import { isNavItemActive, sidebarItems, type NavLinkItem } from './navigation';
import { getHeaderTitle, isPathActive } from './page-titles';

describe('isPathActive', () => {
  it('is active on the route itself and below it', () => {
    expect(isPathActive('/resume', '/resume')).toBe(true);
    expect(isPathActive('/resume/', '/resume')).toBe(true);
    expect(isPathActive('/resume/draft/2', '/resume')).toBe(true);
  });

  it('is not active for a route that only shares a prefix or is a parent', () => {
    expect(isPathActive('/resumes', '/resume')).toBe(false);
    expect(isPathActive('/career', '/career/translate')).toBe(false);
    expect(isPathActive('/', '/dashboard')).toBe(false);
  });
});

describe('isNavItemActive', () => {
  const jobSearch = sidebarItems.flatMap((item) => item.children ?? []).find((c) => c.label === 'Job Search');

  it('marks Job Search active for /career/job-search and for /jobs', () => {
    expect(jobSearch).toBeDefined();
    const item = jobSearch as NavLinkItem;
    expect(isNavItemActive(item, '/career/job-search')).toBe(true);
    expect(isNavItemActive(item, '/jobs')).toBe(true);
    expect(isNavItemActive(item, '/jobs/42')).toBe(true);
    expect(isNavItemActive(item, '/jobsearch')).toBe(false);
  });
});

describe('getHeaderTitle', () => {
  it.each([
    ['/dashboard', 'Veteran Dashboard'],
    ['/plan', 'My Transition Plan'],
    ['/career/translate', 'Career Translation'],
    ['/career/interview-coach', 'Interview Coach'],
    ['/career/job-search', 'Job Search'],
    ['/jobs', 'Job Search'],
    ['/resume', 'Resume Builder'],
    ['/community', 'Community Circles'],
    ['/mentorship', 'Mentorship Hub'],
    ['/benefits', 'Benefits Overview'],
    ['/documents', 'Document Vault'],
    ['/wellness', 'Wellness & Journaling'],
    ['/profile', 'Account Profile'],
    ['/notifications', 'Notification Settings'],
    ['/crisis-resources', 'Crisis & Support'],
  ])('%s → %s', (path, title) => {
    expect(getHeaderTitle(path)).toBe(title);
  });

  it("names the dashboard by the viewer's persona, the veteran's by default", () => {
    expect(getHeaderTitle('/dashboard', 'veteran')).toBe('Veteran Dashboard');
    expect(getHeaderTitle('/dashboard', 'mentor')).toBe('Mentor Dashboard');
    expect(getHeaderTitle('/dashboard', 'admin')).toBe('Admin Dashboard');
    expect(getHeaderTitle('/resume', 'admin')).toBe('Resume Builder');
  });

  it('uses the same prefix rule for deeper paths', () => {
    expect(getHeaderTitle('/community/circle-7')).toBe('Community Circles');
  });

  it('falls back to the product name', () => {
    expect(getHeaderTitle('/career')).toBe('Waypoint');
    expect(getHeaderTitle('/unknown')).toBe('Waypoint');
  });
});
