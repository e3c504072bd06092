import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_MESSAGES } from '@waypoint/shared/notifications/notification-messages';
import { QueryState } from '../../components/query-state';
import { useGetNotificationSettingsQuery } from './api/get-notification-settings';
import { NOTIFICATIONS_TEXTS } from './notifications-texts';
import { PreviewSection } from './components/preview-section';
import { PreferencesForm } from './form/preferences-form';

/**
 * /notifications (spec §2 "Notification preferences"): digest, channels, quiet hours and emergency settings, Save,
 * and Send preview; every message Waypoint sends follows them.
 */
export default function NotificationsPage() {
  const settings = useGetNotificationSettingsQuery();

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1">
        Notification Settings
      </Typography>
      <Typography color="text.secondary">{NOTIFICATIONS_TEXTS.intro}</Typography>
      <QueryState
        result={settings}
        loadingLabel="Loading your notification settings"
        errorMessage={NOTIFICATION_MESSAGES.loadFailed}
      >
        {(data) => (
          <Stack spacing={4} divider={<Divider flexItem />}>
            {!data.saved && (
              <Alert severity="info" role="note">
                These are the default settings. They apply until you save your own.
              </Alert>
            )}
            <PreferencesForm settings={data} />
            <PreviewSection />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
