import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { CONTACT_LIMITS } from '@waypoint/shared/contact/contact-limits';
import type { ContactField as Field } from '@waypoint/shared/contact/contact';
import { useFormField } from '../../../lib/forms/use-form-field';
import type { ContactValues } from '../use-contact-form';

interface ContactFieldProps {
  name: Field;
  label: string;
  required?: boolean;
  type?: 'text' | 'email';
  placeholder?: string;
  autoComplete?: string;
  multiline?: boolean;
}

/**
 * A labelled field of the contact form with its error text. Built from FormControl parts rather than
 * TextField, which would pull Select, Menu and Modal into the form's chunk.
 */
export function ContactField({
  name,
  label,
  required = false,
  type = 'text',
  placeholder,
  autoComplete,
  multiline = false,
}: ContactFieldProps) {
  const field = useFormField<ContactValues>(name);
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  return (
    <FormControl error={Boolean(field.error)} required={required} fullWidth>
      <FormLabel htmlFor={id} sx={{ mb: 0.75, fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <OutlinedInput
        id={id}
        name={id}
        type={type}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        placeholder={placeholder}
        autoComplete={autoComplete}
        multiline={multiline}
        rows={multiline ? 4 : undefined}
        inputRef={field.ref}
        inputProps={{ maxLength: CONTACT_LIMITS[name] }}
        aria-describedby={field.error ? errorId : undefined}
        sx={{
          bgcolor: 'background.paper',
          '& input::placeholder, & textarea::placeholder': { color: 'text.secondary', opacity: 1 },
          // A placeholder longer than a phone's field ends in "…" instead of a letter cut in half.
          '& input': { textOverflow: 'ellipsis' },
        }}
      />
      {field.error ? (
        <FormHelperText id={errorId} sx={{ mx: 0, fontSize: '0.9375rem' }}>
          {field.error}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
