import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { MosSuggestionList, optionId } from '../../../components/mos-suggestion-list';
import type { MosSuggestion } from '../api/search-mos';
import { useRegistrationMosSuggestions } from '../hooks/use-registration-mos-suggestions';
import { useRegistration } from './registration-context';

/** The spec's registration timings and size: the list closes 150 ms after blur, at most 240 px high. */
export const MOS_BLUR_CLOSE_MS = 150;
const LIST_MAX_HEIGHT = '240px';

/** The description's first sentence, as each suggestion shows it. */
export const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text.trim())?.[0] ?? text.trim();

/** The MOS field as an ARIA 1.2 combobox: suggestions open on focus; arrows move, Enter picks, Escape closes. */
export function MosCombobox() {
  const { values, errors, setField, refFor } = useRegistration();
  const suggestions = useRegistrationMosSuggestions(values.mosCode, values.branch);
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
    setField('mosCode', suggestion.code);
    close();
  };
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
    else if (event.key === 'Escape' && open) close();
    else return;
    event.preventDefault();
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        label="MOS code"
        name="mosCode"
        required
        fullWidth
        value={values.mosCode}
        onChange={(event) => {
          setField('mosCode', event.target.value.toUpperCase());
          setWanted(true);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          window.clearTimeout(blurTimer.current);
          setWanted(true);
        }}
        onBlur={() => {
          blurTimer.current = window.setTimeout(close, MOS_BLUR_CLOSE_MS);
        }}
        inputRef={refFor('mosCode')}
        error={Boolean(errors.mosCode)}
        helperText={errors.mosCode ?? 'Type a code such as 11B, or words of your job such as medic.'}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            role: 'combobox',
            autoComplete: 'off',
            autoCapitalize: 'characters',
            spellCheck: false,
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
          maxHeight={LIST_MAX_HEIGHT}
          describe={(suggestion) => firstSentence(suggestion.description)}
        />
      )}
    </Box>
  );
}
