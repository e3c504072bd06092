import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { NotificationItem } from '@waypoint/shared/notifications/notification-centre';
import { visuallyHidden } from '../../../theme/visually-hidden';
import { useGetNotificationsQuery } from '../api/get-notifications';
import { useMarkAllNotificationsReadMutation } from '../api/mark-all-notifications-read';
import { useMarkNotificationReadMutation } from '../api/mark-notification-read';
import { NotificationListItem } from './notification-list-item';

export const CENTRE_MESSAGES = {
  loadFailed: 'We could not load your notifications. Please try again.',
  empty: 'You have no notifications yet.',
  allRead: 'All notifications marked as read.',
  markFailed: 'We could not mark that as read. Please try again.',
} as const;

interface NotificationPanelProps {
  headingId: string;
  onClose: () => void;
}

/** The centre's panel: recent notifications with their links, mark one or all read, and the way to the settings. */
export function NotificationPanel({ headingId, onClose }: NotificationPanelProps) {
  const list = useGetNotificationsQuery();
  const [markRead, markReadState] = useMarkNotificationReadMutation();
  const [markAllRead, markAllState] = useMarkAllNotificationsReadMutation();
  const [announcement, setAnnouncement] = useState('');
  // The moment the panel opened: the ages shown are counted from it.
  const [now] = useState(() => Date.now());
  const heading = useRef<HTMLHeadingElement>(null);
  const unread = list.data?.unreadCount ?? 0;

  const markOne = (item: NotificationItem) => {
    if (item.readAt === null)
      void markRead(item.id)
        .unwrap()
        .catch(() => undefined);
  };
  const follow = (item: NotificationItem) => {
    markOne(item);
    onClose();
  };
  const markAll = () => {
    setAnnouncement('');
    void markAllRead()
      .unwrap()
      .then(
        () => setAnnouncement(CENTRE_MESSAGES.allRead),
        () => undefined,
      );
    // The button is disabled once nothing is unread: focus goes to the panel's heading.
    heading.current?.focus();
  };

  let content;
  if (list.data && list.data.items.length > 0) {
    content = (
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {list.data.items.map((item) => (
          <NotificationListItem key={item.id} item={item} now={now} onFollow={follow} onMarkRead={markOne} />
        ))}
      </Box>
    );
  } else if (list.data) {
    content = <Typography sx={{ px: 2, py: 3 }}>{CENTRE_MESSAGES.empty}</Typography>;
  } else if (list.isError) {
    content = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            Retry
          </Button>
        }
      >
        {CENTRE_MESSAGES.loadFailed}
      </Alert>
    );
  } else {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={32} aria-label="Loading notifications" />
      </Box>
    );
  }

  return (
    <Box>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1 }}
      >
        <Typography
          id={headingId}
          ref={heading}
          tabIndex={-1}
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 700 }}
        >
          Notifications
        </Typography>
        <Button size="small" onClick={markAll} disabled={unread === 0 || markAllState.isLoading}>
          Mark all as read
        </Button>
      </Box>
      <Divider />
      {(markReadState.isError || markAllState.isError) && (
        <Alert severity="error" sx={{ m: 2 }}>
          {CENTRE_MESSAGES.markFailed}
        </Alert>
      )}
      <Box sx={{ maxHeight: { xs: '60vh', sm: 420 }, overflowY: 'auto' }}>{content}</Box>
      <Divider />
      <Box sx={{ px: 2, py: 1.5 }}>
        <Link component={RouterLink} to="/notifications" onClick={onClose}>
          Notification settings
        </Link>
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
