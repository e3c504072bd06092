import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultNotificationPreferences,
  NOTIFICATION_MESSAGES,
} from '@waypoint/shared/notifications/notification-preferences';
import { makeNotificationList, makeNotificationSettings } from '../../test/fixtures/notifications';
import { renderRoute } from '../../test/render-route';
import { deferredReply, stubApi, type ApiRoutes } from '../../test/stub-api';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

function routes(overrides: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /notification-preferences': { status: 200, body: makeNotificationSettings() },
    'GET /notifications': { status: 200, body: makeNotificationList() },
    ...overrides,
  };
}

async function openSettings(overrides: ApiRoutes = {}) {
  const api = stubApi(routes(overrides));
  const view = renderRoute('/notifications');
  const form = await screen.findByRole('form', { name: 'Notification preferences' });
  return { ...api, ...view, form };
}

const control = (name: string | RegExp) => screen.getByRole('checkbox', { name });
const toggle = (name: string | RegExp) => screen.getByRole('switch', { name });

afterEach(() => vi.unstubAllGlobals());

describe('/notifications settings', () => {
  it('shows a new user the spec’s defaults, in the browser’s time zone', async () => {
    await openSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Notification Settings' })).toBeInTheDocument();
    expect(screen.getByText(/These are the default settings/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Digest frequency' })).toHaveValue('weekly');
    expect(control('Include benefits updates')).toBeChecked();
    expect(control('Include community activity')).toBeChecked();
    expect(control('Include career news (jobs, mentorship, resume)')).toBeChecked();
    expect(toggle('E-mail')).toBeChecked();
    expect(toggle('Text messages (SMS)')).not.toBeChecked();
    expect(toggle('Push notifications')).toBeChecked();
    expect(toggle('Hold notifications during quiet hours')).not.toBeChecked();
    expect(screen.getByLabelText('Quiet hours start')).toHaveValue('21:00');
    expect(screen.getByLabelText('Quiet hours end')).toHaveValue('07:00');
    expect(toggle('Crisis alerts')).toBeChecked();
    expect(toggle('Facility closures')).toBeChecked();
    const zone = screen.getByRole('combobox', { name: 'Your time zone' });
    expect(zone).toHaveValue(BROWSER_ZONE);
    // U.S. zones first, by the names people use; then every other zone.
    const [usZones, allZones] = within(zone).getAllByRole('group');
    expect(usZones).toHaveAttribute('label', 'United States');
    expect(allZones).toHaveAttribute('label', 'All time zones');
    expect(
      within(zone)
        .getAllByRole('option')
        .slice(0, 3)
        .map((option) => option.textContent),
    ).toEqual([
      'Eastern Time (America/New York)',
      'Central Time (America/Chicago)',
      'Mountain Time (America/Denver)',
    ]);
  });

  it('shows saved preferences as saved, zone included', async () => {
    const preferences = { ...defaultNotificationPreferences('Pacific/Honolulu'), smsConsent: true };
    await openSettings({
      'GET /notification-preferences': {
        status: 200,
        body: makeNotificationSettings({ preferences, saved: true }),
      },
    });
    expect(screen.queryByText(/These are the default settings/)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Your time zone' })).toHaveValue('Pacific/Honolulu');
    expect(screen.getByRole('option', { name: 'Hawaii Time (Pacific/Honolulu)' })).toBeInTheDocument();
    expect(control(/Waypoint may send me text messages/)).toBeChecked();
  });

  it('says honestly how each channel is delivered on this server', async () => {
    await openSettings({
      'GET /notification-preferences': {
        status: 200,
        body: makeNotificationSettings({
          channelStatus: { email: 'outbox', sms: 'sandbox', push: 'not-configured' },
        }),
      },
    });
    expect(toggle('E-mail')).toHaveAccessibleDescription(
      "E-mail is kept in the server's outbox: no mail server is configured, so nothing reaches your inbox.",
    );
    expect(toggle('Text messages (SMS)')).toHaveAccessibleDescription(
      /Text messages are in sandbox mode: nothing is sent\./,
    );
    expect(toggle('Push notifications')).toHaveAccessibleDescription(
      /^Push is not configured on this server/,
    );
  });

  it('saves every setting and keeps what the server answers', async () => {
    const stored = {
      digest: { frequency: 'monthly', includeBenefits: false, includeCommunity: true, includeCareer: false },
      channels: { email: false, sms: true, push: false },
      quietHours: { enabled: true, start: '22:30', end: '06:15' },
      emergencies: { crisisAlerts: true, facilityClosures: false },
      documentEmails: false,
      timeZone: 'America/Chicago',
      smsConsent: true,
    } as const;
    const answer = makeNotificationSettings({ preferences: stored, saved: true });
    const { user, calls } = await openSettings({
      'PUT /notification-preferences': { status: 200, body: answer },
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Digest frequency' }), 'monthly');
    await user.click(control('Include benefits updates'));
    await user.click(control('Include career news (jobs, mentorship, resume)'));
    await user.click(toggle('E-mail'));
    await user.click(control('Document vault e-mails'));
    expect(toggle('Text messages (SMS)')).toBeDisabled();
    await user.click(control(/Waypoint may send me text messages/));
    expect(toggle('Text messages (SMS)')).toBeEnabled();
    await user.click(toggle('Text messages (SMS)'));
    await user.click(toggle('Push notifications'));
    await user.click(toggle('Hold notifications during quiet hours'));
    fireEvent.change(screen.getByLabelText('Quiet hours start'), { target: { value: '22:30' } });
    fireEvent.change(screen.getByLabelText('Quiet hours end'), { target: { value: '06:15' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your time zone' }), 'America/Chicago');
    await user.click(toggle('Facility closures'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(NOTIFICATION_MESSAGES.saved)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/notification-preferences', body: stored },
    ]);
    expect(screen.queryByText(/These are the default settings/)).not.toBeInTheDocument();
    expect(toggle('Text messages (SMS)')).toBeChecked();
  });

  it('keeps SMS off until a phone is on the profile, and points to the profile', async () => {
    const { user } = await openSettings({
      'GET /notification-preferences': {
        status: 200,
        body: makeNotificationSettings({ channelStatus: { phoneOnProfile: false } }),
      },
    });
    await user.click(control(/Waypoint may send me text messages/));
    expect(toggle('Text messages (SMS)')).toBeDisabled();
    expect(toggle('Text messages (SMS)')).toHaveAccessibleDescription(
      /^Add a mobile phone number to your profile to turn on text messages\./,
    );
    const form = screen.getByRole('form', { name: 'Notification preferences' });
    expect(within(form).getByRole('link', { name: 'your profile' })).toHaveAttribute('href', '/profile');
  });

  it('turns SMS off when consent is withdrawn', async () => {
    const preferences = {
      ...defaultNotificationPreferences(),
      smsConsent: true,
      channels: { email: true, sms: true, push: true },
    };
    const { user } = await openSettings({
      'GET /notification-preferences': {
        status: 200,
        body: makeNotificationSettings({ preferences, saved: true }),
      },
    });
    expect(toggle('Text messages (SMS)')).toBeChecked();
    await user.click(control(/Waypoint may send me text messages/));
    expect(toggle('Text messages (SMS)')).not.toBeChecked();
    expect(toggle('Text messages (SMS)')).toBeDisabled();
  });

  it('checks quiet hours before sending: equal times are refused on the end field, nothing is sent', async () => {
    const { user, calls } = await openSettings();
    fireEvent.change(screen.getByLabelText('Quiet hours start'), { target: { value: '07:00' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const end = screen.getByLabelText('Quiet hours end');
    await waitFor(() => expect(end).toHaveFocus());
    expect(end).toHaveAccessibleDescription(NOTIFICATION_MESSAGES.quietHoursEqual);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('puts the server’s field messages on their fields', async () => {
    const refusal = {
      status: 400,
      message: NOTIFICATION_MESSAGES.smsNeedsPhone,
      code: 'VALIDATION',
      fieldErrors: { 'channels.sms': NOTIFICATION_MESSAGES.smsNeedsPhone },
    };
    const preferences = { ...defaultNotificationPreferences(), smsConsent: true };
    const { user } = await openSettings({
      'GET /notification-preferences': { status: 200, body: makeNotificationSettings({ preferences }) },
      'PUT /notification-preferences': { status: 400, body: refusal },
    });
    await user.click(toggle('Text messages (SMS)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const sms = toggle('Text messages (SMS)');
    await waitFor(() => expect(sms).toHaveFocus());
    expect(sms).toHaveAccessibleDescription(new RegExp(NOTIFICATION_MESSAGES.smsNeedsPhone));
    expect(sms).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(NOTIFICATION_MESSAGES.saveFailed)).not.toBeInTheDocument();
  });

  it('shows the spec’s message when saving fails, and Saving… while it runs', async () => {
    const gate = deferredReply({ status: 500, body: { status: 500, message: 'Internal', code: 'INTERNAL' } });
    const { user } = await openSettings({ 'PUT /notification-preferences': gate.respond });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    gate.release();
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTIFICATION_MESSAGES.saveFailed);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows a spinner while loading, and the spec’s message with a retry when loading fails', async () => {
    let attempts = 0;
    const flaky = async () => {
      attempts += 1;
      return attempts === 1
        ? new Response(JSON.stringify({ status: 503, message: 'Down', code: 'UNAVAILABLE' }), { status: 503 })
        : new Response(JSON.stringify(makeNotificationSettings()), { status: 200 });
    };
    stubApi(routes({ 'GET /notification-preferences': flaky }));
    const { user } = renderRoute('/notifications');
    expect(
      await screen.findByRole('progressbar', { name: 'Loading your notification settings' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(NOTIFICATION_MESSAGES.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Notification preferences' })).toBeInTheDocument();
  });
});

describe('/notifications preview', () => {
  it('shows the spec’s success text, disables the button and keeps focus on the outcome', async () => {
    const { user, calls } = await openSettings({
      'POST /notification-preferences/preview': { status: 200, body: { channel: 'email', message: 'Sent' } },
    });
    const button = screen.getByRole('button', { name: 'Send preview' });
    await user.click(button);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(NOTIFICATION_MESSAGES.previewSent);
    expect(screen.getByRole('button', { name: 'Send preview' })).toBeDisabled();
    await waitFor(() => expect(status.parentElement).toHaveFocus());
    expect(calls.filter((call) => call.path === '/notification-preferences/preview')).toHaveLength(1);
  });

  it('shows the spec’s failure text and lets the person try again', async () => {
    const { user } = await openSettings({
      'POST /notification-preferences/preview': {
        status: 502,
        body: { status: 502, message: 'Mail server down', code: 'BAD_GATEWAY' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Send preview' }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.previewFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send preview' })).toBeEnabled();
  });
});
