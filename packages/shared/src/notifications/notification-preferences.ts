import { z } from 'zod';
import { timeZoneField } from '../core/time-zone';
import { DIGEST_FREQUENCIES, NOTIFICATION_MESSAGES } from './notification-messages';

export * from './notification-messages';

/** 24-hour `HH:MM`. */
export const timeOfDay = z
  .string({ error: NOTIFICATION_MESSAGES.timeFormat })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: NOTIFICATION_MESSAGES.timeFormat });

const timeZoneSchema = timeZoneField(NOTIFICATION_MESSAGES.timeZone);

const digestSchema = z.strictObject({
  frequency: z.enum(DIGEST_FREQUENCIES, { error: 'Choose daily, weekly or monthly.' }),
  includeBenefits: z.boolean(),
  includeCommunity: z.boolean(),
  includeCareer: z.boolean(),
});

const channelsSchema = z.strictObject({ email: z.boolean(), sms: z.boolean(), push: z.boolean() });

const quietHoursSchema = z
  .strictObject({ enabled: z.boolean(), start: timeOfDay, end: timeOfDay })
  .refine((quiet) => quiet.start !== quiet.end, {
    error: NOTIFICATION_MESSAGES.quietHoursEqual,
    path: ['end'],
  });

const emergenciesSchema = z.strictObject({ crisisAlerts: z.boolean(), facilityClosures: z.boolean() });

/** The spec's entity, plus the user's time zone (quiet hours are the user's night) and the SMS consent. */
export const notificationPreferencesSchema = z.strictObject({
  digest: digestSchema,
  channels: channelsSchema,
  quietHours: quietHoursSchema,
  emergencies: emergenciesSchema,
  /** E-mails about the document vault as they happen; the unsubscribe link in one turns off these alone. */
  documentEmails: z.boolean(),
  timeZone: timeZoneSchema,
  /** The user ticked "Waypoint may text me"; required before `channels.sms` can be on. */
  smsConsent: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The spec's defaults ("weekly digest with all includes on; email and push on, SMS off; quiet hours 21:00 to
 * 07:00, disabled; crisis alerts and facility closures on"). The zone is the browser's until the user saves. */
export function defaultNotificationPreferences(timeZone = 'America/New_York'): NotificationPreferences {
  return {
    digest: { frequency: 'weekly', includeBenefits: true, includeCommunity: true, includeCareer: true },
    channels: { email: true, sms: false, push: true },
    quietHours: { enabled: false, start: '21:00', end: '07:00' },
    emergencies: { crisisAlerts: true, facilityClosures: true },
    documentEmails: true,
    timeZone,
    smsConsent: false,
  };
}

/**
 * How each channel is really delivered on this server, so the screen says so instead of pretending:
 * e-mail goes out by SMTP or is only kept in the server's outbox; SMS and push are configured or record what would
 * have been sent (sandbox).
 */
export const channelStatusSchema = z.strictObject({
  email: z.enum(['smtp', 'outbox']),
  sms: z.enum(['configured', 'sandbox']),
  push: z.enum(['configured', 'not-configured']),
  /** The VAPID public key browsers subscribe with, when push is configured. */
  pushPublicKey: z.string().nullable(),
  /** The user's profile has a phone number SMS could go to. */
  phoneOnProfile: z.boolean(),
});
export type ChannelStatus = z.infer<typeof channelStatusSchema>;

/** `GET` and `PUT /api/notification-preferences` answer with this. */
export const notificationSettingsResponseSchema = z.strictObject({
  preferences: notificationPreferencesSchema,
  /** False until the user first saves: the preferences are then the defaults. */
  saved: z.boolean(),
  channelStatus: channelStatusSchema,
});
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;

/** `POST /api/notification-preferences/preview` answers with this on success. */
export const notificationPreviewResponseSchema = z.strictObject({
  channel: z.enum(['email', 'sms', 'push', 'in-app']),
  message: z.string(),
});
export type NotificationPreviewResponse = z.infer<typeof notificationPreviewResponseSchema>;
