import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NotificationCategory, NotificationPreferences } from '@waypoint/shared';

/** What one unsubscribe link turns off. */
export const UNSUBSCRIBE_SCOPES = [
  'benefits',
  'community',
  'career',
  'digest',
  'documents',
  'crisisAlerts',
  'facilityClosures',
] as const;
export type UnsubscribeScope = (typeof UNSUBSCRIBE_SCOPES)[number];

export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/** What the confirmation page names. */
export const SCOPE_LABELS: Record<UnsubscribeScope, string> = {
  benefits: 'benefits news in your digest',
  community: 'community news in your digest',
  career: 'career news (jobs, mentorship, resume) in your digest',
  digest: 'the e-mail digest',
  documents: 'document vault e-mails',
  crisisAlerts: 'crisis alerts',
  facilityClosures: 'facility closure alerts',
};

export function newUnsubscribeSecret(): string {
  return randomBytes(32).toString('base64url');
}

function signature(secret: string, userId: string, scope: string): string {
  return createHmac('sha256', secret).update(`${userId}.${scope}`).digest('base64url');
}

/** `<user id>.<scope>.<HMAC>`: works without signing in, for this user and scope only. */
export function unsubscribeToken(secret: string, userId: string, scope: UnsubscribeScope): string {
  return `${userId}.${scope}.${signature(secret, userId, scope)}`;
}

/** The parts of a well-formed token; its signature is checked against the user's secret by `verifyUnsubscribe`. */
export function parseUnsubscribeToken(
  token: string,
): { userId: string; scope: UnsubscribeScope; mac: string } | undefined {
  const match = /^([0-9a-f-]{36})\.([A-Za-z]+)\.([\w-]{43})$/.exec(token);
  if (!match || !(UNSUBSCRIBE_SCOPES as readonly string[]).includes(match[2]!)) return undefined;
  return { userId: match[1]!, scope: match[2] as UnsubscribeScope, mac: match[3]! };
}

export function verifyUnsubscribe(
  secret: string,
  parsed: { userId: string; scope: string; mac: string },
): boolean {
  const expected = Buffer.from(signature(secret, parsed.userId, parsed.scope));
  const given = Buffer.from(parsed.mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The preferences with the scope turned off, and nothing else (a test per scope: unsubscribe-scopes.test.ts). */
export function applyUnsubscribe(
  preferences: NotificationPreferences,
  scope: UnsubscribeScope,
): NotificationPreferences {
  const next = structuredClone(preferences);
  if (scope === 'benefits') next.digest.includeBenefits = false;
  if (scope === 'community') next.digest.includeCommunity = false;
  if (scope === 'career') next.digest.includeCareer = false;
  if (scope === 'digest') {
    next.digest.includeBenefits = false;
    next.digest.includeCommunity = false;
    next.digest.includeCareer = false;
  }
  if (scope === 'documents') next.documentEmails = false;
  if (scope === 'crisisAlerts') next.emergencies.crisisAlerts = false;
  if (scope === 'facilityClosures') next.emergencies.facilityClosures = false;
  return next;
}

/** The scope an immediate e-mail's unsubscribe link turns off; none for security notices. */
export function scopeForCategory(
  category: NotificationCategory,
  emergencySwitch?: 'crisisAlerts' | 'facilityClosures',
): UnsubscribeScope | undefined {
  if (category === 'emergencies') return emergencySwitch;
  if (category === 'security') return undefined;
  return category;
}
