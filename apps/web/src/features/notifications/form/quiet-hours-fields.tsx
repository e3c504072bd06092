import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import { FormSection } from '../../../components/form-section';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { PreferenceToggle } from './preference-toggle';
import type { PreferencesFormValues } from './preferences-form-values';
import { timeZoneChoices } from './time-zones';

const PreferencesTextField = FormTextField<PreferencesFormValues>;

function TimeZoneField() {
  const current = useWatch<PreferencesFormValues, 'timeZone'>({ name: 'timeZone' });
  const groups = useMemo(() => timeZoneChoices(current), [current]);
  return (
    <PreferencesTextField
      name="timeZone"
      label="Your time zone"
      select
      hint="Quiet hours follow this time zone."
      sx={{ gridColumn: '1 / -1' }}
    >
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.zones.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.label}
            </option>
          ))}
        </optgroup>
      ))}
    </PreferencesTextField>
  );
}

/** Quiet hours: non-emergency notifications wait until they end, in the person's own time zone. */
export function QuietHoursFields() {
  return (
    <FormSection legend="Quiet hours">
      <Box sx={{ gridColumn: '1 / -1' }}>
        <PreferenceToggle
          name="quietEnabled"
          label="Hold notifications during quiet hours"
          description="Notifications that arrive then are delivered when quiet hours end. Emergency alerts are never held."
        />
      </Box>
      <PreferencesTextField name="quietStart" label="Quiet hours start" type="time" />
      <PreferencesTextField name="quietEnd" label="Quiet hours end" type="time" />
      <TimeZoneField />
    </FormSection>
  );
}
