import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { VA_SANDBOX_DEMO_EMAIL } from '@waypoint/shared/va-profile/va-environments';
import { useGetVaProfileQuery } from '../api/get-va-profile';
import { SnapshotDetails } from './snapshot-details';

export const SNAPSHOT_TEXT = {
  heading: 'Benefits portal snapshot',
  loading: 'Loading benefits portal snapshot',
  demoFallback: `We could not load your benefits portal record, so demo data for ${VA_SANDBOX_DEMO_EMAIL} is shown. Configure your own benefits portal e-mail to see your record.`,
  noEmail: 'Link this account to the e-mail you use on the benefits portal to see your snapshot here.',
  unavailable: 'The benefits portal snapshot is unavailable right now. Please try again later.',
} as const;

/** Spec "Snapshot card": the portal record for the profile's e-mail; if that fails, the labelled sandbox demo. */
export function BenefitsSnapshotCard({ email }: { email: string }) {
  const headingId = useId();
  const own = useGetVaProfileQuery(email, { skip: !email });
  const fellBack = own.isError;
  const demo = useGetVaProfileQuery(VA_SANDBOX_DEMO_EMAIL, { skip: !fellBack });
  const shown = fellBack ? demo : own;

  let body: ReactNode;
  // Notes, not alarms: role="status" is announced politely, MUI's default role="alert" would interrupt.
  if (!email) {
    body = (
      <Alert severity="info" role="status">
        {SNAPSHOT_TEXT.noEmail}
      </Alert>
    );
  } else if (shown.isLoading || shown.isUninitialized) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label={SNAPSHOT_TEXT.loading} />
      </Box>
    );
  } else if (shown.data) {
    body = <SnapshotDetails snapshot={shown.data} demo={fellBack || shown.data.demo} />;
  } else body = <Alert severity="warning">{SNAPSHOT_TEXT.unavailable}</Alert>;

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {SNAPSHOT_TEXT.heading}
        </Typography>
        {fellBack && (
          <Alert severity="info" role="status" sx={{ mb: 2 }}>
            {SNAPSHOT_TEXT.demoFallback}
          </Alert>
        )}
        {body}
      </CardContent>
    </Card>
  );
}
