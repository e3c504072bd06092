import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RESUME_MESSAGES } from '@waypoint/shared/resume/resume-limits';
import type { ResumeEditor } from '../hooks/use-resume-editor';

const LABELS = {
  saved: 'Saved',
  pending: 'Unsaved changes',
  saving: 'Saving…',
  invalid: 'Not saved: fix the marked fields',
  failed: '',
  conflict: '',
} as const;

/** Autosave's state, announced politely; a failed save or a conflict says what to do. */
export function SaveStatus({ editor }: { editor: ResumeEditor }) {
  const { status } = editor;
  return (
    <Stack spacing={1}>
      <Typography role="status" variant="body2" sx={{ fontWeight: 700, minHeight: '1.5em' }}>
        {LABELS[status]}
      </Typography>
      {status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void editor.retry()}>
              Retry
            </Button>
          }
        >
          {RESUME_MESSAGES.saveFailed}
        </Alert>
      )}
      {status === 'conflict' && (
        <Alert severity="warning">
          <Stack spacing={1}>
            <span>{RESUME_MESSAGES.conflict}</span>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" size="small" onClick={() => void editor.keepMine()}>
                Save my version
              </Button>
              <Button variant="outlined" size="small" onClick={() => void editor.loadTheirs()}>
                Load the other version
              </Button>
            </Stack>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
