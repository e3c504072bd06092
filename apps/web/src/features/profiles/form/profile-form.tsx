import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PROFILE_MESSAGES } from '@waypoint/shared';
import { FormBanner } from '../../../lib/forms/form-banner';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { IdentityFields } from './identity-fields';
import { PreferenceFields } from './preference-fields';
import {
  profileFormSchema,
  toSchemaInput,
  type ProfileFormMode,
  type ProfileFormOutput,
  type ProfileFormValues,
} from './profile-form-values';
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

export function ProfileForm({ mode, defaultValues, onSubmit, onCancel, focusFirstField }: ProfileFormProps) {
  // Errors appear on submit and each clears when its field is edited (spec §4), not re-validated per key.
  const form = useSchemaForm({
    defaultValues,
    schema: profileFormSchema(mode),
    toInput: (values) => toSchemaInput(values, mode),
    onSubmit: (profile) => onSubmit(profile),
    failureMessage: PROFILE_MESSAGES.saveFailed,
  });
  const { submitting, focusField } = form;

  useEffect(() => {
    if (focusFirstField) focusField('firstName');
  }, [focusFirstField, focusField]);

  return (
    <SchemaFormProvider form={form}>
      <Box component="form" noValidate onSubmit={form.submit} aria-busy={submitting}>
        <Stack spacing={3}>
          <FormBanner messages={[form.failure]} />
          <IdentityFields mode={mode} />
          <ServiceFields />
          <PreferenceFields />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            {onCancel && (
              <Button onClick={onCancel} disabled={submitting}>
                Cancel
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={submitting}>
              {submitting ? 'Saving...' : mode === 'create' ? 'Create profile' : 'Save profile'}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </SchemaFormProvider>
  );
}
