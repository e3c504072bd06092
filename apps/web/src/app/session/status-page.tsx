import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useFocusHandoff } from '../../components/focus-handoff';
import { SkipLink } from '../../components/skip-link';
import { CRISIS_PATH } from './crisis-path';
import { colors } from '../../theme/palette';

const mainStyle: CSSProperties = {
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: 24,
  padding: 24,
  textAlign: 'center',
};

const crisisLinkStyle: CSSProperties = { color: colors.red, fontWeight: 700, padding: 8 };

/**
 * A page of its own while the screen is not there yet (its chunks download, the session is checked): the skip
 * link first, as on every page, then the message in main, and crisis help one click away (SPEC-DECISIONS 3).
 * When the next page replaces it, focus moves to the same place there (components/focus-handoff.ts). Plain
 * elements: the router shows it before any chunk has loaded, so it is part of the entry (decision 011).
 */
export function StatusPage({ children }: { children: ReactNode }) {
  const page = useRef<HTMLDivElement>(null);
  useFocusHandoff(page);
  return (
    <div ref={page}>
      <SkipLink />
      <main id="main-content" tabIndex={-1} style={mainStyle}>
        {children}
        {/* A plain link: it works even when the page's chunks never arrive. */}
        <a href={CRISIS_PATH} style={crisisLinkStyle}>
          Crisis support
        </a>
      </main>
    </div>
  );
}
