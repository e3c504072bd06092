import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_MESSAGES } from '@waypoint/shared/notifications/notification-messages';
import { useGetNotificationSettingsQuery } from './api/get-notification-settings';
import { PreviewSection } from './components/preview-section';
import { PreferencesForm } from './form/preferences-form';

/**
 * /notifications (spec §2 "Notification preferences"): digest, channels, quiet hours and emergency settings, Save,
 * and Send preview; every message Waypoint sends follows them.
 */
export default function NotificationsPage() {
  const settings = useGetNotificationSettingsQuery();

  let body;
  if (settings.data) {
    body = (
      <Stack spacing={4} divider={<Divider flexItem />}>
        {!settings.data.saved && (
          <Alert severity="info" role="note">
            These are the default settings. They apply until you save your own.
          </Alert>
        )}
        <PreferencesForm settings={settings.data} />
        <PreviewSection />
      </Stack>
    );
  } else if (settings.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void settings.refetch()}>
            Retry
          </Button>
        }
      >
        {NOTIFICATION_MESSAGES.loadFailed}
      </Alert>
    );
  } else {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading your notification settings" />
      </Box>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1">
        Notification Settings
      </Typography>
      <Typography color="text.secondary">
        Choose what reaches you, how, and when. Every message Waypoint sends follows these settings.
      </Typography>
      {body}
    </Stack>
  );
}
