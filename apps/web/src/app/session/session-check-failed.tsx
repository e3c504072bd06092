import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { StatusPage } from './status-page';

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
