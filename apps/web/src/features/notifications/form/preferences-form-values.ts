import type {
  DigestFrequency,
  NotificationPreferences,
  notificationPreferencesSchema,
} from '@waypoint/shared/notifications/notification-preferences';
import type { FormSchema, FormSchemaIssue } from '../../../lib/forms/form-schema';

/**
 * The screen's fields, flat (the form recipe binds top-level fields), in the order the screen shows them: the first
 * field in error takes focus.
 */
export interface PreferencesFormValues {
  frequency: DigestFrequency;
  includeBenefits: boolean;
  includeCommunity: boolean;
  includeCareer: boolean;
  email: boolean;
  documentEmails: boolean;
  smsConsent: boolean;
  sms: boolean;
  push: boolean;
  quietEnabled: boolean;
  quietStart: string;
  quietEnd: string;
  timeZone: string;
  crisisAlerts: boolean;
  facilityClosures: boolean;
}

type FieldName = keyof PreferencesFormValues;

/** Each field's path in `NotificationPreferences`, the name the API's `fieldErrors` use. */
export const FIELD_PATHS: Readonly<Record<FieldName, string>> = {
  frequency: 'digest.frequency',
  includeBenefits: 'digest.includeBenefits',
  includeCommunity: 'digest.includeCommunity',
  includeCareer: 'digest.includeCareer',
  email: 'channels.email',
  documentEmails: 'documentEmails',
  smsConsent: 'smsConsent',
  sms: 'channels.sms',
  push: 'channels.push',
  quietEnabled: 'quietHours.enabled',
  quietStart: 'quietHours.start',
  quietEnd: 'quietHours.end',
  timeZone: 'timeZone',
  crisisAlerts: 'emergencies.crisisAlerts',
  facilityClosures: 'emergencies.facilityClosures',
};

const FIELDS_BY_PATH = new Map(
  Object.entries(FIELD_PATHS).map(([field, path]) => [path, field as FieldName]),
);

/**
 * The field a message about `path` belongs on: the field of that path, or the last field inside it (a message about
 * all of `quietHours` goes to its end time).
 */
export function fieldForPath(path: string): FieldName | undefined {
  const exact = FIELDS_BY_PATH.get(path);
  if (exact) return exact;
  const inside = [...FIELDS_BY_PATH].filter(([candidate]) => candidate.startsWith(`${path}.`));
  return inside.at(-1)?.[1];
}

/** The API's `fieldErrors` (by path) as the form's (by field); messages for no field are left out. */
export function formFieldErrors(fieldErrors: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = fieldForPath(path);
    if (field && !(field in errors)) errors[field] = message;
  }
  return errors;
}

export function toFormValues(preferences: NotificationPreferences): PreferencesFormValues {
  const { digest, channels, quietHours, emergencies } = preferences;
  return {
    frequency: digest.frequency,
    includeBenefits: digest.includeBenefits,
    includeCommunity: digest.includeCommunity,
    includeCareer: digest.includeCareer,
    email: channels.email,
    documentEmails: preferences.documentEmails,
    smsConsent: preferences.smsConsent,
    sms: channels.sms,
    push: channels.push,
    quietEnabled: quietHours.enabled,
    quietStart: quietHours.start,
    quietEnd: quietHours.end,
    timeZone: preferences.timeZone,
    crisisAlerts: emergencies.crisisAlerts,
    facilityClosures: emergencies.facilityClosures,
  };
}

export function toPreferences(values: PreferencesFormValues): NotificationPreferences {
  return {
    digest: {
      frequency: values.frequency,
      includeBenefits: values.includeBenefits,
      includeCommunity: values.includeCommunity,
      includeCareer: values.includeCareer,
    },
    channels: { email: values.email, sms: values.sms, push: values.push },
    quietHours: { enabled: values.quietEnabled, start: values.quietStart, end: values.quietEnd },
    emergencies: { crisisAlerts: values.crisisAlerts, facilityClosures: values.facilityClosures },
    documentEmails: values.documentEmails,
    timeZone: values.timeZone,
    smsConsent: values.smsConsent,
  };
}

const pathText = (path: FormSchemaIssue['path']) =>
  (path ?? []).map((part) => String(typeof part === 'object' && part !== null ? part.key : part)).join('.');

/** The shared schema the API validates with, its messages put on the screen's flat fields. */
export const preferencesFormSchema = (
  schema: typeof notificationPreferencesSchema,
): FormSchema<NotificationPreferences> => ({
  '~standard': {
    validate(value) {
      const result = schema.safeParse(value);
      if (result.success) return { value: result.data };
      const issues = result.error.issues.map(({ message, path }) => {
        const field = fieldForPath(pathText(path));
        return field ? { message, path: [field] } : { message };
      });
      return { issues };
    },
  },
});

/** The form's schema, loaded with zod when the form is first used rather than with the page. */
export const loadPreferencesFormSchema = () =>
  import('@waypoint/shared/notifications/notification-preferences').then((module) =>
    preferencesFormSchema(module.notificationPreferencesSchema),
  );
