import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export const CONFIRM_DIALOG_CANCEL = 'Cancel';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, naming what goes ("Delete this post?"); the dialog's accessible name. */
  title: string;
  /** What the action does and whether it can be undone; read out with the title as the dialog opens. */
  description: ReactNode;
  /** The destructive button: a verb and what it acts on ("Delete post", "Revoke share"). */
  confirmLabel: string;
  /** The destructive button while the action runs ("Deleting…"). */
  busyLabel?: string;
  cancelLabel?: string;
  /** While the action runs: both buttons wait, and Escape or the backdrop cannot close the dialog. */
  busy?: boolean;
  /** Why the last attempt failed; the dialog stays open to try again or cancel. */
  error?: string | null;
  /** Cancel, Escape and the backdrop: nothing happens. */
  onCancel: () => void;
  /** The action. Not needed when the content is a form (`onSubmit`). */
  onConfirm?: () => void;
  /** Makes the content and buttons one form (a password to confirm): the destructive button submits it. */
  onSubmit?: (event: FormEvent) => void;
  /** The destructive button is unavailable (what it needs has not loaded). */
  confirmDisabled?: boolean;
  confirmRef?: Ref<HTMLButtonElement>;
  /**
   * Cancel takes focus as the dialog opens (the safe choice: Enter does no harm). False when the content has a
   * field that takes focus itself.
   */
  focusCancel?: boolean;
  /** Fills the screen on a phone (long content such as the list of what an account deletion erases). */
  fullScreenOnPhones?: boolean;
  /** More under the description: a list of what goes, a field. */
  children?: ReactNode;
}

/**
 * The one confirmation every destructive action asks first (decision 038): a modal with the question as its
 * labelled title, what happens as its description, Cancel focused, Escape cancelling, and a destructive button
 * that names the action. The caller runs the action and reports `busy` and `error`; the dialog shows both.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel = CONFIRM_DIALOG_CANCEL,
  busy = false,
  error = null,
  onCancel,
  onConfirm,
  onSubmit,
  confirmDisabled = false,
  confirmRef,
  focusCancel = true,
  fullScreenOnPhones = false,
  children,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const body = (
    <>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText id={descriptionId} component="div">
          {description}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice is focused as a confirmation opens */}
        <Button onClick={onCancel} disabled={busy} autoFocus={focusCancel}>
          {cancelLabel}
        </Button>
        <Button
          ref={confirmRef}
          type={onSubmit ? 'submit' : 'button'}
          color="error"
          variant="contained"
          disabled={busy || confirmDisabled}
          onClick={onSubmit ? undefined : onConfirm}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullScreen={fullScreenOnPhones && phone}
      fullWidth={fullScreenOnPhones}
      maxWidth="sm"
    >
      <DialogTitle id={titleId} component="h2">
        {title}
      </DialogTitle>
      {onSubmit ? (
        <Box component="form" aria-labelledby={titleId} aria-busy={busy} noValidate onSubmit={onSubmit}>
          {body}
        </Box>
      ) : (
        body
      )}
    </Dialog>
  );
}
