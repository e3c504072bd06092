import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VA_SANDBOX_DEMO_EMAIL } from '@waypoint/shared/va-profile/va-environments';
import { useGetOwnVaProfileQuery, useGetVaProfileQuery } from '../api/get-va-profile';
import { SnapshotDetails } from './snapshot-details';

export const SNAPSHOT_TEXT = {
  heading: 'Benefits portal snapshot',
  loading: 'Loading benefits portal snapshot',
  noEmail: 'Link this account to the e-mail you use on the benefits portal to see your snapshot here.',
  notConnected:
    'Your benefits portal record cannot be shown: this Waypoint site is not connected to the VA benefits portal.',
  notFound: (email: string) =>
    `The VA benefits portal has no record for ${email}, so there is nothing of yours to show here. If you use another e-mail on the portal, your record is under that one.`,
  unavailable: 'The benefits portal snapshot is unavailable right now. Please try again later.',
  showExample: 'Show an example record',
  hideExample: 'Hide the example',
  exampleHeading: 'Example record',
  exampleNote:
    "A fictional veteran from the benefits portal's sandbox, shown so you can see what a snapshot holds. This is not your record, and nothing in it is about you.",
  exampleLoading: 'Loading the example record',
  exampleUnavailable: 'The example record could not be loaded. Please try again later.',
} as const;

/**
 * Spec "Snapshot card", under decision 038: the account's own portal record, or a plain note saying why there is
 * none and nothing personal. An example from the portal's sandbox shows only when asked for, apart and labelled.
 */
export function BenefitsSnapshotCard({ email }: { email: string }) {
  const headingId = useId();
  const own = useGetOwnVaProfileQuery(undefined, { skip: !email });
  const [exampleShown, setExampleShown] = useState(false);
  const exampleId = useId();

  let body: ReactNode;
  // Notes, not alarms: role="status" is announced politely, MUI's default role="alert" would interrupt.
  if (!email) {
    body = (
      <Alert severity="info" role="status">
        {SNAPSHOT_TEXT.noEmail}
      </Alert>
    );
  } else if (own.data?.status === 'found') {
    body = <SnapshotDetails snapshot={own.data.profile} demo={own.data.profile.demo} />;
  } else if (own.data || own.isError) {
    const note =
      own.data?.status === 'not-connected'
        ? SNAPSHOT_TEXT.notConnected
        : own.data?.status === 'not-found'
          ? SNAPSHOT_TEXT.notFound(email)
          : SNAPSHOT_TEXT.unavailable;
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity={own.isError ? 'warning' : 'info'} role="status" sx={{ alignSelf: 'stretch' }}>
          {note}
        </Alert>
        <Button
          variant="outlined"
          aria-expanded={exampleShown}
          aria-controls={exampleShown ? exampleId : undefined}
          onClick={() => setExampleShown((shown) => !shown)}
        >
          {exampleShown ? SNAPSHOT_TEXT.hideExample : SNAPSHOT_TEXT.showExample}
        </Button>
        {exampleShown && <ExampleRecord id={exampleId} />}
      </Stack>
    );
  } else {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label={SNAPSHOT_TEXT.loading} />
      </Box>
    );
  }

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {SNAPSHOT_TEXT.heading}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}

/** The sandbox's fictional veteran, in a box of its own that says whose it is not. */
function ExampleRecord({ id }: { id: string }) {
  const headingId = useId();
  const example = useGetVaProfileQuery(VA_SANDBOX_DEMO_EMAIL);
  let content: ReactNode;
  if (example.data) content = <SnapshotDetails snapshot={example.data} demo headingLevel="h4" />;
  else if (example.isError) content = <Alert severity="warning">{SNAPSHOT_TEXT.exampleUnavailable}</Alert>;
  else content = <CircularProgress aria-label={SNAPSHOT_TEXT.exampleLoading} />;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{
        alignSelf: 'stretch',
        p: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {SNAPSHOT_TEXT.exampleHeading}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {SNAPSHOT_TEXT.exampleNote}
      </Typography>
      {content}
    </Box>
  );
}
