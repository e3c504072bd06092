import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { TargetCareer } from '@waypoint/shared/plan/career-targets';

export interface ReplaceTargetDialogProps {
  open: boolean;
  /** The occupation the veteran wants to add. */
  title: string;
  targets: readonly TargetCareer[];
  busy: boolean;
  onReplace: (soc: string) => void;
  onCancel: () => void;
}

/** A third target: the veteran chooses which of the two it replaces, or keeps both (Cancel, focused). */
export function ReplaceTargetDialog({
  open,
  title,
  targets,
  busy,
  onReplace,
  onCancel,
}: ReplaceTargetDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth="sm"
    >
      <DialogTitle id={titleId} component="h2">
        Replace a target career?
      </DialogTitle>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText id={descriptionId}>
          Your plan works toward at most two careers. Which one should {title} replace?
        </DialogContentText>
        <Stack spacing={1} sx={{ mt: 2 }}>
          {targets.map((target) => (
            <Button key={target.soc} variant="outlined" disabled={busy} onClick={() => onReplace(target.soc)}>
              Replace {target.title}
            </Button>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- keeping both targets is the safe choice */}
        <Button onClick={onCancel} disabled={busy} autoFocus>
          Keep my targets
        </Button>
      </DialogActions>
    </Dialog>
  );
}
