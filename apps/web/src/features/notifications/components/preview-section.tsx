import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_MESSAGES } from '@waypoint/shared/notifications/notification-messages';
import { useSendNotificationPreviewMutation } from '../api/send-notification-preview';

/**
 * "Send preview" (spec §4 Notifications: idle, success, error; disabled after success). The sample goes out with the
 * saved settings, through the primary channel, and lands in the notification centre too.
 */
export function PreviewSection() {
  const [sendPreview, { isLoading, isSuccess, isError }] = useSendNotificationPreviewMutation();
  const outcome = useRef<HTMLDivElement>(null);

  // The button is disabled after a success, which drops focus: the outcome takes it, so keyboard users keep a place.
  useEffect(() => {
    if (isSuccess) outcome.current?.focus();
  }, [isSuccess]);

  return (
    <Box component="section" aria-labelledby="preview-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="preview-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Preview
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Sends a sample notification to your primary channel with your saved settings.
      </Typography>
      <Box>
        <Button
          variant="outlined"
          onClick={() =>
            void sendPreview()
              .unwrap()
              .catch(() => undefined)
          }
          disabled={isLoading || isSuccess}
        >
          {isLoading ? 'Sending preview…' : 'Send preview'}
        </Button>
      </Box>
      <div ref={outcome} tabIndex={-1}>
        {isSuccess && (
          <Alert severity="success" role="status">
            {NOTIFICATION_MESSAGES.previewSent}
          </Alert>
        )}
        {isError && <Alert severity="error">{NOTIFICATION_MESSAGES.previewFailed}</Alert>}
      </div>
    </Box>
  );
}
