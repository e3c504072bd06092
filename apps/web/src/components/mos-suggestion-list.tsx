import { useEffect } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BRANCH_LABELS, type CatalogueBranch } from '@waypoint/shared';

/** What a MOS suggestion list shows of an occupation. */
export interface MosSuggestionItem {
  code: string;
  title: string;
  branch: CatalogueBranch;
  description?: string;
}

interface MosSuggestionListProps<T extends MosSuggestionItem> {
  id: string;
  suggestions: readonly T[];
  activeIndex: number;
  onSelect: (suggestion: T) => void;
  /** CSS max-height of the scrolling list (the profile form's 15rem, registration's 240 px). */
  maxHeight: string | number;
  /** The text beside the code; the title unless a screen says otherwise. */
  describe?: (suggestion: T) => string;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** A MOS combobox's popup; focus stays in the input, which points at the active option. */
export function MosSuggestionList<T extends MosSuggestionItem>({
  id,
  suggestions,
  activeIndex,
  onSelect,
  maxHeight,
  describe = (suggestion) => suggestion.title,
}: MosSuggestionListProps<T>) {
  useEffect(() => {
    // jsdom has no scrollIntoView; browsers keep the active option visible inside the list.
    document.getElementById(optionId(id, activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [id, activeIndex]);

  return (
    <Paper
      component="ul"
      id={id}
      role="listbox"
      aria-label="MOS code suggestions"
      elevation={4}
      sx={{
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        zIndex: 2,
        maxHeight,
        overflowY: 'auto',
        listStyle: 'none',
        m: 0,
        mt: 0.5,
        p: 0.5,
      }}
    >
      {suggestions.map((suggestion, index) => (
        <MenuItem
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
