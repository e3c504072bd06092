import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { CrisisSupportLink } from '../../components/public-frame/crisis-support-link';

function StatusPage({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      id="main-content"
      tabIndex={-1}
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 3, p: 3 }}
    >
      {children}
      {/* Crisis help stays one click away, even while the session is checked (SPEC-DECISIONS 3). */}
      <CrisisSupportLink />
    </Box>
  );
}

/** While GET /api/me is pending: a spinner and a status message for screen readers. */
export function SessionChecking() {
  return (
    <StatusPage>
      <CircularProgress aria-hidden="true" />
      <Typography role="status">Checking your session…</Typography>
    </StatusPage>
  );
}

/** The check failed for another reason than "signed out" (network, server down): do not sign out, retry. */
export function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPage>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        We could not check your session. Please try again.
      </Alert>
    </StatusPage>
  );
}
