import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import {
  badgeCount,
  NOTIFICATIONS_CHANGED_EVENT,
} from '@waypoint/shared/notifications/notification-centre-rules';
import { useLiveEvent } from '../../../lib/live/use-live-event';
import { useAppDispatch } from '../../../stores/hooks';
import { useGetNotificationsQuery } from '../api/get-notifications';
import { NOTIFICATIONS_TAG, notificationsApi } from '../api/notifications-api';
import { usePushSignOut } from '../push/use-push-sign-out';

const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(loadPopover);

/** The bell's accessible name: the unread count in words, as the badge shows it. */
export function bellLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications, ${badgeCount(unreadCount)} unread` : 'Notifications';
}

/**
 * The notification centre in the shell header: a bell with the unread count (the spec's badge rule) opening a panel
 * of recent notifications (notification-popover.tsx, its own chunk). New ones appear without a reload: the live stream's `notifications.changed` refetches.
 */
export function NotificationBell() {
  const dispatch = useAppDispatch();
  const list = useGetNotificationsQuery();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The panel is mounted from the first opening on (its chunk comes on first pointing, focus or opening).
  const [used, setUsed] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const open = anchor !== null;
  const unread = list.data?.unreadCount ?? 0;

  usePushSignOut();
  useLiveEvent(NOTIFICATIONS_CHANGED_EVENT, () => {
    dispatch(notificationsApi.util.invalidateTags([NOTIFICATIONS_TAG]));
  });

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        <Badge
          badgeContent={badgeCount(unread)}
          invisible={unread === 0}
          color="error"
          // The button's name carries the count; the badge is for the eye.
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <NotificationPopover
            id={panelId}
            headingId={headingId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
