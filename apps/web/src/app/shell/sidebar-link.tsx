import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { colors } from '../../theme/palette';
import { visuallyHidden } from '../../theme/visually-hidden';
import { isNavItemActive, type NavLinkItem } from '../navigation';

import type TooltipComponent from '@mui/material/Tooltip';

// Only the collapsed rail shows tooltips: they (and the popper under them) download when the collapse button is
// first pointed at or focused, and the rail collapses once they are there (sidebar.tsx).
let Tooltip: typeof TooltipComponent | undefined;
let tooltipLoading: Promise<void> | undefined;
export const loadCollapsedTooltip = () =>
  (tooltipLoading ??= import('@mui/material/Tooltip').then(
    (module) => {
      Tooltip = module.default;
    },
    () => {
      // Offline: the rail collapses without tooltips (each link keeps its name); the next collapse tries again.
      tooltipLoading = undefined;
    },
  ));

interface SidebarLinkProps {
  item: NavLinkItem;
  pathname: string;
  collapsed: boolean;
  nested?: boolean;
  onNavigate?: () => void;
  /** A nested list of child entries (the Career group). */
  children?: ReactNode;
}

// Active: tinted background, bold text and a left bar, so the state never depends on colour alone.
const activeStyle = {
  bgcolor: colors.navyTint,
  color: colors.navyDark,
  fontWeight: 700,
  boxShadow: `inset 4px 0 0 ${colors.navy}`,
  '&:hover': { bgcolor: colors.navyTint },
} as const;

export function SidebarLink({
  item,
  pathname,
  collapsed,
  nested = false,
  onNavigate,
  children,
}: SidebarLinkProps) {
  const active = isNavItemActive(item, pathname);
  const Icon = item.icon;
  const link = (
    <ListItemButton
      component={RouterLink}
      to={item.to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      sx={{
        minHeight: 44,
        px: 2.5,
        pl: nested && !collapsed ? 4.5 : 2.5,
        color: 'text.primary',
        '&:hover': { bgcolor: colors.navyHover },
        ...(active && activeStyle),
      }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
        <Icon />
      </ListItemIcon>
      {/* Collapsed: the label stays in the accessibility tree so the link keeps its name. */}
      <ListItemText
        primary={item.label}
        sx={collapsed ? visuallyHidden : { my: 0 }}
        slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
      />
    </ListItemButton>
  );
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {collapsed && Tooltip ? (
        <Tooltip title={item.label} placement="right">
          {link}
        </Tooltip>
      ) : (
        link
      )}
      {children}
    </ListItem>
  );
}
