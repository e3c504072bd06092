import { useEffect, type ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MosSuggestion } from '@waypoint/shared/careers/careers-http';
import { BRANCH_LABELS } from '@waypoint/shared/core/branches';

interface MosSuggestionListProps {
  id: string;
  suggestions: readonly MosSuggestion[];
  activeIndex: number;
  onSelect: (suggestion: MosSuggestion) => void;
  /** CSS max-height of the scrolling list. */
  maxHeight: string;
  /** The text beside the code. */
  describe: (suggestion: MosSuggestion) => string;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** Below the field, over what follows it. */
const popupSx = { position: 'absolute', top: '100%', left: 0, right: 0, zIndex: 2, m: 0, mt: 0.5 } as const;

/** A MOS combobox's popup; focus stays in the input, which points at the active option. */
export function MosSuggestionList({
  id,
  suggestions,
  activeIndex,
  onSelect,
  maxHeight,
  describe,
}: MosSuggestionListProps) {
  useEffect(() => {
    // Browsers keep the active option visible inside the list.
    document.getElementById(optionId(id, activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [id, activeIndex]);

  return (
    <Paper
      component="ul"
      id={id}
      role="listbox"
      aria-label="MOS code suggestions"
      elevation={4}
      sx={{ ...popupSx, maxHeight, overflowY: 'auto', listStyle: 'none', p: 0.5 }}
    >
      {suggestions.map((suggestion, index) => (
        <MenuItem
          // Services share codes (BM is a Navy and a Coast Guard rating), so the code alone is no unique key.
          key={`${suggestion.branch}:${suggestion.code}`}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === activeIndex}
          selected={index === activeIndex}
          // Keep focus in the input so its blur timer does not close the list before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onSelect(suggestion)}
          sx={{ display: 'block', whiteSpace: 'normal' }}
        >
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {suggestion.code}
          </Typography>{' '}
          <Typography component="span">{describe(suggestion)}</Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {BRANCH_LABELS[suggestion.branch]}
          </Typography>
        </MenuItem>
      ))}
    </Paper>
  );
}

/** What the popup shows while the first suggestions load (no list yet, so no listbox). */
export function MosSuggestionNote({ children }: { children: ReactNode }) {
  return (
    <Paper elevation={4} sx={{ ...popupSx, px: 2, py: 1.75 }}>
      <Typography color="text.secondary">{children}</Typography>
    </Paper>
  );
}
