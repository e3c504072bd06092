import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { IconTooltip } from '../../../components/icon-tooltip';

interface EntryControlsProps {
  /** How the entry is named to screen readers and in tooltips, e.g. "experience 2" or "bullet 1". */
  label: string;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/** Move up, move down and remove: buttons, so keyboard and pointer reorder the same way; focus follows the entry. */
export function EntryControls({ label, index, count, onMove, onRemove }: EntryControlsProps) {
  // At either end a move is unavailable but the button stays focusable (aria-disabled, not disabled), so focus
  // is not lost when a keyboard move brings an entry to the top or the bottom.
  const button = (title: string, icon: ReactNode, onClick: () => void, unavailable = false) => (
    <IconTooltip title={title}>
      <IconButton
        size="small"
        aria-label={title}
        aria-disabled={unavailable || undefined}
        onClick={unavailable ? undefined : onClick}
        sx={unavailable ? { opacity: 0.38, cursor: 'default' } : undefined}
      >
        {icon}
      </IconButton>
    </IconTooltip>
  );
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
      {button(`Move ${label} up`, <ArrowUpwardIcon fontSize="small" />, () => onMove(-1), index === 0)}
      {button(
        `Move ${label} down`,
        <ArrowDownwardIcon fontSize="small" />,
        () => onMove(1),
        index === count - 1,
      )}
      {button(`Remove ${label}`, <DeleteOutlineIcon fontSize="small" />, onRemove)}
    </Stack>
  );
}
