import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export function PageLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

interface PageErrorProps {
  message: string;
  /** Signed out: offer sign-in instead of a retry that would fail the same way. */
  signedOut?: boolean;
  onRetry: () => void;
}

export function PageError({ message, signedOut, onRetry }: PageErrorProps) {
  const action = signedOut ? (
    <Button color="inherit" component={RouterLink} to="/signin">
      Sign in
    </Button>
  ) : (
    <Button color="inherit" onClick={onRetry}>
      Retry
    </Button>
  );
  return (
    <Alert severity="error" action={action}>
      {message}
    </Alert>
  );
}
