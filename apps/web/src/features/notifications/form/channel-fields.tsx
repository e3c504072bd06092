import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ChannelStatus } from '@waypoint/shared/notifications/notification-preferences';
import { FormSection } from '../../../components/form-section';
import { PreferenceToggle } from './preference-toggle';
import type { PreferencesFormValues } from './preferences-form-values';
import type { PushNote } from '../push/push-note';

/** What each channel really does on this server: the screen never pretends (issue: unconfigured channels say so). */
export const CHANNEL_STATUS_TEXT = {
  email: {
    smtp: 'E-mail is sent to the address you sign in with.',
    outbox:
      "E-mail is kept in the server's outbox: no mail server is configured, so nothing reaches your inbox.",
  },
  sms: {
    configured: 'Text messages go to the phone number on your profile.',
    sandbox: 'Text messages are in sandbox mode: nothing is sent.',
  },
  push: {
    configured: 'Push notifications appear on this device once you allow them in your browser.',
    'not-configured':
      'Push is not configured on this server: notifications appear in the notification centre (the bell) only.',
  },
} as const;

interface ChannelFieldsProps {
  status: ChannelStatus;
  /** What happened to this browser's push subscription at the last save, if anything needs saying. */
  pushNote: PushNote | null;
}

function SmsFields({ status }: { status: ChannelStatus }) {
  const { setValue } = useFormContext<PreferencesFormValues>();
  const [sms, consent] = useWatch<PreferencesFormValues, ['sms', 'smsConsent']>({
    name: ['sms', 'smsConsent'],
  });
  const canTurnOn = status.phoneOnProfile && consent;
  const why = !status.phoneOnProfile ? (
    <>
      Add a mobile phone number to{' '}
      <Link component={RouterLink} to="/profile">
        your profile
      </Link>{' '}
      to turn on text messages.
    </>
  ) : !consent ? (
    'Tick the consent box above to turn on text messages.'
  ) : null;
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <PreferenceToggle
        kind="checkbox"
        name="smsConsent"
        label="Waypoint may send me text messages at the phone number on my profile. Message and data rates may apply."
        // Withdrawing consent turns text messages off with it.
        onToggle={(checked) => {
          if (!checked) setValue('sms', false, { shouldDirty: true });
        }}
      />
      <PreferenceToggle
        name="sms"
        label="Text messages (SMS)"
        // Only turning on needs the phone and the consent: a channel that is on can always be turned off.
        disabled={!sms && !canTurnOn}
        description={
          <>
            {why && <>{why} </>}
            {CHANNEL_STATUS_TEXT.sms[status.sms]}
          </>
        }
      />
    </Box>
  );
}

/** E-mail, text messages and push, each with how this server really delivers it. */
export function ChannelFields({ status, pushNote }: ChannelFieldsProps) {
  return (
    <FormSection legend="Channels">
      <Box sx={{ gridColumn: '1 / -1' }}>
        <PreferenceToggle name="email" label="E-mail" description={CHANNEL_STATUS_TEXT.email[status.email]} />
        <PreferenceToggle
          kind="checkbox"
          name="documentEmails"
          label="Document vault e-mails"
          description="E-mails about your document vault as things happen. The unsubscribe link in one turns off these alone."
        />
      </Box>
      <SmsFields status={status} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <PreferenceToggle
          name="push"
          label="Push notifications"
          description={
            <>
              {CHANNEL_STATUS_TEXT.push[status.push]}
              {pushNote && <> {pushNote.text}</>}
            </>
          }
        />
      </Box>
    </FormSection>
  );
}
