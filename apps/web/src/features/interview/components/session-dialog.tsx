import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useGetInterviewSessionQuery } from '../api/get-interview-session';
import { exportTranscriptText, PRINT_WINDOW_BLOCKED, printTranscript } from '../transcript-export';
import { formatSessionDate } from './session-labels';
import { SessionDetails } from './session-details';

export const SESSION_LOAD_FAILED = 'We could not load this session. Please try again.';

interface SessionDialogProps {
  sessionId: string;
  completedAt: string;
  onClose: () => void;
}

/** A saved session to reread, and to export as text or as PDF through the print dialog. */
export function SessionDialog({ sessionId, completedAt, onClose }: SessionDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data: session, isError, refetch } = useGetInterviewSessionQuery(sessionId);
  const [printBlocked, setPrintBlocked] = useState(false);

  let content;
  if (session) content = <SessionDetails session={session} />;
  else if (isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        {SESSION_LOAD_FAILED}
      </Alert>
    );
  } else content = <CircularProgress aria-label="Loading the session" />;

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="session-dialog-title"
    >
      <DialogTitle id="session-dialog-title">Practice session, {formatSessionDate(completedAt)}</DialogTitle>
      <DialogContent dividers tabIndex={0} role="region" aria-label="Session transcript">
        {printBlocked && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {PRINT_WINDOW_BLOCKED}
          </Alert>
        )}
        {content}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button disabled={!session} onClick={() => session && exportTranscriptText(session)}>
          Export as text
        </Button>
        <Button disabled={!session} onClick={() => session && setPrintBlocked(!printTranscript(session))}>
          Save as PDF
        </Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
