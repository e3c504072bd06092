import { describe, expect, it } from 'vitest';
import { defaultNotificationPreferences } from '@waypoint/shared/notifications/notification-preferences';
import {
  fieldForPath,
  formFieldErrors,
  loadPreferencesFormSchema,
  toFormValues,
  toPreferences,
} from './preferences-form-values';

describe('preferences form values', () => {
  it('round-trips the preferences through the flat fields', () => {
    const preferences = defaultNotificationPreferences('Europe/Berlin');
    expect(toPreferences(toFormValues(preferences))).toEqual(preferences);
  });

  it('puts the API’s field paths on the screen’s fields', () => {
    expect(
      formFieldErrors({ 'quietHours.end': 'Different times', 'channels.sms': 'Phone', other: 'x' }),
    ).toEqual({
      quietEnd: 'Different times',
      sms: 'Phone',
    });
    expect(fieldForPath('quietHours')).toBe('quietEnd');
    expect(fieldForPath('nothing')).toBeUndefined();
  });

  it('checks with the shared schema and names the fields in error', async () => {
    const preferencesFormSchema = await loadPreferencesFormSchema();
    const values = {
      ...toFormValues(defaultNotificationPreferences()),
      quietStart: '22:00',
      quietEnd: '22:00',
    };
    const result = await preferencesFormSchema['~standard'].validate(toPreferences(values));
    expect(result.issues).toEqual([
      { message: 'Quiet hours must start and end at different times.', path: ['quietEnd'] },
    ]);
    const bad = {
      ...toFormValues(defaultNotificationPreferences()),
      quietStart: '25:00',
      timeZone: 'Mars/Base',
    };
    const second = await preferencesFormSchema['~standard'].validate(toPreferences(bad));
    expect(second.issues?.map((issue) => issue.path)).toEqual([['quietStart'], ['timeZone']]);
  });
});
