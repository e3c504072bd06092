import type { HTMLAttributes, Key } from 'react';
import Box from '@mui/material/Box';
import { BRANCH_LABELS } from '@waypoint/shared/core/branches';
import type { MosSuggestion } from '../api/mos-types';

type OptionProps = HTMLAttributes<HTMLLIElement> & { key?: Key };

/** One listbox option: code and title on the first line, the branch below. */
export function renderMosSuggestion({ key, ...props }: OptionProps, suggestion: MosSuggestion) {
  return (
    <Box component="li" key={key} {...props} sx={{ display: 'block !important', py: 1 }}>
      <Box component="span" sx={{ display: 'block' }}>
        <Box component="span" sx={{ fontWeight: 700, mr: 1 }}>
          {suggestion.code}
        </Box>{' '}
        {suggestion.title}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}>
        {' '}
        {BRANCH_LABELS[suggestion.branch]}
      </Box>
    </Box>
  );
}
