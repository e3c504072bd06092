import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_FREQUENCY_LABELS } from '@waypoint/shared';
import { FormSection } from '../../../components/form-section';
import { choiceOptions } from '../../../lib/forms/choice-options';
import { useFormField } from '../../../lib/forms/use-form-field';
import type { ProfileFormValues } from './profile-form-values';
import { CareerInterestsField } from './career-interests-field';
import { FormTextField } from './form-text-field';

function RelocateCheckbox() {
  const field = useFormField<ProfileFormValues, 'willingToRelocate'>('willingToRelocate');
  return (
    <FormControlLabel
      label="Willing to relocate"
      control={
        <Checkbox
          name={field.name}
          checked={field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      }
    />
  );
}

export function PreferenceFields() {
  return (
    <FormSection legend="Career preferences" dense>
      <CareerInterestsField />
      <FormTextField name="preferredLocation" label="Preferred location" autoComplete="address-level2" />
      <FormTextField name="jobAlertFrequency" label="Job alert frequency" select>
        {choiceOptions(JOB_ALERT_FREQUENCIES, { labels: JOB_ALERT_FREQUENCY_LABELS })}
      </FormTextField>
      <RelocateCheckbox />
    </FormSection>
  );
}
