import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { AUTH_MESSAGES } from '@waypoint/shared';
import { FormBanner } from '../../../lib/forms/form-banner';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { UsableWithJavaScript } from '../../../lib/forms/usable-with-javascript';
import { useResetRequest } from '../hooks/use-reset-request';

/** One e-mail field, 'Send reset link' and 'Back to sign in' (spec: "Password reset screen"). */
export function ResetRequestForm() {
  const { form, sent } = useResetRequest();
  return (
    <SchemaFormProvider form={form}>
      <UsableWithJavaScript>
        <Stack
          component="form"
          aria-label="Reset password"
          // Before the JavaScript runs, the browser's own submit posts to a page that turns it down (see sign-in).
          method="post"
          noValidate
          spacing={2.5}
          onSubmit={form.submit}
        >
          {/* The same words whether or not the address has an account: the page must not reveal which do. */}
          {sent && (
            <Alert severity="success" role="status">
              {AUTH_MESSAGES.resetRequested} Check your email.
            </Alert>
          )}
          <FormBanner messages={[form.failure]} />
          <FormTextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            floatingLabel
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={form.submitting}>
            {form.submitting ? 'Sending…' : 'Send reset link'}
          </Button>
          <Link component={RouterLink} to="/signin" sx={{ alignSelf: 'center' }}>
            Back to sign in
          </Link>
        </Stack>
      </UsableWithJavaScript>
    </SchemaFormProvider>
  );
}
