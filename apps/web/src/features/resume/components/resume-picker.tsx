import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { ResumeSummary } from '@waypoint/shared/resume/resume-http';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog';
import { TextInput } from '../../../components/text-input';

export const DELETE_RESUME_TEXTS = {
  title: (name: string) => `Delete “${name}”?`,
  body: 'The resume is deleted for good. Your other resumes stay.',
  confirm: 'Delete resume',
} as const;

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
      <LazyConfirmDialog
        open={confirming}
        title={DELETE_RESUME_TEXTS.title(selected?.name ?? '')}
        description={DELETE_RESUME_TEXTS.body}
        confirmLabel={DELETE_RESUME_TEXTS.confirm}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (selected) onDelete(selected.id);
        }}
      />
    </Stack>
  );
}
