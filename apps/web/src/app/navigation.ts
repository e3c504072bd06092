import type SvgIcon from '@mui/material/SvgIcon';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import Translate from '@mui/icons-material/Translate';
import WorkOutline from '@mui/icons-material/WorkOutline';
import { DASHBOARD_TITLES, type DashboardPersona } from '@waypoint/shared/dashboard/dashboard-limits';

// The signed-in shell's navigation, titles and links live here only (spec: "Signed-in shell").

export interface NavLinkItem {
  label: string;
  to: string;
  icon: typeof SvgIcon;
  /** Other routes that also make this entry active (Job Search is the same screen at /jobs). */
  alsoActiveFor?: readonly string[];
  children?: readonly NavLinkItem[];
}

export const DASHBOARD_ROUTE = '/dashboard';
export const CRISIS_ROUTE = '/crisis-resources';
export const SIGN_IN_ROUTE = '/signin';
export const PLAN_ROUTE = '/plan';

export const sidebarItems: readonly NavLinkItem[] = [
  { label: 'Dashboard', to: DASHBOARD_ROUTE, icon: DashboardOutlined },
  // The transition plan every area works toward, beside the dashboard; the spec's entries follow in its order.
  { label: 'My Plan', to: PLAN_ROUTE, icon: MapOutlined },
  {
    label: 'Career',
    to: '/career/translate',
    icon: WorkOutline,
    children: [
      { label: 'Career Translation', to: '/career/translate', icon: Translate },
      { label: 'Resume Builder', to: '/resume', icon: DescriptionOutlined },
      { label: 'Interview Coach', to: '/career/interview-coach', icon: RecordVoiceOverOutlined },
      { label: 'Job Search', to: '/career/job-search', icon: SearchOutlined, alsoActiveFor: ['/jobs'] },
    ],
  },
  { label: 'Community Circles', to: '/community', icon: GroupsOutlined },
  { label: 'Mentorship', to: '/mentorship', icon: HandshakeOutlined },
  { label: 'Benefits', to: '/benefits', icon: AccountBalanceOutlined },
  { label: 'Document Vault', to: '/documents', icon: FolderSharedOutlined },
  { label: 'Wellness', to: '/wellness', icon: SpaOutlined },
  { label: 'Profile', to: '/profile', icon: AccountCircleOutlined },
  { label: 'Notifications', to: '/notifications', icon: NotificationsOutlined },
  { label: 'Crisis Resources', to: CRISIS_ROUTE, icon: HealthAndSafetyOutlined },
];

/** Header titles by route, in the spec's order; /jobs shows the job-search screen and title. */
export const headerTitles: ReadonlyArray<readonly [route: string, title: string]> = [
  [DASHBOARD_ROUTE, 'Veteran Dashboard'],
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
  [CRISIS_ROUTE, 'Crisis & Support'],
];

export const FALLBACK_TITLE = 'Waypoint';

export const userMenuLinks = [
  { label: 'Profile', to: '/profile' },
  { label: 'Notification Settings', to: '/notifications' },
] as const;

export const footerLinks = [
  { label: 'Profile', to: '/profile' },
  { label: 'Crisis support', to: CRISIS_ROUTE },
  { label: 'Notification preferences', to: '/notifications' },
  { label: 'Document vault', to: '/documents' },
] as const;

/** The spec's rule: active when the path equals the route or starts with the route plus a slash. */
export function isPathActive(pathname: string, route: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}

export function isNavItemActive(item: NavLinkItem, pathname: string): boolean {
  return [item.to, ...(item.alsoActiveFor ?? [])].some((route) => isPathActive(pathname, route));
}

/** The header title of a path; the dashboard's follows the viewer's persona (the veteran's by default). */
export function getHeaderTitle(pathname: string, persona: DashboardPersona = 'veteran'): string {
  if (isPathActive(pathname, DASHBOARD_ROUTE)) return DASHBOARD_TITLES[persona];
  return headerTitles.find(([route]) => isPathActive(pathname, route))?.[1] ?? FALLBACK_TITLE;
}
