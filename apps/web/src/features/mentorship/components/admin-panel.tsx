import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MentorshipAdmin } from '@waypoint/shared/mentorship/mentorship';
import { useApproveMentorMutation } from '../api/approve-mentor';
import { useGetMentorshipAdminQuery } from '../api/get-mentorship-admin';
import { branchLabel, industryLabel } from './mentor-details';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const RESPONSE_TIMES_LABEL = 'Mentor response times (last 90 days)';
const hours = (value: number | null) => (value === null ? 'No answers yet' : `${value} h`);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h5" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function PendingMentors({ pending }: { pending: MentorshipAdmin['pendingMentors'] }) {
  const [approve, { isLoading, isError }] = useApproveMentorMutation();
  if (pending.length === 0) return <Typography>No applications are waiting.</Typography>;
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {isError && <Alert severity="error">We could not approve that mentor. Please try again.</Alert>}
      {pending.map((mentor) => (
        <Stack key={mentor.id} component="li" spacing={0.5}>
          <Typography sx={{ fontWeight: 600 }}>{mentor.name}</Typography>
          <Typography variant="body2">
            {mentor.role} · {branchLabel(mentor)} · {industryLabel(mentor)}
          </Typography>
          <Typography variant="body2">{mentor.experience}</Typography>
          <div>
            <Button variant="contained" disabled={isLoading} onClick={() => void approve(mentor.id)}>
              Approve {mentor.name}
            </Button>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}

function AdminContent({ admin }: { admin: MentorshipAdmin }) {
  return (
    <Stack spacing={3}>
      <Section title="Mentors pending approval">
        <PendingMentors pending={admin.pendingMentors} />
      </Section>
      <Section title="Response times">
        {/* Wider than a phone: it scrolls sideways, so the keyboard must reach it (a named region in the tab order). */}
        <TableContainer tabIndex={0} role="region" aria-label={RESPONSE_TIMES_LABEL}>
          <Table size="small" aria-label={RESPONSE_TIMES_LABEL}>
            <TableHead>
              <TableRow>
                <TableCell>Mentor</TableCell>
                <TableCell>Median response</TableCell>
                <TableCell>Answered</TableCell>
                <TableCell>Pending</TableCell>
                <TableCell>Expired</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {admin.responseTimes.map((row) => (
                <TableRow key={row.mentor.id}>
                  <TableCell>{row.mentor.name}</TableCell>
                  <TableCell>{hours(row.medianResponseHours)}</TableCell>
                  <TableCell>{row.answered}</TableCell>
                  <TableCell>{row.pending}</TableCell>
                  <TableCell>{row.expired}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>
      <Section title="Pairs">
        {admin.pairs.length === 0 ? (
          <Typography>No mentorships yet.</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {admin.pairs.map((pair) => (
              <li key={pair.id}>
                {pair.mentor.name} mentors {pair.mentee.name} since{' '}
                {dateFormat.format(new Date(pair.startedAt))} · {pair.messages} messages
              </li>
            ))}
          </Stack>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Conversations are private to each pair; admins see only messages a member reports.
        </Typography>
      </Section>
      <Section title="Reported messages">
        {admin.reports.length === 0 ? (
          <Typography>No reports.</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {admin.reports.map((report) => (
              <li key={report.id}>
                <Typography variant="body2" color="text.secondary">
                  {report.reporter.name} reported {report.author.name} on{' '}
                  {dateFormat.format(new Date(report.createdAt))}
                  {report.reason && `: ${report.reason}`}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{report.body}</Typography>
              </li>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

/** The admin view: applications to approve, response-time figures, pairs and reports. */
export function AdminPanel() {
  const admin = useGetMentorshipAdminQuery();
  if (admin.data) return <AdminContent admin={admin.data} />;
  if (admin.isError)
    return <Alert severity="error">We could not load the admin figures. Please try again later.</Alert>;
  return <CircularProgress aria-label="Loading the admin figures" />;
}
