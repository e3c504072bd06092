import { useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { personaOf } from '@waypoint/shared/dashboard/dashboard-limits';
import { DocumentTitle } from '../../components/document-title';
import { SkipLink } from '../../components/skip-link';
import { useFocusHandoff } from '../../components/focus-handoff';
import { NotificationBell } from '../../features/notifications/bell/notification-bell';
import { DASHBOARD_ROUTE, FALLBACK_TITLE, getHeaderTitle, isPathActive } from '../page-titles';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { lazyDialog } from '../../components/lazy-dialog';
import { useGetSessionQuery } from '../../lib/session/get-session';
import { DesktopSidebar } from './sidebar';

// Below md the navigation is a drawer over the page: it (and the modal under it) downloads when first opened.
const MobileSidebar = lazyDialog(() => import('./mobile-sidebar').then((module) => module.MobileSidebar));

/** The signed-in layout: skip link, sidebar, header, the routed page in <main>, footer. */
export default function AppShell() {
  const { pathname } = useLocation();
  const theme = useTheme();
  // noSsr: read the media query on the first render so desktop never flashes the mobile layout.
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  // The route guard's session check already holds the account; its role names the dashboard.
  const role = useGetSessionQuery().data?.role;
  const title = getHeaderTitle(pathname, role ? personaOf(role) : 'veteran');
  // Focus on the session check's page (skip link, crisis link, main) moves to the same place here.
  const shell = useRef<HTMLDivElement>(null);
  useFocusHandoff(shell, { handsOver: false });

  return (
    <Box ref={shell} sx={{ display: 'flex', minHeight: '100vh' }}>
      <DocumentTitle page={title === FALLBACK_TITLE ? undefined : title} />
      <SkipLink />
      {isDesktop ? (
        <DesktopSidebar collapsed={collapsed} onToggleCollapsed={() => setCollapsed((value) => !value)} />
      ) : (
        <MobileSidebar open={mobileOpen} onClose={() => setMobileOpen(false)} />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppHeader
          title={title}
          showBreadcrumbs={!isPathActive(pathname, DASHBOARD_ROUTE)}
          notificationCentre={<NotificationBell />}
          {...(!isDesktop && { onOpenNavigation: () => setMobileOpen(true) })}
        />
        {/* At least a screen high, so the footer starts below the fold: a page growing as its answers arrive does
            not push a footer the visitor can see (a layout shift). */}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flex: 1, minHeight: '100vh', p: { xs: 2, md: 3 } }}
        >
          <Outlet />
        </Box>
        <AppFooter />
      </Box>
    </Box>
  );
}
