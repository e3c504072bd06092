import { useId, useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DOCUMENT_ACCEPT, DOCUMENT_MESSAGES, formatFileSize } from '@waypoint/shared';
import { readApiError } from '../../../lib/api-error';
import { useUploadDocumentMutation } from '../api/upload-document';
import { VAULT_TEXTS } from '../documents-texts';

interface UploadZoneProps {
  maxFileBytes: number;
  full: boolean;
}

/**
 * The drop zone and the file picker: a drop or a choice uploads at once. The drop zone itself works by keyboard
 * (Enter or Space opens the picker) and the "Choose a file" button does the same. Outcomes are announced in a
 * status region.
 */
export function UploadZone({ maxFileBytes, full }: UploadZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [upload, { isLoading }] = useUploadDocumentMutation();
  const [dragging, setDragging] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File | undefined) => {
    if (!file || isLoading) return;
    setError(null);
    setStatus(VAULT_TEXTS.uploading(file.name));
    try {
      await upload(file).unwrap();
      setStatus(VAULT_TEXTS.uploaded(file.name));
    } catch (failure) {
      const read = readApiError(failure, DOCUMENT_MESSAGES.uploadFailed);
      setStatus('');
      setError(
        read.fieldErrors?.file ? `${DOCUMENT_MESSAGES.uploadFailed} ${read.fieldErrors.file}` : read.message,
      );
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const disabled = full || isLoading;
  const open = () => input.current?.click();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!full) void send(event.dataTransfer.files[0]);
  };

  return (
    <Box component="section" aria-labelledby={`${hintId}-heading`}>
      <Typography id={`${hintId}-heading`} variant="h6" component="h2" gutterBottom>
        {VAULT_TEXTS.uploadHeading}
      </Typography>
      {full && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {VAULT_TEXTS.quotaFull}
        </Alert>
      )}
      {/*
        The drop zone is itself a button: focused by Tab, Enter or Space opens the file picker, so the keyboard
        reaches the same action as a drop. The "Choose a file" button stays below it, outside (never nested).
      */}
      <Box
        role="button"
        tabIndex={0}
        aria-label={VAULT_TEXTS.dropZoneLabel}
        aria-describedby={`${hintId}-how ${hintId}`}
        aria-disabled={disabled || undefined}
        onClick={() => !disabled && open()}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          if (!disabled) open();
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="upload-drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: { xs: 2, sm: 4 },
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Typography>{VAULT_TEXTS.uploadPrompt}</Typography>
        <Typography id={`${hintId}-how`} variant="body2" color="text.secondary">
          {VAULT_TEXTS.dropZoneHow}
        </Typography>
      </Box>
      <Button variant="contained" sx={{ mt: 2 }} disabled={disabled} onClick={open} aria-describedby={hintId}>
        {VAULT_TEXTS.chooseFile}
      </Button>
      <input
        ref={input}
        type="file"
        accept={DOCUMENT_ACCEPT}
        hidden
        aria-label={VAULT_TEXTS.chooseFile}
        onChange={(event) => void send(event.target.files?.[0])}
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {VAULT_TEXTS.uploadHint(formatFileSize(maxFileBytes))}
      </Typography>
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }}>
        {status}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
