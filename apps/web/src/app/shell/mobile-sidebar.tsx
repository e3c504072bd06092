import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import { SIDEBAR_WIDTH } from './sidebar';
import { SidebarNav } from './sidebar-nav';

interface MobileSidebarProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Below md: a temporary drawer that closes on navigation, Escape or a click outside. A chunk of its own (the
 * modal under it too), downloaded when the navigation is first opened (app-shell.tsx).
 */
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
