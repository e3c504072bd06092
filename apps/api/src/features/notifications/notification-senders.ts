import webPush from 'web-push';
import type { AppConfig } from '../../config';

export interface SmsMessage {
  to: string;
  text: string;
}

export interface PushMessage {
  title: string;
  body: string;
  link: string | null;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `sent` went to the provider; `sandbox` was only recorded; `gone` means the push subscription expired. */
export type SendOutcome = 'sent' | 'sandbox' | 'gone';

export interface SmsSender {
  readonly mode: 'configured' | 'sandbox';
  send(message: SmsMessage): Promise<SendOutcome>;
}

export interface PushSender {
  readonly mode: 'configured' | 'not-configured';
  readonly publicKey: string | null;
  send(target: PushTarget, message: PushMessage): Promise<SendOutcome>;
}

export class ChannelDeliveryError extends Error {
  override name = 'ChannelDeliveryError';
}

const TIMEOUT_MS = 10_000;

/**
 * Text messages through a Twilio-compatible API (`POST {base}/2010-04-01/Accounts/{sid}/Messages.json`, form body,
 * basic auth); without SMS_* settings a sandbox that sends nothing and reports `sandbox`, which the delivery
 * records with the text it would have sent.
 */
export function createSmsSender(config: AppConfig['sms'], fetchImpl: typeof fetch = fetch): SmsSender {
  if (!config) return { mode: 'sandbox', send: async () => 'sandbox' };
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    mode: 'configured',
    async send(message) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.to, From: config.from, Body: message.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new ChannelDeliveryError(`The SMS API answered ${response.status}.`);
      return 'sent';
    },
  };
}

/** Web Push with VAPID (the `web-push` library); without VAPID keys push is off and says so. */
export function createPushSender(config: AppConfig['webPush']): PushSender {
  if (!config) {
    return {
      mode: 'not-configured',
      publicKey: null,
      send: async () => {
        throw new ChannelDeliveryError('Push is not configured on this server.');
      },
    };
  }
  const vapidDetails = {
    subject: config.subject,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  };
  return {
    mode: 'configured',
    publicKey: config.publicKey,
    async send(target, message) {
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          { vapidDetails, TTL: 24 * 3600, timeout: TIMEOUT_MS },
        );
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        // The browser dropped the subscription: forget it rather than retry forever.
        if (status === 404 || status === 410) return 'gone';
        throw new ChannelDeliveryError(`The push service refused the message (${status ?? 'no answer'}).`, {
          cause: error,
        });
      }
    },
  };
}
