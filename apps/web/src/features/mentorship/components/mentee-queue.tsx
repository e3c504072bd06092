import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MentorRequest } from '@waypoint/shared/mentorship/mentorship';
import { readApiError } from '../../../lib/api-error';
import { useAnswerRequestMutation } from '../api/answer-request';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The mentor's queue: pending requests, oldest first, each to accept or decline. */
export function MenteeQueue({ queue }: { queue: readonly MentorRequest[] }) {
  const headingId = useId();
  const [answer, { isLoading, error }] = useAnswerRequestMutation();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h5" gutterBottom>
          Mentee queue
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {readApiError(error, '').message || 'We could not answer that request. Please try again.'}
          </Alert>
        )}
        {queue.length === 0 ? (
          <Typography>No requests are waiting for you.</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {queue.map((request) => (
              <Stack key={request.id} component="li" spacing={1}>
                <Typography sx={{ fontWeight: 600 }}>{request.mentee.name}</Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{request.message}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Asked {dateFormat.format(new Date(request.createdAt))} · expires{' '}
                  {dateFormat.format(new Date(request.expiresAt))}
                </Typography>
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="contained"
                    disabled={isLoading}
                    onClick={() => void answer({ id: request.id, accept: true })}
                    aria-label={`Accept ${request.mentee.name}`}
                  >
                    Accept
                  </Button>
                  <Button
                    variant="outlined"
                    disabled={isLoading}
                    onClick={() => void answer({ id: request.id, accept: false })}
                    aria-label={`Decline ${request.mentee.name}`}
                  >
                    Decline
                  </Button>
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
