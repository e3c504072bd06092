import { FormTextField as SchemaFormTextField } from '../../../lib/forms/form-text-field';
import type { ProfileFormValues } from './profile-form-values';

/** The recipe's text, date or native-select field, held to the profile form's field names. */
export const FormTextField = SchemaFormTextField<ProfileFormValues>;
