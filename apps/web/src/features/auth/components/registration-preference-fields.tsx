import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_FREQUENCY_LABELS } from '@waypoint/shared';
import { FormSection } from '../../../components/form-section';
import { CareerInterestsCheckboxes } from './career-interests-checkboxes';
import { useRegistration } from './registration-context';
import { RegistrationTextField } from './registration-text-field';

/** Career interests, location, job alerts and relocation. */
export function RegistrationPreferenceFields() {
  const { values, setField } = useRegistration();
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
        <option value="">Select a frequency</option>
        {JOB_ALERT_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {JOB_ALERT_FREQUENCY_LABELS[frequency]}
          </option>
        ))}
      </RegistrationTextField>
      <FormControlLabel
        sx={{ gridColumn: '1 / -1' }}
        label="I'm willing to relocate for the right opportunity"
        control={
          <Checkbox
            name="willingToRelocate"
            checked={values.willingToRelocate}
            onChange={(event) => setField('willingToRelocate', event.target.checked)}
          />
        }
      />
    </FormSection>
  );
}
