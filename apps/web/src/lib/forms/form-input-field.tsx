import { useId, type HTMLInputAutoCompleteAttribute } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { FieldValues } from 'react-hook-form';
import { useFormField } from './use-form-field';
import type { FieldName } from './use-schema-form';

export interface FormInputFieldProps<TValues extends FieldValues> {
  name: FieldName<TValues>;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  required?: boolean;
  /** Shown below the field while it has no error. */
  hint?: string;
  /** The label sits in the empty field and moves up on focus (the auth card's look); by default it sits above. */
  floatingLabel?: boolean;
}

/**
 * A one-line text field of a schema form, like `FormTextField` (the same outlined look, label, message and
 * focus), built from MUI's input parts instead of `TextField`, which always brings `Select` with its menu and
 * popover. For the public pages' small forms (sign-in, password reset) whose first download counts
 * (decision 031); every other form uses `FormTextField`.
 */
export function FormInputField<TValues extends FieldValues>({
  name,
  label,
  type = 'text',
  autoComplete,
  required = false,
  hint,
  floatingLabel = false,
}: FormInputFieldProps<TValues>) {
  const field = useFormField<TValues>(name);
  const id = useId();
  const message = field.error ?? hint;
  const helperId = `${id}-helper-text`;
  const shrink = floatingLabel ? undefined : true;
  return (
    <FormControl fullWidth required={required} error={Boolean(field.error)} variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={field.name}
        type={type}
        autoComplete={autoComplete}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value as TValues[typeof name])}
        onBlur={field.onBlur}
        inputRef={field.ref}
        label={label}
        {...(shrink && { notched: true })}
        {...(message && { 'aria-describedby': helperId })}
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
