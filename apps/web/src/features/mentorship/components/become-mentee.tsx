import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MENTORSHIP_MESSAGES } from '@waypoint/shared/mentorship/mentorship-limits';
import { useBecomeMenteeMutation } from '../api/become-mentee';

/** For mentees without access: choosing it reveals the recommended mentors, each requestable. */
export function BecomeMentee() {
  const headingId = useId();
  const [becomeMentee, { isLoading, isError }] = useBecomeMenteeMutation();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography id={headingId} component="h2" variant="h5">
            Find a mentor
          </Typography>
          <Typography>
            Veterans who made the move to civilian careers volunteer to mentor those starting out. Become a
            mentee to see mentors matched to your branch, interests and goals, and ask up to three at a time.
          </Typography>
          {isError && <Alert severity="error">We could not sign you up as a mentee. Please try again.</Alert>}
          <Button variant="contained" disabled={isLoading} onClick={() => void becomeMentee()}>
            {MENTORSHIP_MESSAGES.becomeMentee}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
