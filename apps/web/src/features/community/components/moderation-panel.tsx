import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ModerationQueue } from '@waypoint/shared/community/community';
import { readApiError } from '../../../lib/api-error';
import { useDecideRequestMutation } from '../api/decide-request';
import { useDismissReportMutation } from '../api/dismiss-report';
import { useGetModerationQueueQuery } from '../api/get-moderation-queue';
import { DeletePostButton } from './delete-post-button';
import { authorText } from './post-item';

function Queue({ circleId, queue }: { circleId: string; queue: ModerationQueue }) {
  const [decide] = useDecideRequestMutation();
  const [dismiss] = useDismissReportMutation();
  const [note, setNote] = useState<string | null>(null);
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setNote(done);
    } catch (error) {
      setNote(readApiError(error, 'That did not work. Please try again.').message);
    }
  };
  return (
    <Stack spacing={2}>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Access requests
        </Typography>
        {queue.requests.length === 0 ? (
          <Typography color="text.secondary">No requests waiting.</Typography>
        ) : (
          <Box component="ul" aria-label="Access requests" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {queue.requests.map((request) => (
              <Stack
                component="li"
                key={request.userId}
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}
              >
                <Typography sx={{ flexGrow: 1 }}>{request.name}</Typography>
                <Button
                  size="small"
                  variant="contained"
                  aria-label={`Approve ${request.name}`}
                  onClick={() =>
                    void act(
                      () => decide({ circleId, userId: request.userId, approve: true }).unwrap(),
                      `${request.name} can now read and post.`,
                    )
                  }
                >
                  Approve
                </Button>
                <Button
                  size="small"
                  aria-label={`Refuse ${request.name}`}
                  onClick={() =>
                    void act(
                      () => decide({ circleId, userId: request.userId, approve: false }).unwrap(),
                      `Request from ${request.name} refused.`,
                    )
                  }
                >
                  Refuse
                </Button>
              </Stack>
            ))}
          </Box>
        )}
      </Box>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Reports
        </Typography>
        {queue.reports.length === 0 ? (
          <Typography color="text.secondary">No open reports.</Typography>
        ) : (
          <Box component="ul" aria-label="Reports" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {queue.reports.map((report) => (
              <Box component="li" key={report.id} sx={{ py: 1 }}>
                <Typography variant="body2" color="text.secondary">
                  {report.reporterName ? `Reported by ${report.reporterName}` : 'Flagged automatically'}:{' '}
                  {report.reason}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {authorText(report.post)}: {report.post.content}
                </Typography>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    onClick={() =>
                      void act(() => dismiss({ circleId, reportId: report.id }).unwrap(), 'Report dismissed.')
                    }
                  >
                    Dismiss report
                  </Button>
                  <DeletePostButton post={report.post} onDeleted={() => setNote('Post deleted.')} />
                </Stack>
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <Typography role="status" variant="body2">
        {note}
      </Typography>
    </Stack>
  );
}

/** The moderators' queue of the circle: access requests and reports. Only shown to the views that moderate. */
export function ModerationPanel({ circleId }: { circleId: string }) {
  const queue = useGetModerationQueueQuery(circleId, { refetchOnFocus: true });
  const headingId = useId();
  let body;
  if (queue.data) body = <Queue circleId={circleId} queue={queue.data} />;
  else if (queue.isError) body = <Alert severity="error">We could not load the moderation queue.</Alert>;
  else body = <Typography role="status">Loading the moderation queue…</Typography>;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1 }}
    >
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        Moderation queue
      </Typography>
      {body}
    </Box>
  );
}
