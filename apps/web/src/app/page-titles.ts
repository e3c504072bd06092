import { DASHBOARD_TITLES, type DashboardPersona } from '@waypoint/shared/dashboard/dashboard-limits';
import { CRISIS_PATH } from './session/crisis-path';

// The signed-in pages' titles, apart from navigation.ts (which brings the sidebar's icons): the loading page
// shows a page's title while its code downloads, so this module is part of the app's entry.

export const DASHBOARD_ROUTE = '/dashboard';
export const PLAN_ROUTE = '/plan';
export const FALLBACK_TITLE = 'Waypoint';

/** Header titles by route, in the spec's order; /jobs shows the job-search screen and title. */
export const headerTitles: ReadonlyArray<readonly [route: string, title: string]> = [
  [DASHBOARD_ROUTE, DASHBOARD_TITLES.veteran],
  [PLAN_ROUTE, 'My Transition Plan'],
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
  [CRISIS_PATH, 'Crisis & Support'],
];

/** The spec's rule: active when the path equals the route or starts with the route plus a slash. */
export function isPathActive(pathname: string, route: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}

/** The header title of a path; the dashboard's follows the viewer's persona (the veteran's by default). */
export function getHeaderTitle(pathname: string, persona: DashboardPersona = 'veteran'): string {
  if (isPathActive(pathname, DASHBOARD_ROUTE)) return DASHBOARD_TITLES[persona];
  return headerTitles.find(([route]) => isPathActive(pathname, route))?.[1] ?? FALLBACK_TITLE;
}
