import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { MosSuggestionList, optionId } from '../../../components/mos-suggestion-list';
import type { MosSuggestion } from '../api/search-mos-suggestions';
import { MOS_BLUR_CLOSE_MS } from './mos-built-ins';
import type { ProfileFormValues } from './profile-form-values';
import { useMosSuggestions } from './use-mos-suggestions';

/** The required MOS field as an ARIA 1.2 combobox with a list of suggestions (spec: "Profile form"). */
export function MosCodeField() {
  const { control, clearErrors } = useFormContext<ProfileFormValues>();
  const { field, fieldState } = useController({ name: 'mosCode', control });
  const branch = useWatch({ control, name: 'branch' });
  const suggestions = useMosSuggestions(field.value, branch);
  const [wanted, setWanted] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const blurTimer = useRef<number | undefined>(undefined);
  const listId = useId();
  const open = wanted && suggestions.length > 0;
  const active = open && activeIndex < suggestions.length ? activeIndex : -1;

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  const close = () => {
    setWanted(false);
    setActiveIndex(-1);
  };

  const select = (suggestion: MosSuggestion) => {
    field.onChange(suggestion.code);
    clearErrors('mosCode');
    close();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    field.onChange(event.target.value.toUpperCase());
    if (fieldState.error) clearErrors('mosCode');
    setWanted(true);
    setActiveIndex(-1);
  };

  // Arrow keys ask for the list even before its suggestions arrive; it opens as soon as they do.
  const move = (step: 1 | -1) => {
    const count = suggestions.length;
    setWanted(true);
    if (count > 0) setActiveIndex(open ? (active + step + count) % count : step === 1 ? 0 : count - 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const chosen = active >= 0 ? suggestions[active] : undefined;
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp' && open) move(-1);
    else if (event.key === 'Enter' && chosen) select(chosen);
    else if (event.key === 'Escape' && open) {
      event.stopPropagation(); // Escape closes the list, not the dialog around the form
      close();
    } else return;
    event.preventDefault();
  };

  const onBlur = () => {
    field.onBlur();
    blurTimer.current = window.setTimeout(close, MOS_BLUR_CLOSE_MS);
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        label="MOS code"
        required
        fullWidth
        name={field.name}
        value={field.value}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onFocus={() => window.clearTimeout(blurTimer.current)}
        inputRef={field.ref}
        error={Boolean(fieldState.error)}
        helperText={
          fieldState.error?.message ?? 'Type 2 or more characters of a code or job title for suggestions.'
        }
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            role: 'combobox',
            autoComplete: 'off',
            'aria-autocomplete': 'list',
            'aria-expanded': open,
            'aria-controls': open ? listId : undefined,
            'aria-activedescendant': active >= 0 ? optionId(listId, active) : undefined,
          },
        }}
      />
      {open && (
        <MosSuggestionList
          id={listId}
          suggestions={suggestions}
          activeIndex={active}
          onSelect={select}
          maxHeight="15rem"
        />
      )}
    </Box>
  );
}
