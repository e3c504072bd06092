import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  SAVED_JOB_STATUSES,
  SAVED_JOB_STATUS_LABELS,
  type SavedJobStatus,
} from '@waypoint/shared/jobs/jobs-limits';
import { TextInput } from '../../../components/text-input';
import { readApiError } from '../../../lib/api-error';
import { useUpdateSavedJobMutation } from '../api/update-saved-job';

export const STATUS_TEXTS = {
  saved: 'Status saved.',
  failed: 'We could not save the status. Please try again.',
} as const;

/** Where the user is with a saved job (saved, applied, interviewing, offer, closed), saved as soon as chosen. */
export function SavedJobStatusField({
  jobId,
  title,
  status,
}: {
  jobId: string;
  title: string;
  status: SavedJobStatus;
}) {
  const [update, { isLoading }] = useUpdateSavedJobMutation();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const choose = async (next: SavedJobStatus) => {
    setMessage(null);
    try {
      await update({ jobId, status: next }).unwrap();
      setMessage({ text: STATUS_TEXTS.saved, error: false });
    } catch (failure) {
      setMessage({ text: readApiError(failure, STATUS_TEXTS.failed).message, error: true });
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} sx={{ mt: 1 }}>
      <TextInput
        select
        size="small"
        label={`Status of ${title}`}
        value={status}
        disabled={isLoading}
        onChange={(event) => void choose(event.target.value as SavedJobStatus)}
      >
        {SAVED_JOB_STATUSES.map((value) => (
          <option key={value} value={value}>
            {SAVED_JOB_STATUS_LABELS[value]}
          </option>
        ))}
      </TextInput>
      <Typography role="status" variant="body2" color={message?.error ? 'error' : 'success.main'}>
        {message?.text ?? ''}
      </Typography>
    </Stack>
  );
}
