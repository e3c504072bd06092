import { useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { PROFILE_MAX_INTERESTS, PROFILE_MESSAGES } from '@waypoint/shared';
import { TextInput } from '../../../components/text-input';
import { useFormField } from '../../../lib/forms/use-form-field';
import { interestLabel } from '../profile-display';
import type { ProfileFormValues } from './profile-form-values';

const HINT = `Type a role or field, then press Enter or select Add (up to ${PROFILE_MAX_INTERESTS}).`;

/** Free-text interests (decision 013 §11): trimmed, blanks and repeats ignored, at most 10, removable chips. */
export function CareerInterestsField() {
  const field = useFormField<ProfileFormValues, 'careerInterests'>('careerInterests');
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const interests = field.value;
  const atLimit = interests.length >= PROFILE_MAX_INTERESTS;

  const update = (next: string[]) => field.onChange(next);

  const add = () => {
    const interest = draft.trim();
    if (atLimit) return;
    setDraft('');
    const known = interests.some((existing) => existing.toLowerCase() === interest.toLowerCase());
    if (interest && !known) update([...interests, interest]);
  };

  const remove = (interest: string) => {
    update(interests.filter((existing) => existing !== interest));
    inputRef.current?.focus(); // the chip that had focus is gone
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds an interest; it must not submit the form
    add();
  };

  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextInput
          label="Career interests"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          inputRef={inputRef}
          error={Boolean(field.error)}
          helperText={field.error ?? (atLimit ? PROFILE_MESSAGES.careerInterests : HINT)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <Button
          variant="outlined"
          onClick={add}
          disabled={atLimit}
          aria-label="Add career interest"
          sx={{ mt: 1, flexShrink: 0 }}
        >
          Add
        </Button>
      </Box>
      {interests.length > 0 && (
        <Box
          component="ul"
          aria-label="Career interests added"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {interests.map((interest) => (
            <li key={interest}>
              <Chip
                label={interestLabel(interest)}
                aria-label={`Remove ${interestLabel(interest)}`}
                onClick={() => remove(interest)}
                onDelete={() => remove(interest)}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
