import { useFormState, useWatch } from 'react-hook-form';
import type { RegistrationErrors, RegistrationForm } from '@waypoint/shared';
import { useSchemaFormContext } from '../../../lib/forms/schema-form-provider';

/**
 * The registration form's state as plain values and messages, for a field that binds several of them at once
 * (the MOS combobox reads the branch too). A field of its own binds with `useFormField`; both are the recipe's.
 */
export function useRegistration() {
  const form = useSchemaFormContext<RegistrationForm>();
  const { control } = form.methods;
  const values = useWatch({ control }) as RegistrationForm;
  const { errors: fieldErrors } = useFormState({ control });
  const errors: RegistrationErrors = {};
  for (const [field, error] of Object.entries(fieldErrors)) {
    if (typeof error?.message === 'string') errors[field as keyof RegistrationErrors] = error.message;
  }
  return { values, errors, setField: form.setField, refFor: form.fieldRef };
}
