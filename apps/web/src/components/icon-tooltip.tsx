import { useState, type FocusEvent, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

interface IconTooltipProps {
  /** What the button does, shown while it is pointed at or has keyboard focus. */
  title: string;
  /** An icon button that carries its own accessible name (`aria-label`); the tooltip only shows it. */
  children: ReactElement;
  /** Which edge of the button the tooltip lines up with: the end for buttons at the end of a row (default). */
  align?: 'start' | 'end';
}

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const isFocusVisible = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
};

/**
 * A tooltip for an icon button in a list or row (bookmarks, reordering), drawn beside the button with CSS, without
 * MUI's `Tooltip` and the popper under it (≈ 11 KB, kept for the collapsed sidebar, whose tooltips must leave the
 * drawer). It shows on mouse hover and on keyboard focus, stays while the pointer moves onto it, and Escape hides
 * it (WCAG 1.4.13). Screen readers get the button's own name; the tooltip is hidden from them so it is not read twice.
 */
export function IconTooltip({ title, children, align = 'end' }: IconTooltipProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (!isFocusVisible(event.target)) return;
    setFocused(true);
    setDismissed(false);
  };

  return (
    <Box
      component="span"
      sx={{ position: 'relative', display: 'inline-flex' }}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        setHovered(true);
        setDismissed(false);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={() => setFocused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) setDismissed(true);
      }}
    >
      {children}
      {open && (
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            position: 'absolute',
            top: '100%',
            [align === 'end' ? 'right' : 'left']: 0,
            mt: 0.5,
            zIndex: 'tooltip',
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'grey.700',
            color: 'common.white',
            fontSize: '0.6875rem',
            fontWeight: 500,
            lineHeight: 1.4,
            whiteSpace: 'nowrap',
            animation: `${appear} 150ms ease-out`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          {title}
        </Box>
      )}
    </Box>
  );
}
