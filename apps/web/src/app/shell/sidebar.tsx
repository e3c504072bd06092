import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
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
  return (
    <Drawer
      variant="permanent"
      sx={(theme) => {
        const transition = theme.transitions.create('width', {
          duration: theme.transitions.duration.shorter,
        });
        return {
          width,
          flexShrink: 0,
          transition,
          '& .MuiDrawer-paper': { width, overflowX: 'hidden', boxSizing: 'border-box', transition },
        };
      }}
    >
      <SidebarNav collapsed={collapsed} control={toggle} />
    </Drawer>
  );
}

interface MobileSidebarProps {
  open: boolean;
  onClose: () => void;
}

/** Below md: a temporary drawer that closes on navigation, Escape or a click outside. */
export function MobileSidebar({ open, onClose }: MobileSidebarProps) {
  const close = (
    <IconButton onClick={onClose} aria-label="Close navigation">
      <Close />
    </IconButton>
  );
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      // The drawer paper is a modal dialog; it needs a name of its own.
      slotProps={{ paper: { 'aria-label': 'Navigation menu' } }}
      sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, maxWidth: '85vw', boxSizing: 'border-box' } }}
    >
      <SidebarNav collapsed={false} control={close} onNavigate={onClose} />
    </Drawer>
  );
}
