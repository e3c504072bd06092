import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_FREQUENCY_LABELS, type RegistrationForm } from '@waypoint/shared';
import { FormSection } from '../../../components/form-section';
import { choiceOptions } from '../../../lib/forms/choice-options';
import { useFormField } from '../../../lib/forms/use-form-field';
import { CareerInterestsCheckboxes } from './career-interests-checkboxes';
import { RegistrationTextField } from './registration-text-field';

/** Career interests, location, job alerts and relocation. */
export function RegistrationPreferenceFields() {
  const relocate = useFormField<RegistrationForm, 'willingToRelocate'>('willingToRelocate');
  return (
    <FormSection legend="Your goals">
      <CareerInterestsCheckboxes />
      <RegistrationTextField
        name="preferredLocation"
        label="Preferred location"
        autoComplete="address-level2"
        hint="City and state, e.g. Austin, TX"
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <RegistrationTextField name="jobAlertFrequency" label="Job alert frequency" select>
        {choiceOptions(JOB_ALERT_FREQUENCIES, {
          labels: JOB_ALERT_FREQUENCY_LABELS,
          placeholder: 'Select a frequency',
        })}
      </RegistrationTextField>
      <FormControlLabel
        sx={{ gridColumn: '1 / -1' }}
        label="I'm willing to relocate for the right opportunity"
        control={
          <Checkbox
            name="willingToRelocate"
            checked={relocate.value}
            onChange={(event) => relocate.onChange(event.target.checked)}
            inputRef={relocate.ref}
          />
        }
      />
    </FormSection>
  );
}
