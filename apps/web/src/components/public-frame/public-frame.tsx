import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ActionLink } from './action-link';
import { BrandLink } from './brand-link';
import { CrisisSupportLink } from './crisis-support-link';
import { LegalLine } from './legal-line';
import { useFocusHandoff } from '../focus-handoff';
import { SkipLink } from '../skip-link';
import { useSignedIn } from './use-signed-in';

interface PublicFrameProps {
  children: ReactNode;
}

/** The light layout of public pages other than the landing page: crisis help signed out, privacy, terms. */
export function PublicFrame({ children }: PublicFrameProps) {
  const signedIn = useSignedIn();
  // A Tab pressed on the loading page carries over (its skip link to this one's).
  const frame = useRef<HTMLDivElement>(null);
  useFocusHandoff(frame, { handsOver: false });
  return (
    <Box ref={frame} sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}>
          <BrandLink />
          <Box
            component="nav"
            aria-label="Site"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}
          >
            <CrisisSupportLink />
            {signedIn ? (
              <ActionLink to="/dashboard" variant="outlined">
                Dashboard
              </ActionLink>
            ) : (
              <ActionLink to="/signin" variant="outlined">
                Sign In
              </ActionLink>
            )}
          </Box>
        </Container>
      </Box>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, py: { xs: 3, md: 5 }, '&:focus': { outline: 'none' } }}
      >
        <Container maxWidth="lg">{children}</Container>
      </Box>
      <Box
        component="footer"
        sx={{ py: 3, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
      >
        <Container>
          <LegalLine />
        </Container>
      </Box>
    </Box>
  );
}
