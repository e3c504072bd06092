import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { RegistrationField, RegistrationForm } from '@waypoint/shared';
import { useRegistration } from './registration-context';

type TextFieldName = Exclude<RegistrationField, 'careerInterests' | 'willingToRelocate'>;

type RegistrationTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: TextFieldName;
  /** Shown below the field while it has no error. */
  hint?: string;
};

/** A required text, date or native-select field of the registration form, showing its own error. */
export function RegistrationTextField({
  name,
  hint,
  select,
  slotProps,
  ...props
}: RegistrationTextFieldProps) {
  const { values, errors, setField, refFor } = useRegistration();
  const message = errors[name];
  return (
    <TextField
      {...props}
      select={select}
      name={name}
      value={values[name]}
      onChange={(event) => setField(name, event.target.value as RegistrationForm[TextFieldName])}
      inputRef={refFor(name)}
      required
      fullWidth
      error={Boolean(message)}
      helperText={message ?? hint}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        ...(select && { select: { native: true } }),
      }}
    />
  );
}
