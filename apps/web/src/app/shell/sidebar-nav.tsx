import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { sidebarItems } from '../navigation';
import { SidebarLink } from './sidebar-link';

interface SidebarNavProps {
  collapsed: boolean;
  /** The collapse toggle (desktop) or close button (mobile drawer), placed beside the brand. */
  control: ReactNode;
  onNavigate?: () => void;
}

export const SIDEBAR_LIST_ID = 'sidebar-links';

export function SidebarNav({ collapsed, control, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label="Main navigation" sx={{ height: '100%', overflowY: 'auto' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'space-between',
          minHeight: 64,
          px: collapsed ? 0 : 2.5,
        }}
      >
        {!collapsed && (
          <Typography component="p" variant="h6" sx={{ fontWeight: 700, color: 'primary.dark' }}>
            Waypoint
          </Typography>
        )}
        {control}
      </Box>
      <List id={SIDEBAR_LIST_ID} disablePadding>
        {sidebarItems.map((item) => (
          <SidebarLink
            key={item.label}
            item={item}
            pathname={pathname}
            collapsed={collapsed}
            onNavigate={onNavigate}
          >
            {item.children && (
              <List disablePadding>
                {item.children.map((child) => (
                  <SidebarLink
                    key={child.label}
                    item={child}
                    pathname={pathname}
                    collapsed={collapsed}
                    nested
                    onNavigate={onNavigate}
                  />
                ))}
              </List>
            )}
          </SidebarLink>
        ))}
      </List>
    </Box>
  );
}
