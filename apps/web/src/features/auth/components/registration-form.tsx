import type { FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { REGISTRATION_MESSAGES } from '@waypoint/shared';
import type { RegistrationFormState } from '../hooks/use-registration-form';
import { RegistrationAccountFields } from './registration-account-fields';
import { RegistrationContext } from './registration-context';
import { RegistrationPreferenceFields } from './registration-preference-fields';
import { RegistrationServiceFields } from './registration-service-fields';

interface RegistrationFormProps {
  form: RegistrationFormState;
  submitting: boolean;
  /** A failure that belongs to no field (spec §8), for the alert region. */
  failure: string | null;
  onSubmit: (event: FormEvent) => void;
}

/** The spec's registration form: every field, the banner while any field is in error, 'Create Profile'. */
export function RegistrationForm({ form, submitting, failure, onSubmit }: RegistrationFormProps) {
  const hasFieldErrors = Object.keys(form.errors).length > 0;
  return (
    <RegistrationContext.Provider value={form}>
      <Stack component="form" aria-label="Create your account" noValidate spacing={4} onSubmit={onSubmit}>
        {hasFieldErrors && <Alert severity="error">{REGISTRATION_MESSAGES.banner}</Alert>}
        {failure && <Alert severity="error">{failure}</Alert>}
        <RegistrationAccountFields />
        <RegistrationServiceFields />
        <RegistrationPreferenceFields />
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
            {submitting ? 'Submitting…' : 'Create Profile'}
          </Button>
          <Link component={RouterLink} to="/signin">
            Already have an account? Sign in
          </Link>
        </Stack>
      </Stack>
    </RegistrationContext.Provider>
  );
}
