import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import { FormSection } from '../../../components/form-section';
import { FormTextField } from '../../../lib/forms/form-text-field';
import { PreferenceToggle } from './preference-toggle';
import type { PreferencesFormValues } from './preferences-form-values';
import { timeZoneChoices, timeZoneLabel } from './time-zones';

const PreferencesTextField = FormTextField<PreferencesFormValues>;

function TimeZoneField() {
  const current = useWatch<PreferencesFormValues, 'timeZone'>({ name: 'timeZone' });
  const zones = useMemo(() => timeZoneChoices(current), [current]);
  return (
    <PreferencesTextField
      name="timeZone"
      label="Your time zone"
      select
      hint="Quiet hours follow this time zone."
      sx={{ gridColumn: '1 / -1' }}
    >
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {timeZoneLabel(zone)}
        </option>
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
