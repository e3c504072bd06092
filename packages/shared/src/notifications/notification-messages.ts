/**
 * The notification settings' choices and the spec's messages, without zod, so the screen can show them before it
 * loads the schema (`./notification-preferences`).
 */
/** The spec's digest frequencies, in its order. */
export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

export const NOTIFICATION_CHANNELS = ['email', 'sms', 'push'] as const;
export type NotificationChannelName = (typeof NOTIFICATION_CHANNELS)[number];

/** The spec's Notifications messages, verbatim. */
export const NOTIFICATION_MESSAGES = {
  loadFailed: 'We could not load your notification settings. Please try again later.',
  saveFailed: 'We could not save your notification preferences. Please try again.',
  previewFailed: 'Preview failed to send. Try again later.',
  previewSent: 'Preview sent to your primary channel.',
  saved: 'Notification preferences saved.',
  timeFormat: 'Enter a time as HH:MM, from 00:00 to 23:59.',
  quietHoursEqual: 'Quiet hours must start and end at different times.',
  timeZone: 'Choose a time zone from the list.',
  smsNeedsPhone: 'Add a mobile phone number to your profile before turning on text messages.',
  smsNeedsConsent: 'Confirm that Waypoint may send you text messages before turning them on.',
} as const;
