import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { loadCollapsedTooltip } from './sidebar-link';
import { SIDEBAR_LIST_ID, SidebarNav } from './sidebar-nav';

export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

interface DesktopSidebarProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

/** md and up: a docked sidebar, 280 px wide, collapsing to a 64 px icon rail. */
export function DesktopSidebar({ collapsed, onToggleCollapsed }: DesktopSidebarProps) {
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  // Collapsing waits for the rail's tooltips (usually already fetched on pointing or focus); expanding does not.
  const toggleCollapsed = () => {
    if (collapsed) onToggleCollapsed();
    else void loadCollapsedTooltip().then(onToggleCollapsed);
  };
  const toggle = (
    <IconButton
      onPointerEnter={() => void loadCollapsedTooltip()}
      onFocus={() => void loadCollapsedTooltip()}
      onClick={toggleCollapsed}
      aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
      aria-expanded={!collapsed}
      aria-controls={SIDEBAR_LIST_ID}
    >
      {collapsed ? <ChevronRight /> : <ChevronLeft />}
    </IconButton>
  );
  // What a permanent MUI Drawer renders (a docked box holding a fixed paper with a border), without the Drawer
  // module: it brings the modal machinery only the mobile drawer uses (mobile-sidebar.tsx, loaded on opening).
  return (
    <Box
      sx={(theme) => ({
        width,
        flex: '0 0 auto',
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      })}
    >
      <Paper
        square
        elevation={0}
        sx={(theme) => ({
          width,
          height: '100%',
          position: 'fixed',
          top: 0,
          left: 0,
          zIndex: theme.zIndex.drawer,
          display: 'flex',
          flexDirection: 'column',
          overflowX: 'hidden',
          overflowY: 'auto',
          outline: 0,
          boxSizing: 'border-box',
          borderRight: `1px solid ${theme.palette.divider}`,
          transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        })}
      >
        <SidebarNav collapsed={collapsed} control={toggle} />
      </Paper>
    </Box>
  );
}
