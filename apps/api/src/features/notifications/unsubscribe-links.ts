import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NotificationCategory, NotificationPreferences } from '@waypoint/shared';
import { z } from 'zod';
import { signedLinks } from '../../lib/signed-links';

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

/**
 * How long an e-mailed unsubscribe link works: a year, well past the 30 days US law requires an opt-out link to
 * keep working after its message was sent (15 U.S.C. 7704(a)(3)(A)(ii)); anyone holding an older e-mail turns
 * things off from the notification settings.
 */
export const UNSUBSCRIBE_LINK_DAYS = 365;

/** Signed with the user's own secret (their settings row); the token names the user, whose secret checks it. */
const unsubscribeLinks = signedLinks(
  'notifications.unsubscribe',
  z.object({ u: z.guid(), s: z.enum(UNSUBSCRIBE_SCOPES) }),
);

/** A link's token: works without signing in, for this user and scope only, until it expires. */
export function unsubscribeToken(secret: string, userId: string, scope: UnsubscribeScope, now: Date): string {
  const expiresAt = new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * 86_400_000);
  return unsubscribeLinks.sign(secret, { u: userId, s: scope }, expiresAt);
}

/*
 * Links e-mailed before the signed-links module were `<user id>.<scope>.<HMAC(secret, "<user id>.<scope>")>`,
 * without an expiry, and sit in people's mailboxes (and in mail clients' one-click List-Unsubscribe headers).
 * They keep working, as they did, until UNSUBSCRIBE_LINK_DAYS after the release that stopped sending them; then
 * this reader and its branch in `verifyUnsubscribeToken` go (docs/decisions/043).
 */
const LEGACY_TOKEN = /^([0-9a-f-]{36})\.([A-Za-z]+)\.([\w-]{43})$/;

function readLegacy(token: string): { userId: string; scope: UnsubscribeScope; mac: string } | undefined {
  const match = LEGACY_TOKEN.exec(token);
  if (!match || !(UNSUBSCRIBE_SCOPES as readonly string[]).includes(match[2]!)) return undefined;
  return { userId: match[1]!, scope: match[2] as UnsubscribeScope, mac: match[3]! };
}

function legacySignatureMatches(secret: string, legacy: { userId: string; scope: string; mac: string }) {
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${legacy.userId}.${legacy.scope}`).digest('base64url'),
  );
  const given = Buffer.from(legacy.mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The user a well-formed token names, NOT verified: whose secret `verifyUnsubscribeToken` needs. */
export function unsubscribeTokenUser(token: string): string | undefined {
  return unsubscribeLinks.read(token)?.claims.u ?? readLegacy(token)?.userId;
}

/** The scope a token turns off, when the user's secret signed it and it has not expired; otherwise undefined. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
  now: Date,
): { userId: string; scope: UnsubscribeScope } | undefined {
  const check = unsubscribeLinks.verify(secret, token, now);
  if (check.status === 'valid') return { userId: check.claims.u, scope: check.claims.s };
  const legacy = readLegacy(token);
  if (legacy && legacySignatureMatches(secret, legacy)) return { userId: legacy.userId, scope: legacy.scope };
  return undefined;
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
