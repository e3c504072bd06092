import Popover from '@mui/material/Popover';
import { NotificationPanel } from './notification-panel';

interface NotificationPopoverProps {
  id: string;
  headingId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The bell's panel of recent notifications. A chunk of its own (notification-bell.tsx): the header's first paint
 * needs only the bell and its count; the panel downloads when the bell is first pointed at, focused or opened.
 */
export default function NotificationPopover({ id, headingId, anchor, onClose }: NotificationPopoverProps) {
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: { width: 'min(380px, calc(100vw - 32px))' },
        },
      }}
    >
      <NotificationPanel headingId={headingId} onClose={onClose} />
    </Popover>
  );
}
