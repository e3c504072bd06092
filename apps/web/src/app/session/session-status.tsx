import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { CrisisSupportLink } from '../../components/public-frame/crisis-support-link';
import { SkipLink } from '../../components/skip-link';
import { useFocusHandoff } from './focus-handoff';

/**
 * A page of its own while the shell is not there yet: the skip link first, as on every page, then the message
 * in main, and crisis help one click away (SPEC-DECISIONS 3). When the shell (or the next status) replaces it,
 * focus moves to the same place there (focus-handoff.ts).
 */
export function StatusPage({ children }: { children: ReactNode }) {
  const page = useRef<HTMLDivElement>(null);
  useFocusHandoff(page);
  return (
    <div ref={page}>
      <SkipLink />
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          alignContent: 'center',
          gap: 3,
          p: 3,
          '&:focus': { outline: 'none' },
        }}
      >
        {children}
        <CrisisSupportLink />
      </Box>
    </div>
  );
}

/**
 * While the shell downloads and GET /api/me is pending: a spinner and a status message for screen readers.
 * Light on purpose: the shell gate shows it too, before the shell's chunk arrives.
 */
export function SessionChecking() {
  return (
    <StatusPage>
      <CircularProgress aria-hidden="true" />
      <Typography role="status">Checking your session…</Typography>
    </StatusPage>
  );
}
