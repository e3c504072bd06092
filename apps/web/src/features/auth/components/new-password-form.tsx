import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useNewPassword } from '../hooks/use-new-password';
import { DeadResetLink } from './dead-reset-link';

/** New password and its confirmation; success leads to sign-in with a note. */
export function NewPasswordForm({ token }: { token: string }) {
  const { values, errors, error, linkDead, saving, edit, submit } = useNewPassword(token);
  if (linkDead) return <DeadResetLink />;
  return (
    <Stack component="form" aria-label="Set a new password" noValidate spacing={2.5} onSubmit={submit}>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label="New password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        fullWidth
        value={values.password}
        onChange={(event) => edit('password', event.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password ?? 'At least 8 characters. A long phrase is easier to remember.'}
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        fullWidth
        value={values.confirmPassword}
        onChange={(event) => edit('confirmPassword', event.target.value)}
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={saving}>
        {saving ? 'Saving…' : 'Set new password'}
      </Button>
    </Stack>
  );
}
