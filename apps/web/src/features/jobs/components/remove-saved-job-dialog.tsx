import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { readApiError } from '../../../lib/api-error';
import { useGetSavedJobsQuery } from '../../../stores/saved-jobs/saved-jobs-api';
import { useUnsaveJobMutation } from '../api/unsave-job';

export const REMOVE_SAVED_JOB_TEXTS = {
  title: 'Remove this job from your saved jobs?',
  body: (title: string, hasNote: boolean) =>
    `${title} leaves your saved jobs${hasNote ? ', and your note on it is deleted' : ''}. You can save it again while it is posted.`,
  confirm: 'Remove job',
  busy: 'Removing…',
  failed: 'We could not remove the job. Please try again.',
} as const;

interface RemoveSavedJobDialogProps {
  /** The job asked about; it stays named while the dialog fades out. */
  job: { id: string; title: string } | null;
  open: boolean;
  onClose: () => void;
}

/** Asks before a saved job, and the note on it, go. */
export function RemoveSavedJobDialog({ job, open, onClose }: RemoveSavedJobDialogProps) {
  const [unsave, { isLoading }] = useUnsaveJobMutation();
  const [error, setError] = useState<string | null>(null);
  // The note, from the saved list the page already has.
  const { note } = useGetSavedJobsQuery(undefined, {
    selectFromResult: ({ data }) => ({
      note: data?.savedJobs.find((saved) => saved.job.id === job?.id)?.note ?? null,
    }),
  });
  const confirm = async () => {
    if (!job) return;
    setError(null);
    try {
      await unsave(job.id).unwrap();
      onClose();
    } catch (failure) {
      setError(readApiError(failure, REMOVE_SAVED_JOB_TEXTS.failed).message);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={REMOVE_SAVED_JOB_TEXTS.title}
      description={REMOVE_SAVED_JOB_TEXTS.body(job?.title ?? '', Boolean(note?.trim()))}
      confirmLabel={REMOVE_SAVED_JOB_TEXTS.confirm}
      busyLabel={REMOVE_SAVED_JOB_TEXTS.busy}
      busy={isLoading}
      error={error}
      onCancel={() => {
        setError(null);
        onClose();
      }}
      onConfirm={() => void confirm()}
    />
  );
}
