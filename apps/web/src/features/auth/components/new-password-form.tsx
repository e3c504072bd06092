import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useNewPassword } from '../hooks/use-new-password';
import { DeadResetLink } from './dead-reset-link';

/** New password and its confirmation; success leads to sign-in with a note. */
export function NewPasswordForm({ token }: { token: string }) {
  const { form, linkDead, checking } = useNewPassword(token);
  if (linkDead) return <DeadResetLink />;
  if (checking) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 3 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography role="status">Checking your reset link…</Typography>
      </Box>
    );
  }
  return (
    <SchemaFormProvider form={form}>
      <Stack component="form" aria-label="Set a new password" noValidate spacing={2.5} onSubmit={form.submit}>
        <FormBanner messages={[form.failure]} />
        <FormTextField
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          floatingLabel
          hint="At least 8 characters. A long phrase is easier to remember."
        />
        <FormTextField
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          floatingLabel
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={form.submitting}>
          {form.submitting ? 'Saving…' : 'Set new password'}
        </Button>
      </Stack>
    </SchemaFormProvider>
  );
}
