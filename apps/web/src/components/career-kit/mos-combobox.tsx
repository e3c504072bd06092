import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import type { MosSuggestion } from '@waypoint/shared/careers/careers-http';
import type { Branch } from '@waypoint/shared/core/branches';
import { useHydrated } from '../../lib/prerender/static-markup';
import { TextInput } from '../text-input';
import { MOS_COMBOBOX_PRESETS, type MosComboboxPresetName } from './mos-combobox-presets';
import { MosSuggestionList, MosSuggestionNote, optionId } from './mos-suggestion-list';
import { useMosSuggestions } from './use-mos-suggestions';

export interface MosComboboxProps {
  /** Which screen's behaviour: timings, list size, hint and what opens the list (MOS_COMBOBOX_PRESETS). */
  preset: MosComboboxPresetName;
  value: string;
  /** The branch chosen in the form; it narrows the suggestions where the preset searches by branch. */
  branch?: Branch | '';
  /** The person typed or cleared text (in capitals where the preset says so). */
  onChange: (text: string) => void;
  /** The person picked a suggestion; the field shows its code once `value` follows. */
  onSelect: (suggestion: MosSuggestion) => void;
  onBlur?: () => void;
  /** Shown under the field instead of the hint. */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

/**
 * The required MOS field as an ARIA 1.2 combobox with server suggestions: arrows move, Enter picks (without
 * submitting the form), Escape closes, a click picks. Enter with nothing highlighted submits what is typed.
 */
export function MosCombobox({
  preset: presetName,
  value,
  branch = '',
  onChange,
  onSelect,
  onBlur,
  error,
  inputRef,
  name = 'mosCode',
}: MosComboboxProps) {
  const preset = MOS_COMBOBOX_PRESETS[presetName];
  const { suggestions, loading } = useMosSuggestions(value, branch, preset);
  const [wanted, setWanted] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const blurTimer = useRef<number | undefined>(undefined);
  const listId = useId();
  const open = wanted && suggestions.length > 0;
  const searching = wanted && preset.keepsListWhileLoading && loading && suggestions.length === 0;
  const active = open && activeIndex < suggestions.length ? activeIndex : -1;

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  // Hydrating a prerendered form (decision 031), the field may already have the focus and what the person typed,
  // pasted or autofilled before the app came (the form's state takes that value over: useSchemaForm). The field
  // then behaves as if that happened now: it opens as a focus opens it, and for the text its suggestions show.
  const box = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [fromMarkup] = useState(!hydrated);
  useLayoutEffect(() => {
    const field = box.current?.querySelector('input');
    if (!fromMarkup || !field || field.ownerDocument.activeElement !== field) return;
    const typed = field.value !== field.defaultValue;
    if (typed && preset.upperCase && field.value !== field.value.toUpperCase()) {
      // In capitals as typing makes them, the caret and selection where they were.
      const { selectionStart, selectionEnd, selectionDirection } = field;
      field.value = field.value.toUpperCase();
      field.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
    }
    if (typed || preset.opensOn === 'focus') setWanted(true);
    // The preset is the screen's and does not change: this runs in the hydrating commit only.
  }, [fromMarkup, preset.upperCase, preset.opensOn]);

  const close = () => {
    setWanted(false);
    setActiveIndex(-1);
  };

  const select = (suggestion: MosSuggestion) => {
    onSelect(suggestion);
    close();
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
    else if (event.key === 'Escape') {
      const shown = open || searching;
      close(); // also keeps suggestions still on their way from opening the list afterwards
      if (!shown) return; // nothing to close: Escape is the page's (a dialog around the form closes)
      event.stopPropagation(); // the list closes, not the dialog around the form
    } else return;
    event.preventDefault();
  };

  const onBlurField = () => {
    onBlur?.();
    if (preset.blurCloseMs > 0) blurTimer.current = window.setTimeout(close, preset.blurCloseMs);
    else close();
  };

  return (
    <Box ref={box} sx={{ position: 'relative' }}>
      <TextInput
        label="MOS code"
        required
        fullWidth
        name={name}
        value={value}
        onChange={(event) => {
          onChange(preset.upperCase ? event.target.value.toUpperCase() : event.target.value);
          setWanted(true);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          window.clearTimeout(blurTimer.current);
          if (preset.opensOn === 'focus') setWanted(true);
        }}
        onBlur={onBlurField}
        inputRef={inputRef}
        error={Boolean(error)}
        helperText={error ?? preset.hint}
        floatingLabel={!preset.shrinkLabel}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            autoComplete: 'off',
            autoCapitalize: 'characters',
            spellCheck: false,
            'aria-autocomplete': 'list',
            'aria-expanded': open,
            'aria-controls': open ? listId : undefined,
            'aria-activedescendant': active >= 0 ? optionId(listId, active) : undefined,
            ...(preset.opensOn === 'click' && { onMouseDown: () => setWanted(true) }),
          },
        }}
      />
      {open && (
        <MosSuggestionList
          id={listId}
          suggestions={suggestions}
          activeIndex={active}
          onSelect={select}
          maxHeight={preset.listMaxHeight}
          describe={preset.describe}
        />
      )}
      {searching && <MosSuggestionNote>Searching…</MosSuggestionNote>}
    </Box>
  );
}
