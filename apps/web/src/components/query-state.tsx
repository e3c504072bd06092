import { useDeferredValue, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { readApiError, type ApiErrorData } from '../lib/api-error';

/** What the component reads of an RTK Query hook's result; `null` data is an answer that holds nothing. */
export interface QueryStateResult<T> {
  data?: T | null;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  result: QueryStateResult<T>;
  /** Names the wait: the progress indicator's label, or the text beside it. */
  loadingLabel: string;
  /** `spinner`: a centred, labelled spinner (the default); `text`: a small spinner beside the label. */
  loadingVariant?: 'spinner' | 'text';
  /** The page's shared message for a failure, or its reading of the API's error (status, code, message). */
  errorMessage: string | ((failure: ApiErrorData) => string);
  /**
   * The alert's action for a failure that a retry cannot mend (a sign-in link when signed out); `null` for
   * none, `undefined` for the retry button.
   */
  errorAction?: (failure: ApiErrorData) => ReactNode;
  retryLabel?: string;
  /** The retry's accessible name where a page can hold more than one (`Retry loading saved jobs`). */
  retryName?: string;
  /** An answer with nothing to show (an empty list); `null` data always is. */
  isEmpty?: (data: T) => boolean;
  /** What an empty answer shows: a text (in the secondary colour) or the page's own content. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * An answer as a page shows it: the first one at a deferred priority, in slices between which the browser stays
 * responsive (decision 051). A store update renders at once and in one piece otherwise, and a page drawn whole from
 * its answer (the benefits, a job list) held the main thread for hundreds of milliseconds on a phone; until then
 * it reads undefined, so the wait stays on screen. An answer already there when the page opens comes at once, and
 * so do later changes (an edit applied at once). What appears beside `QueryState` with the same answer reads it
 * here too, so both come in the same frame.
 */
export function useFirstAnswer<T>(data: T | undefined): T | undefined {
  const arrived = useDeferredValue(data !== undefined);
  return arrived ? data : undefined;
}

/**
 * The one way a page shows what it loads: the answer once there is one (kept on screen while it refreshes, even
 * if the refresh fails), else the failure with the page's message and a retry, else a labelled wait.
 */
export function QueryState<T>({
  result,
  loadingLabel,
  loadingVariant = 'spinner',
  errorMessage,
  errorAction,
  retryLabel = 'Retry',
  retryName,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>): ReactNode {
  const data = useFirstAnswer(result.data);
  if (data === null || (data !== undefined && isEmpty?.(data))) {
    return typeof empty === 'string' ? <Typography color="text.secondary">{empty}</Typography> : empty;
  }
  if (data !== undefined) return children(data);

  if (result.isError) {
    const fallback = typeof errorMessage === 'string' ? errorMessage : '';
    const failure = readApiError(result.error, fallback);
    const action = errorAction?.(failure);
    return (
      <Alert
        severity="error"
        action={
          action === undefined ? (
            <Button color="inherit" aria-label={retryName} onClick={() => void result.refetch()}>
              {retryLabel}
            </Button>
          ) : (
            action
          )
        }
      >
        {typeof errorMessage === 'string' ? errorMessage : errorMessage(failure)}
      </Alert>
    );
  }

  return <LoadingState label={loadingLabel} variant={loadingVariant} />;
}

/**
 * A labelled wait in a status region: a centred spinner named by the label (`spinner`), or a small spinner, which
 * screen readers skip, beside the label as text (`text`). Also the fallback while a section's code downloads.
 */
export function LoadingState({
  label,
  variant = 'spinner',
}: {
  label: string;
  variant?: 'spinner' | 'text';
}) {
  if (variant === 'text') {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{label}</Typography>
      </Stack>
    );
  }
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** An `errorAction` for pages that can outlive the session: a 401 offers sign-in, not a retry that fails again. */
export function signInWhenSignedOut(failure: ApiErrorData): ReactNode {
  if (failure.status !== 401) return undefined;
  return (
    <Button color="inherit" component={RouterLink} to="/signin">
      Sign in
    </Button>
  );
}
