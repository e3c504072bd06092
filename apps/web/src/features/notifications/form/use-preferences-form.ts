import { useState } from 'react';
import { NOTIFICATION_MESSAGES } from '@waypoint/shared/notifications/notification-messages';
import type {
  NotificationPreferences,
  NotificationSettingsResponse,
} from '@waypoint/shared/notifications/notification-preferences';
import { readApiError } from '../../../lib/api-error';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSaveNotificationPreferencesMutation } from '../api/save-notification-preferences';
import { usePushSubscriptionSync } from '../push/use-push-subscription-sync';
import {
  formFieldErrors,
  loadPreferencesFormSchema,
  toFormValues,
  toPreferences,
  type PreferencesFormValues,
} from './preferences-form-values';
import { browserTimeZone } from '../../../lib/browser-time-zone';

/** The starting values: the saved preferences, or the defaults in this browser's time zone for a new user. */
function startingValues({ preferences, saved }: NotificationSettingsResponse): PreferencesFormValues {
  const values = toFormValues(preferences);
  return saved ? values : { ...values, timeZone: browserTimeZone() ?? values.timeZone };
}

/**
 * The settings form on the form recipe: the shared schema checks it, `PUT` saves the whole set, the server's field
 * messages (by path) land on the screen's fields, and this browser's push subscription follows the saved switch.
 */
export function usePreferencesForm(settings: NotificationSettingsResponse) {
  const [savePreferences] = useSaveNotificationPreferencesMutation();
  const push = usePushSubscriptionSync();
  const [saved, setSaved] = useState(false);

  const form = useSchemaForm<PreferencesFormValues, NotificationPreferences>({
    defaultValues: startingValues(settings),
    // Loaded when the form is first focused or sent, keeping zod out of the page's first download.
    schema: loadPreferencesFormSchema,
    toInput: toPreferences,
    async onSubmit(preferences, self) {
      setSaved(false);
      // Before any await: a permission prompt needs the Save click's gesture.
      const afterSave = push.begin(preferences.channels.push, settings.channelStatus);
      try {
        const answer = await savePreferences(preferences).unwrap();
        self.methods.reset(toFormValues(answer.preferences));
      } catch (error) {
        const read = readApiError(error, NOTIFICATION_MESSAGES.saveFailed);
        throw { ...read, ...(read.fieldErrors && { fieldErrors: formFieldErrors(read.fieldErrors) }) };
      }
      setSaved(true);
      void afterSave();
    },
    // Field messages say what to change; any other failure is the spec's save message.
    failureMessage: (error) =>
      error.fieldErrors && Object.keys(error.fieldErrors).length > 0
        ? null
        : NOTIFICATION_MESSAGES.saveFailed,
  });

  return { form, saved, pushNote: push.note };
}
