import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { ResumeSummary } from '@waypoint/shared/resume/resume-http';
import { TextInput } from '../../../components/text-input';

interface ResumePickerProps {
  resumes: readonly ResumeSummary[];
  selectedId: string;
  onSelect: (id: string) => void;
  onCreate: () => void;
  onDelete: (id: string) => void;
  busy: boolean;
  /** Beside "New resume": starting one from a JSON Resume file. */
  importButton: ReactNode;
}

/** The user's saved resumes: open one, start another, delete the open one (after asking). */
export function ResumePicker({
  resumes,
  selectedId,
  onSelect,
  onCreate,
  onDelete,
  busy,
  importButton,
}: ResumePickerProps) {
  const [confirming, setConfirming] = useState(false);
  const selected = resumes.find((resume) => resume.id === selectedId);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextInput
        select
        size="small"
        label="Open a resume"
        value={selected ? selectedId : ''}
        onChange={(event) => onSelect(event.target.value)}
        sx={{ minWidth: 240 }}
      >
        {resumes.map((resume) => (
          <option key={resume.id} value={resume.id}>
            {resume.name}
          </option>
        ))}
      </TextInput>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={onCreate} disabled={busy}>
        New resume
      </Button>
      {importButton}
      {selected && (
        <Button color="error" onClick={() => setConfirming(true)} disabled={busy}>
          Delete this resume
        </Button>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="delete-resume-title">
        <DialogTitle id="delete-resume-title">Delete “{selected?.name}”?</DialogTitle>
        <DialogContent>
          <DialogContentText>The resume is deleted for good. Your other resumes stay.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              if (selected) onDelete(selected.id);
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
