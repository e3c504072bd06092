import { createHash, randomBytes } from 'node:crypto';

/*
 * Share links (a vault document, the transition plan): the token in the link is the only credential, 256 random
 * bits; the database keeps only its SHA-256, so a copy of the table opens nothing.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a string can be a share token at all (anything else names no share and is not looked up). */
export const isShareToken = (token: string): boolean => SHARE_TOKEN.test(token);

export const hashShareToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new link's token (for the e-mail, never stored), the hash to store, and when it starts and stops working. */
export function newShareToken(now: Date, daysValid: number) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: hashShareToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + daysValid * DAY_MS),
  };
}
