import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Announcement } from '@waypoint/shared/dashboard/dashboard';
import { DASHBOARD_MESSAGES } from '@waypoint/shared/dashboard/dashboard-limits';

const published = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function AnnouncementDetails({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{announcement.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Published {published.format(new Date(announcement.publishFrom))}
            {announcement.authorName ? ` by ${announcement.authorName}` : ''}
            {announcement.sample ? ' · Sample announcement' : ''}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {announcement.body}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function AnnouncementCard({ announcement, onView }: { announcement: Announcement; onView: () => void }) {
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1}>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
            {announcement.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {published.format(new Date(announcement.publishFrom))}
            </Typography>
            {announcement.sample && <Chip size="small" label="Sample announcement" />}
          </Stack>
          <Typography
            variant="body2"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {announcement.body}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button onClick={onView} aria-describedby={headingId}>
          View details
        </Button>
      </CardActions>
    </Card>
  );
}

/** The spec's two announcements, each with a "View details" dialog. */
export function Announcements({ announcements }: { announcements: Announcement[] }) {
  const headingId = useId();
  const [open, setOpen] = useState<string | null>(null);
  const viewing = announcements.find((announcement) => announcement.id === open);
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        Announcements
      </Typography>
      {announcements.length === 0 ? (
        <Typography color="text.secondary">{DASHBOARD_MESSAGES.noAnnouncements}</Typography>
      ) : (
        <Grid container spacing={2}>
          {announcements.map((announcement) => (
            <Grid key={announcement.id} size={{ xs: 12, md: 6 }}>
              <AnnouncementCard announcement={announcement} onView={() => setOpen(announcement.id)} />
            </Grid>
          ))}
        </Grid>
      )}
      {viewing && <AnnouncementDetails announcement={viewing} onClose={() => setOpen(null)} />}
    </section>
  );
}
