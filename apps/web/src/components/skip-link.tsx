import type { MouseEvent } from 'react';

interface SkipLinkProps {
  /** id of the element to move focus to; it needs tabIndex={-1} to be focusable. */
  targetId?: string;
  children?: string;
}

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
    // Styled by the theme's global `.skip-link` rule: off-screen until focused.
    <a className="skip-link" href={`#${targetId}`} onClick={handleClick}>
      {children}
    </a>
  );
}
