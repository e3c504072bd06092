import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { StatusPage } from './status-page';

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
