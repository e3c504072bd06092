import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PROFILE_MESSAGES } from '@waypoint/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { IdentityFields } from './identity-fields';
import { PreferenceFields } from './preference-fields';
import { isProfileField, profileFormResolver, type ProfileFormOutput } from './profile-form-resolver';
import type { ProfileFormMode, ProfileFormValues } from './profile-form-values';
import { ServiceFields } from './service-fields';

export interface ProfileFormProps {
  mode: ProfileFormMode;
  defaultValues: ProfileFormValues;
  /** Saves the validated profile; a rejection may carry the API's `fieldErrors`. */
  onSubmit: (profile: ProfileFormOutput) => Promise<void>;
  onCancel?: () => void;
  /** Put focus in the first field on mount (the edit dialog); a page form leaves focus where it is. */
  focusFirstField?: boolean;
}

const fieldErrorsOf = (error: unknown): Record<string, string> =>
  (typeof error === 'object' &&
    error !== null &&
    'fieldErrors' in error &&
    (error.fieldErrors as Record<string, string>)) ||
  {};

export function ProfileForm({ mode, defaultValues, onSubmit, onCancel, focusFirstField }: ProfileFormProps) {
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    defaultValues,
    resolver: profileFormResolver(mode),
    // Errors appear on submit and each clears when its field is edited (spec §4), not re-validated per key.
    reValidateMode: 'onSubmit',
  });
  const { isSubmitting } = form.formState;
  const [saveFailed, setSaveFailed] = useState(false);
  const { setFocus } = form;

  useEffect(() => {
    if (focusFirstField) setFocus('firstName');
  }, [focusFirstField, setFocus]);

  const submit = form.handleSubmit(async (profile) => {
    setSaveFailed(false);
    try {
      await onSubmit(profile);
    } catch (error) {
      setSaveFailed(true);
      for (const [name, message] of Object.entries(fieldErrorsOf(error))) {
        if (isProfileField(name, defaultValues)) form.setError(name, { type: 'server', message });
      }
    }
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting}>
        <Stack spacing={3}>
          {saveFailed && <Alert severity="error">{PROFILE_MESSAGES.saveFailed}</Alert>}
          <IdentityFields mode={mode} />
          <ServiceFields />
          <PreferenceFields />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            {onCancel && (
              <Button onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : mode === 'create' ? 'Create profile' : 'Save profile'}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </FormProvider>
  );
}
