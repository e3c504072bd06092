import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { useFormField } from './use-form-field';
import type { FieldName } from './use-schema-form';

export type FormTextFieldProps<TValues extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  name: FieldName<TValues>;
  /** Shown below the field while it has no error. */
  hint?: string;
  /** The label sits in the empty field and moves up on focus (the auth card's look); by default it sits above. */
  floatingLabel?: boolean;
};

/**
 * A text, date or native-select field of a schema form: its own message below it, cleared by the next edit.
 * Screens bind it to their values: `const ProfileTextField = FormTextField<ProfileFormValues>`.
 */
export function FormTextField<TValues extends FieldValues>({
  name,
  hint,
  floatingLabel = false,
  select,
  slotProps,
  ...props
}: FormTextFieldProps<TValues>) {
  const field = useFormField<TValues>(name);
  return (
    <TextField
      {...props}
      select={select}
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value as TValues[typeof name])}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(field.error)}
      helperText={field.error ?? hint}
      fullWidth
      slotProps={{
        ...slotProps,
        ...(select && { select: { native: true } }),
        inputLabel: { ...(!floatingLabel && { shrink: true }), ...slotProps?.inputLabel },
      }}
    />
  );
}
