import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useFormField } from '../../../lib/forms/use-form-field';
import type { PreferencesFormValues } from './preferences-form-values';

type ToggleName = {
  [K in keyof PreferencesFormValues]: PreferencesFormValues[K] extends boolean ? K : never;
}[keyof PreferencesFormValues];

interface PreferenceToggleProps {
  name: ToggleName;
  label: ReactNode;
  /** A switch turns something on or off; a checkbox includes something or agrees to it. */
  kind?: 'switch' | 'checkbox';
  /** What the person should know about it (the channel's real status, why it is unavailable). */
  description?: ReactNode;
  disabled?: boolean;
  /** Runs after the person changes it, with the new value. */
  onToggle?: (checked: boolean) => void;
}

/** A boolean preference: its control, its description and its error message, tied together for screen readers. */
export function PreferenceToggle({
  name,
  label,
  kind = 'switch',
  description,
  disabled,
  onToggle,
}: PreferenceToggleProps) {
  const field = useFormField<PreferencesFormValues, ToggleName>(name);
  const id = useId();
  const describedBy = `${id}-note`;
  const errorId = `${id}-error`;
  const Control = kind === 'switch' ? Switch : Checkbox;
  const described = [description && describedBy, field.error && errorId].filter(Boolean).join(' ');
  return (
    <Box>
      <FormControlLabel
        label={label}
        disabled={disabled}
        sx={{ alignItems: 'flex-start', '& .MuiFormControlLabel-label': { pt: kind === 'switch' ? 1 : 1.1 } }}
        control={
          <Control
            name={field.name}
            checked={field.value}
            onChange={(event) => {
              field.onChange(event.target.checked);
              onToggle?.(event.target.checked);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{
              input: {
                ...(described && { 'aria-describedby': described }),
                ...(field.error && { 'aria-invalid': true }),
              },
            }}
          />
        }
      />
      {description && (
        <FormHelperText id={describedBy} sx={{ mt: 0, ml: kind === 'switch' ? 7.5 : 4 }}>
          {description}
        </FormHelperText>
      )}
      {field.error && (
        <FormHelperText id={errorId} error sx={{ mt: 0, ml: kind === 'switch' ? 7.5 : 4 }}>
          {field.error}
        </FormHelperText>
      )}
    </Box>
  );
}
