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

export const MENTOR_APPLICATION_TEXTS = {
  invite: 'Made the move already? Offer an hour a week to a veteran starting out.',
  apply: 'Apply to mentor',
  pending: "Your mentor application is waiting for an admin's approval.",
  roleWithoutProfile:
    'An admin gave you the mentor role. Create your mentor profile, and veterans can ask you to mentor them at once: no approval is needed.',
  createProfile: 'Create mentor profile',
  saveProfile: 'Save mentor profile',
} as const;

interface MentorApplicationProps {
  profile: OwnMentorProfile | null;
  /** The account holds the mentor role: the profile is live as soon as it is saved. */
  hasMentorRole: boolean;
}

/**
 * "Become a mentor": the mentor profile, sent for an admin's approval; or, for an account an admin already gave
 * the mentor role, the profile that role still needs before the mentor view opens (decision 038).
 */
export function MentorApplication({ profile, hasMentorRole }: MentorApplicationProps) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const byRole = hasMentorRole && profile?.status !== 'approved';

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography id={headingId} component="h2" variant="h5">
            Become a mentor
          </Typography>
          {profile?.status === 'pending' && !byRole ? (
            <Alert severity="info">{MENTOR_APPLICATION_TEXTS.pending}</Alert>
          ) : !open ? (
            <>
              {byRole ? (
                <Alert severity="info" role="status" sx={{ alignSelf: 'stretch' }}>
                  {MENTOR_APPLICATION_TEXTS.roleWithoutProfile}
                </Alert>
              ) : (
                <Typography>{MENTOR_APPLICATION_TEXTS.invite}</Typography>
              )}
              <Button variant="outlined" onClick={() => setOpen(true)}>
                {byRole ? MENTOR_APPLICATION_TEXTS.createProfile : MENTOR_APPLICATION_TEXTS.apply}
              </Button>
            </>
          ) : (
            <Suspense fallback={<CircularProgress aria-label="Loading the application form" />}>
              <MentorApplicationForm
                onClose={() => setOpen(false)}
                {...(byRole && { submitLabel: MENTOR_APPLICATION_TEXTS.saveProfile })}
              />
            </Suspense>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
