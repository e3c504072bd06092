import type { RegistrationForm } from '@waypoint/shared';
import { FormTextField, type FormTextFieldProps } from '../../../lib/forms/form-text-field';

/** A required text, date or native-select field of the registration form, showing its own error. */
export function RegistrationTextField(props: FormTextFieldProps<RegistrationForm>) {
  return <FormTextField<RegistrationForm> required {...props} />;
}
