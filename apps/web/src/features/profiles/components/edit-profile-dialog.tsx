import { useId, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { VeteranProfile } from '@waypoint/shared';
import { ProfileForm } from '../form/profile-form';
import type { ProfileFormOutput } from '../form/profile-form-values';
import { toFormValues } from '../form/profile-form-values';

interface EditProfileDialogProps {
  open: boolean;
  profile: VeteranProfile;
  onClose: () => void;
  /** Saves for real (decision 013 §5); a rejection keeps the dialog open with the input. */
  onSave: (output: ProfileFormOutput) => Promise<void>;
}

export function EditProfileDialog({ open, profile, onClose, onSave }: EditProfileDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [saving, setSaving] = useState(false);

  const save = async (output: ProfileFormOutput) => {
    setSaving(true);
    try {
      await onSave(output);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      // Closing mid-save would hide the outcome; Cancel is disabled then as well.
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId} component="h2">
        Edit profile
      </DialogTitle>
      <DialogContent>
        {/* Mounted only while open, so every opening starts from the stored profile. */}
        {open && (
          <ProfileForm
            mode="edit"
            defaultValues={toFormValues(profile)}
            onSubmit={save}
            onCancel={onClose}
            focusFirstField
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
