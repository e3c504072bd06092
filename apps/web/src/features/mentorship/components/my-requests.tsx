import { useId } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MentorRequest } from '@waypoint/shared/mentorship/mentorship';
import { MENTORSHIP_LIMITS } from '@waypoint/shared/mentorship/mentorship-limits';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const STATUS_TEXT: Record<MentorRequest['status'], (request: MentorRequest) => string> = {
  pending: (request) => `Pending · expires ${dateFormat.format(new Date(request.expiresAt))}`,
  accepted: () => 'Accepted',
  declined: () => 'Declined',
  expired: () => 'Expired without an answer',
};

interface MyRequestsProps {
  requests: readonly MentorRequest[];
  /** The sample mentors: a request made to one before they could no longer be asked takes no slot. */
  sampleIds: ReadonlySet<string>;
}

/** The mentee's requests and what became of them. */
export function MyRequests({ requests, sampleIds }: MyRequestsProps) {
  const headingId = useId();
  const pending = requests.filter(
    (request) => request.status === 'pending' && !sampleIds.has(request.mentor.id),
  ).length;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h5" gutterBottom>
          My requests
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {pending} of {MENTORSHIP_LIMITS.maxPendingRequests} pending. Mentors have{' '}
          {MENTORSHIP_LIMITS.requestExpiryDays} days to answer.
        </Typography>
        {requests.length === 0 ? (
          <Typography>You have not asked a mentor yet.</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {requests.map((request) => (
              <li key={request.id}>
                <Typography sx={{ fontWeight: 600 }}>{request.mentor.name}</Typography>
                <Typography variant="body2">
                  {sampleIds.has(request.mentor.id)
                    ? 'Sample mentor: never answers, and takes none of your slots'
                    : STATUS_TEXT[request.status](request)}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
