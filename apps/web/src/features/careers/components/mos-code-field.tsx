import type { Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { MosSuggestion } from '../api/mos-types';
import { useMosSuggestions } from '../hooks/use-mos-suggestions';
import { renderMosSuggestion } from './mos-suggestion-option';

interface MosCodeFieldProps {
  value: string;
  error?: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  /** The person typed or cleared text. */
  onEdit: (text: string) => void;
  onSelect: (suggestion: MosSuggestion) => void;
}

const HINT =
  'Type a code such as 11B, or a job title such as medic, then pick a suggestion or type the full code.';

/**
 * A combobox (MUI Autocomplete, free text allowed): the input owns role="combobox", aria-expanded,
 * aria-controls and aria-activedescendant; arrows move, Enter picks, Escape closes. The server filters, so
 * the options are shown as they come.
 */
export function MosCodeField({ value, error, inputRef, onEdit, onSelect }: MosCodeFieldProps) {
  const { suggestions, loading } = useMosSuggestions(value);

  return (
    <Autocomplete<MosSuggestion, false, false, true>
      freeSolo
      // The text is the field's value; a picked suggestion only fills it (and the branch), so nothing is "selected".
      value={null}
      options={suggestions}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.code)}
      // Services share codes (BM is a Navy and a Coast Guard rating), so the code alone is no unique key.
      getOptionKey={(option) => (typeof option === 'string' ? option : `${option.branch}:${option.code}`)}
      renderOption={renderMosSuggestion}
      loading={loading}
      loadingText="Searching…"
      inputValue={value}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') onEdit(text);
      }}
      onChange={(_event, selected) => {
        if (selected !== null && typeof selected === 'object') onSelect(selected);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label="MOS code"
          required
          error={Boolean(error)}
          helperText={error ?? HINT}
          slotProps={{ htmlInput: { ...params.inputProps, autoCapitalize: 'characters', spellCheck: false } }}
        />
      )}
    />
  );
}
