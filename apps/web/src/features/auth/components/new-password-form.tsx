import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useNewPassword } from '../hooks/use-new-password';
import { DeadResetLink } from './dead-reset-link';

/** New password and its confirmation; success leads to sign-in with a note. */
export function NewPasswordForm({ token }: { token: string }) {
  const { form, linkDead } = useNewPassword(token);
  if (linkDead) return <DeadResetLink />;
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
