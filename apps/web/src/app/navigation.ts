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
import { DASHBOARD_ROUTE, isPathActive, PLAN_ROUTE } from './page-titles';

// The signed-in shell's navigation and links live here only (spec: "Signed-in shell"); its titles in page-titles.ts.

export interface NavLinkItem {
  label: string;
  to: string;
  icon: typeof SvgIcon;
  /** Other routes that also make this entry active (Job Search is the same screen at /jobs). */
  alsoActiveFor?: readonly string[];
  children?: readonly NavLinkItem[];
}

export const CRISIS_ROUTE = '/crisis-resources';
export const SIGN_IN_ROUTE = '/signin';

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

export function isNavItemActive(item: NavLinkItem, pathname: string): boolean {
  return [item.to, ...(item.alsoActiveFor ?? [])].some((route) => isPathActive(pathname, route));
}
