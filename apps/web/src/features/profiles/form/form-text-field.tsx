import type { ChangeEvent } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import type { ProfileFormValues } from './profile-form-values';

type StringField = {
  [K in keyof ProfileFormValues]: ProfileFormValues[K] extends string ? K : never;
}[keyof ProfileFormValues];

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: StringField;
  /** Shown below the field when it has no error. */
  hint?: string;
};

/** A text, date or native-select field bound to the profile form; editing it clears its own error (spec §4). */
export function FormTextField({ name, hint, slotProps, select, ...props }: FormTextFieldProps) {
  const { control, clearErrors } = useFormContext<ProfileFormValues>();
  const { field, fieldState } = useController({ name, control });
  const message = fieldState.error?.message;

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    field.onChange(event.target.value);
    if (fieldState.error) clearErrors(name);
  };

  return (
    <TextField
      {...props}
      select={select}
      name={field.name}
      value={field.value}
      onChange={onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? hint}
      fullWidth
      slotProps={{
        ...slotProps,
        ...(select && { select: { native: true } }),
        inputLabel: { shrink: true, ...slotProps?.inputLabel },
      }}
    />
  );
}
