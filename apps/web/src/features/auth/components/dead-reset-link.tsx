import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AUTH_MESSAGES } from '@waypoint/shared';

/** An expired, used or missing reset link explains itself and offers a new one (SPEC-DECISIONS 4). */
export function DeadResetLink() {
  return (
    <Stack spacing={2.5}>
      <Alert severity="warning" role="alert">
        {AUTH_MESSAGES.resetLinkInvalid}
      </Alert>
      <Button component={RouterLink} to="/reset-password" variant="contained" size="large" fullWidth>
        Send me a new reset link
      </Button>
      <Button component={RouterLink} to="/signin">
        Back to sign in
      </Button>
    </Stack>
  );
}
