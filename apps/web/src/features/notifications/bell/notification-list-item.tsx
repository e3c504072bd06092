import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { NotificationItem } from '@waypoint/shared/notifications/notification-centre';
import { colors } from '../../../theme/palette';
import { appPath, formatNotificationTime } from './notification-time';

interface NotificationListItemProps {
  item: NotificationItem;
  now: number;
  /** Following the link: marks it read and closes the panel. */
  onFollow: (item: NotificationItem) => void;
  onMarkRead: (item: NotificationItem) => void;
}

/** One notification: its title (a link when it has one), text, age and whether it is unread. */
export function NotificationListItem({ item, now, onFollow, onMarkRead }: NotificationListItemProps) {
  const unread = item.readAt === null;
  const path = appPath(item.link);
  const title = useRef<HTMLElement | null>(null);
  const titleRef = (element: HTMLElement | null) => {
    title.current = element;
  };

  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        px: 2,
        py: 1.5,
        borderLeft: 4,
        borderColor: unread ? colors.navy : 'transparent',
        bgcolor: unread ? colors.navyHover : 'transparent',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component="p"
          variant="subtitle2"
          sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}
        >
          {path ? (
            <Link component={RouterLink} to={path} ref={titleRef} onClick={() => onFollow(item)}>
              {item.title}
            </Link>
          ) : (
            <Box component="span" ref={titleRef} tabIndex={-1}>
              {item.title}
            </Box>
          )}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {item.body}
        </Typography>
        <Typography variant="caption" sx={{ color: colors.inkMuted }}>
          <time dateTime={item.createdAt}>{formatNotificationTime(item.createdAt, now)}</time>
          {unread && ' · Unread'}
        </Typography>
      </Box>
      {unread && (
        <Button
          size="small"
          aria-label={`Mark as read: ${item.title}`}
          onClick={() => {
            onMarkRead(item);
            // The button goes with the unread state; focus stays on this notification.
            title.current?.focus();
          }}
          sx={{ flexShrink: 0 }}
        >
          Mark as read
        </Button>
      )}
    </Box>
  );
}
