import { useSearchParams } from 'react-router';
import {
  emptyRegistrationForm,
  REGISTRATION_MESSAGES,
  validateRegistration,
  type RegistrationForm,
} from '@waypoint/shared';
import { ruleSchema } from '../../../lib/forms/form-schema';
import { useSchemaForm, type SchemaForm } from '../../../lib/forms/use-schema-form';

/** The registration table's rules, then the API's own schemas on the payloads (`validateRegistration`). */
const registrationSchema = ruleSchema<RegistrationForm, RegistrationForm>((form) => {
  const fieldErrors = validateRegistration(form);
  return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : { value: form };
});

/**
 * The registration form on the form recipe: editing a field clears its own error (spec §4), and the flow runs
 * once every rule passes. The test prefill: `?testEmail=&testPassword=` fill the e-mail and password (spec:
 * "Registration screen").
 */
export function useRegistrationForm(
  register: (values: RegistrationForm, form: SchemaForm<RegistrationForm>) => Promise<void>,
): SchemaForm<RegistrationForm> {
  const [params] = useSearchParams();
  return useSchemaForm({
    // In the screen's order (spec: "Registration screen"): the first field in error takes focus.
    defaultValues: {
      ...emptyRegistrationForm(),
      email: params.get('testEmail') ?? '',
      password: params.get('testPassword') ?? '',
    },
    schema: registrationSchema,
    onSubmit: register,
    failureMessage: REGISTRATION_MESSAGES.failed,
  });
}
