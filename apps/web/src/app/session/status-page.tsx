import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { useFocusHandoff } from '../../components/focus-handoff';
import { SkipLink } from '../../components/skip-link';
import { getAuthToken } from '../../lib/auth-token';
import { CRISIS_PATH, isCrisisPath } from './crisis-path';
import { colors } from '../../theme/palette';
import { theme } from '../../theme/theme';
import { getPageIntro } from '../page-intros';
import { FALLBACK_TITLE, getHeaderTitle } from '../page-titles';

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

// The page's title in the type of its heading (MUI's h4, which every signed-in page's h1 uses).
const { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing } = theme.typography.h4;
const titleStyle: CSSProperties = { margin: 0, fontFamily, fontWeight, fontSize, lineHeight, letterSpacing };
// The page's opening sentence in the lead type the translation page gives its own, at a reading width.
const introStyle: CSSProperties = {
  margin: 0,
  maxWidth: '70ch',
  fontSize: '1.125rem',
  lineHeight: theme.typography.body1.lineHeight,
  color: theme.palette.text.secondary,
};
const statusStyle: CSSProperties = { margin: 0 };

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

interface LoadingPageProps {
  status: string;
  /** Whether a session is stored (the build writes the page as a signed-in visitor's). */
  signedIn?: boolean;
}

/**
 * While a signed-in page's code downloads and the session is checked: the page's title, its opening sentence where
 * every visitor's page has the same (app/page-intros.ts), and what is happening.
 * The build writes it as each signed-in page's HTML (scripts/prerender.mjs), so a page opened from a link shows
 * its title and crisis help before any script has run; the app's first screens render the same (decision 050).
 */
export function LoadingPage({ status, signedIn = getAuthToken() !== null }: LoadingPageProps) {
  const { pathname } = useLocation();
  // Signed out, the page is not coming (sign-in is), and crisis help is a public page of its own.
  const title = !signedIn || isCrisisPath(pathname) ? FALLBACK_TITLE : getHeaderTitle(pathname);
  const intro = getPageIntro(pathname);
  return (
    <StatusPage>
      {/* Not a heading: the page's own h1 comes with the page; this line says which page is on its way. */}
      {title !== FALLBACK_TITLE && (
        <>
          <DocumentTitle page={title} />
          <p style={titleStyle}>{title}</p>
          {intro !== undefined && <p style={introStyle}>{intro}</p>}
        </>
      )}
      <p role="status" style={statusStyle}>
        {status}
      </p>
    </StatusPage>
  );
}
