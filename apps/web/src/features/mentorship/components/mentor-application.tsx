import { lazy, Suspense, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OwnMentorProfile } from '@waypoint/shared/mentorship/mentorship';

// The form (its fields and the form recipe) downloads when "Apply to mentor" is first pressed.
const MentorApplicationForm = lazy(() => import('./mentor-application-form'));

/** "Become a mentor": the mentor profile, sent for an admin's approval. */
export function MentorApplication({ profile }: { profile: OwnMentorProfile | null }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography id={headingId} component="h2" variant="h5">
            Become a mentor
          </Typography>
          {profile?.status === 'pending' ? (
            <Alert severity="info">Your mentor application is waiting for an admin&apos;s approval.</Alert>
          ) : !open ? (
            <>
              <Typography>Made the move already? Offer an hour a week to a veteran starting out.</Typography>
              <Button variant="outlined" onClick={() => setOpen(true)}>
                Apply to mentor
              </Button>
            </>
          ) : (
            <Suspense fallback={<CircularProgress aria-label="Loading the application form" />}>
              <MentorApplicationForm onClose={() => setOpen(false)} />
            </Suspense>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
