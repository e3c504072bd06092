import { useState } from 'react';
import type { VaultDocument } from '@waypoint/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { readApiError } from '../../../lib/api-error';
import { useDeleteDocumentMutation } from '../api/delete-document';

export const DELETE_TEXTS = {
  title: 'Delete this document?',
  body: (name: string) =>
    `${name} and every share link to it will be deleted. This cannot be undone: download it first if you need a copy.`,
  confirm: 'Delete document',
  busy: 'Deleting…',
  failed: 'We could not delete the document. Please try again.',
} as const;

interface Props {
  document: VaultDocument;
  open: boolean;
  onClose: () => void;
}

export function DeleteDocumentDialog({ document: item, open, onClose }: Props) {
  const [remove, { isLoading }] = useDeleteDocumentMutation();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await remove(item.id).unwrap();
      onClose();
    } catch (failure) {
      // Already gone (deleted in another tab): nothing left to confirm.
      if (readApiError(failure, DELETE_TEXTS.failed).status === 404) onClose();
      else setError(DELETE_TEXTS.failed);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={DELETE_TEXTS.title}
      description={DELETE_TEXTS.body(item.name)}
      confirmLabel={DELETE_TEXTS.confirm}
      busyLabel={DELETE_TEXTS.busy}
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
