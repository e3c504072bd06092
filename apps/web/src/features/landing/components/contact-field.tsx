import type { Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface ContactFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  type?: 'text' | 'email';
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/**
 * A labelled field with its error text. Built from FormControl parts rather than TextField, which would
 * pull Select, Menu and Modal into the landing page bundle.
 */
export function ContactField({
  id,
  label,
  value,
  onChange,
  error,
  required = false,
  type = 'text',
  placeholder,
  autoComplete,
  maxLength,
  multiline = false,
  inputRef,
}: ContactFieldProps) {
  const errorId = `${id}-error`;
  return (
    <FormControl error={Boolean(error)} required={required} fullWidth>
      <FormLabel htmlFor={id} sx={{ mb: 0.75, fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <OutlinedInput
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete={autoComplete}
        multiline={multiline}
        rows={multiline ? 4 : undefined}
        inputRef={inputRef}
        inputProps={{ maxLength }}
        aria-describedby={error ? errorId : undefined}
        sx={{
          bgcolor: 'background.paper',
          '& input::placeholder, & textarea::placeholder': { color: 'text.secondary', opacity: 1 },
          // A placeholder longer than a phone's field ends in "…" instead of a letter cut in half.
          '& input': { textOverflow: 'ellipsis' },
        }}
      />
      {error ? (
        <FormHelperText id={errorId} sx={{ mx: 0, fontSize: '0.9375rem' }}>
          {error}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
