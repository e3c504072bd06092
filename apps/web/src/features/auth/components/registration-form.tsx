import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useFormState } from 'react-hook-form';
import { REGISTRATION_MESSAGES, type RegistrationForm as RegistrationValues } from '@waypoint/shared';
import { FormBanner } from '../../../lib/forms/form-banner';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { UsableWithJavaScript } from '../../../lib/forms/usable-with-javascript';
import type { SchemaForm } from '../../../lib/forms/use-schema-form';
import { RegistrationAccountFields } from './registration-account-fields';
import { RegistrationPreferenceFields } from './registration-preference-fields';
import { RegistrationServiceFields } from './registration-service-fields';

/**
 * The spec's registration form: every field, the banner while any field is in error (or a failure that belongs
 * to no field, spec §8), 'Create Profile'.
 */
export function RegistrationForm({ form }: { form: SchemaForm<RegistrationValues> }) {
  const { errors } = useFormState({ control: form.methods.control });
  const hasFieldErrors = Object.keys(errors).length > 0;
  return (
    <SchemaFormProvider form={form}>
      <UsableWithJavaScript>
        <Stack
          component="form"
          aria-label="Create your account"
          // Before the JavaScript runs, the browser's own submit posts to a page that turns it down (see sign-in).
          method="post"
          noValidate
          spacing={4}
          onSubmit={form.submit}
        >
          <FormBanner messages={[hasFieldErrors && REGISTRATION_MESSAGES.banner, form.failure]} />
          <RegistrationAccountFields />
          <RegistrationServiceFields />
          <RegistrationPreferenceFields />
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Button type="submit" variant="contained" size="large" fullWidth disabled={form.submitting}>
              {form.submitting ? 'Submitting…' : 'Create Profile'}
            </Button>
            <Link component={RouterLink} to="/signin">
              Already have an account? Sign in
            </Link>
          </Stack>
        </Stack>
      </UsableWithJavaScript>
    </SchemaFormProvider>
  );
}
