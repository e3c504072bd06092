import type { MouseEvent } from 'react';
import { styled } from '@mui/material/styles';

interface SkipLinkProps {
  /** id of the element to move focus to; it needs tabIndex={-1} to be focusable. */
  targetId?: string;
  children?: string;
}

// Off-screen until focused, then pinned to the top-left above everything (incl. app bars and drawers).
const Anchor = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(-10),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  background: theme.palette.background.paper,
  color: theme.palette.primary.main,
  fontWeight: 700,
  '&:focus': { top: theme.spacing(1) },
}));

/** "Skip to main content": must be the first focusable element of a page. */
export function SkipLink({ targetId = 'main-content', children = 'Skip to main content' }: SkipLinkProps) {
  // Focus the target ourselves: routers swallow or ignore hash changes, so href alone is unreliable.
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <Anchor href={`#${targetId}`} onClick={handleClick}>
      {children}
    </Anchor>
  );
}
