import type { FieldValues } from 'react-hook-form';
import { TextInput, type TextInputProps } from '../../components/text-input';
import { useFormField } from './use-form-field';
import type { FieldName } from './use-schema-form';

export type FormTextFieldProps<TValues extends FieldValues> = Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'helperText' | 'fullWidth'
> & {
  name: FieldName<TValues>;
  /** Shown below the field while it has no error. */
  hint?: string;
};

/**
 * A text, date or native-select field of a schema form: its own message below it, cleared by the next edit.
 * Screens bind it to their values: `const ProfileTextField = FormTextField<ProfileFormValues>`.
 */
export function FormTextField<TValues extends FieldValues>({
  name,
  hint,
  ...props
}: FormTextFieldProps<TValues>) {
  const field = useFormField<TValues>(name);
  return (
    <TextInput
      {...props}
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value as TValues[typeof name])}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(field.error)}
      helperText={field.error ?? hint}
      fullWidth
    />
  );
}
