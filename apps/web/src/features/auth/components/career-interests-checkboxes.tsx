import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import {
  CAREER_INTEREST_IDS,
  CAREER_INTEREST_LABELS,
  REGISTRATION_MAX_INTERESTS,
  type CareerInterestId,
  type RegistrationForm,
} from '@waypoint/shared';
import { useFormField } from '../../../lib/forms/use-form-field';

/** The eight interests as a checkbox group; at most 5 (spec §5), the rest disabled once 5 are chosen. */
export function CareerInterestsCheckboxes() {
  const field = useFormField<RegistrationForm, 'careerInterests'>('careerInterests');
  const helpId = useId();
  const chosen = field.value;
  const full = chosen.length >= REGISTRATION_MAX_INTERESTS;
  const message = field.error;

  const toggle = (id: CareerInterestId, checked: boolean) =>
    field.onChange(checked ? [...chosen, id] : chosen.filter((interest) => interest !== id));

  return (
    <FormControl component="fieldset" error={Boolean(message)} required sx={{ gridColumn: '1 / -1' }}>
      <FormLabel component="legend">Career interests (select up to {REGISTRATION_MAX_INTERESTS})</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {CAREER_INTEREST_IDS.map((id, index) => {
          const checked = chosen.includes(id);
          return (
            <FormControlLabel
              key={id}
              label={CAREER_INTEREST_LABELS[id]}
              control={
                <Checkbox
                  name="careerInterests"
                  value={id}
                  checked={checked}
                  disabled={full && !checked}
                  onChange={(event) => toggle(id, event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': helpId } }}
                  {...(index === 0 && { inputRef: field.ref })}
                />
              }
            />
          );
        })}
      </FormGroup>
      <FormHelperText id={helpId}>
        {message ?? `${chosen.length} of ${REGISTRATION_MAX_INTERESTS} selected`}
      </FormHelperText>
    </FormControl>
  );
}
