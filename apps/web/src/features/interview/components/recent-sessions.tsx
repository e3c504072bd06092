import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '@waypoint/shared/core/quantities';
import { formatScore } from '@waypoint/shared/interview/feedback/evaluate';
import type { InterviewSessionSummary } from '@waypoint/shared/interview/interview';
import { useState } from 'react';
import { useListInterviewSessionsQuery } from '../api/list-interview-sessions';
import { formatSessionDate, sessionSettingsLabel } from './session-labels';
import { lazyDialog } from '../../../components/lazy-dialog';

// A past session's transcript and its export download when it is first opened.
const SessionDialog = lazyDialog(
  () => import('./session-dialog').then((module) => module.SessionDialog),
  () => true,
);

export const RECENT_SESSIONS_FAILED = 'We could not load your recent sessions. Please try again.';

/** The spec's recent sessions, newest first; each opens to be reread or exported. */
export function RecentSessions() {
  const { data: sessions, isError, isLoading, refetch } = useListInterviewSessionsQuery();
  const [open, setOpen] = useState<InterviewSessionSummary | null>(null);

  let body;
  if (sessions?.length) {
    body = (
      <List disablePadding aria-labelledby="recent-sessions-title">
        {sessions.map((session) => (
          <ListItem key={session.id} divider disableGutters>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ width: '100%', justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <div>
                <Typography variant="subtitle1" component="p">
                  {sessionSettingsLabel(session)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatSessionDate(session.completedAt)} · Average {formatScore(session.averageScore)} out
                  of 5 · {formatCount(session.entryCount, 'answer')}
                </Typography>
              </div>
              <Button
                variant="outlined"
                size="small"
                onClick={() => setOpen(session)}
                aria-label={`Open session of ${formatSessionDate(session.completedAt)}`}
                sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
              >
                Open
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
    );
  } else if (sessions) {
    body = (
      <Typography color="text.secondary">
        No saved sessions yet. Sessions appear here when you end them.
      </Typography>
    );
  } else if (isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        {RECENT_SESSIONS_FAILED}
      </Alert>
    );
  } else if (isLoading) body = <CircularProgress aria-label="Loading recent sessions" />;

  return (
    <Card component="section" aria-labelledby="recent-sessions-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="recent-sessions-title" variant="h5" component="h2">
            Recent sessions
          </Typography>
          {body}
        </Stack>
      </CardContent>
      {open && (
        <SessionDialog sessionId={open.id} completedAt={open.completedAt} onClose={() => setOpen(null)} />
      )}
    </Card>
  );
}
