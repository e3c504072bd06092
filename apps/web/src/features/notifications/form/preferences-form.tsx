import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { NOTIFICATION_MESSAGES } from '@waypoint/shared/notifications/notification-messages';
import type { NotificationSettingsResponse } from '@waypoint/shared/notifications/notification-preferences';
import { FormBanner } from '../../../lib/forms/form-banner';
import { SchemaFormProvider } from '../../../lib/forms/schema-form-provider';
import { ChannelFields } from './channel-fields';
import { DigestFields } from './digest-fields';
import { EmergencyFields } from './emergency-fields';
import { QuietHoursFields } from './quiet-hours-fields';
import { usePreferencesForm } from './use-preferences-form';

/** Digest, channels, quiet hours and emergencies, with one Save for all of them. */
export function PreferencesForm({ settings }: { settings: NotificationSettingsResponse }) {
  const { form, saved, pushNote } = usePreferencesForm(settings);
  // Destructured: the submit button's ref must not make the whole form read as a ref during render.
  const { failure, submitting, submitRef, submit } = form;
  return (
    <SchemaFormProvider form={form}>
      <Box component="form" aria-label="Notification preferences" noValidate onSubmit={submit}>
        <Stack spacing={4} divider={<Divider flexItem />}>
          <DigestFields />
          <ChannelFields status={settings.channelStatus} pushNote={pushNote} />
          <QuietHoursFields />
          <EmergencyFields />
          <Stack spacing={2}>
            <FormBanner messages={[failure]} />
            {saved && (
              <Alert severity="success" role="status">
                {NOTIFICATION_MESSAGES.saved}
              </Alert>
            )}
            <Box>
              <Button type="submit" variant="contained" ref={submitRef} disabled={submitting}>
                {submitting ? 'Saving…' : 'Save'}
              </Button>
            </Box>
          </Stack>
        </Stack>
      </Box>
    </SchemaFormProvider>
  );
}
