import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUTH_MESSAGES } from '@waypoint/shared';
import { useResetRequest } from '../hooks/use-reset-request';

/** One e-mail field, 'Send reset link' and 'Back to sign in' (spec: "Password reset screen"). */
export function ResetRequestForm() {
  const { email, fieldError, status, error, edit, submit } = useResetRequest();
  const loading = status === 'loading';
  return (
    <Stack component="form" aria-label="Reset password" noValidate spacing={2.5} onSubmit={submit}>
      {/* The same words whether or not the address has an account: the page must not reveal which do. */}
      {status === 'success' && (
        <Alert severity="success" role="status">
          {AUTH_MESSAGES.resetRequested} Check your email.
        </Alert>
      )}
      {status === 'error' && error && <Alert severity="error">{error}</Alert>}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        fullWidth
        value={email}
        onChange={(event) => edit(event.target.value)}
        error={Boolean(fieldError)}
        helperText={fieldError}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={loading}>
        {loading ? 'Sending…' : 'Send reset link'}
      </Button>
      <Link component={RouterLink} to="/signin" sx={{ alignSelf: 'center' }}>
        Back to sign in
      </Link>
    </Stack>
  );
}
