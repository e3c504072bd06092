import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Links that carry their own proof: `<payload>.<HMAC>`, where the payload is the base64url JSON of the link's
 * claims and its expiry (`exp`, milliseconds since the epoch). The HMAC (SHA-256) covers the payload and the
 * link's purpose, so a link signed for one purpose never passes as another even under the same key, and a
 * changed claim or expiry breaks it. Signatures are compared in constant time.
 *
 * The key is the signer's: bytes derived from the master key (every instance accepts every instance's links),
 * or a per-user secret (one user's links end when their secret changes).
 */
export type LinkKey = Buffer | string;

export type LinkCheck<Claims> =
  | { status: 'valid'; claims: Claims; expiresAt: Date }
  /** Signed by this key for this purpose, but past its expiry. */
  | { status: 'expired'; claims: Claims; expiresAt: Date }
  /** Malformed, forged, altered, signed by another key or for another purpose. */
  | { status: 'invalid' };

export interface SignedLinks<Claims> {
  readonly purpose: string;
  sign(key: LinkKey, claims: Claims, expiresAt: Date): string;
  /**
   * The claims a well-formed token names, NOT verified: only to find the key that verifies it (e.g. whose
   * secret). Never act on them without `verify`.
   */
  read(token: string): { claims: Claims; expiresAt: Date } | undefined;
  verify(key: LinkKey, token: string, now: Date): LinkCheck<Claims>;
}

const VERSION = 'waypoint-link/v1';
const PAYLOAD = /^[\w-]{1,1024}$/;
const SIGNATURE = /^[\w-]{43}$/;

/** Link signing for one purpose (`<feature>.<link>`), whose claims this schema checks. */
export function signedLinks<Claims extends Record<string, unknown>>(
  purpose: string,
  claims: z.ZodType<Claims>,
): SignedLinks<Claims> {
  if (!/^[a-z][\w.-]*$/.test(purpose)) throw new Error(`Not a link purpose: "${purpose}".`);
  const body = z.object({ exp: z.number().int().positive() }).catchall(z.unknown());
  const mac = (key: LinkKey, payload: string) =>
    createHmac('sha256', key).update(`${VERSION}\n${purpose}\n${payload}`).digest('base64url');

  const decode = (payload: string) => {
    try {
      const parsed = body.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
      if (!parsed.success) return undefined;
      const { exp, ...rest } = parsed.data;
      const named = claims.safeParse(rest);
      return named.success ? { claims: named.data, expiresAt: new Date(exp) } : undefined;
    } catch {
      return undefined;
    }
  };

  const split = (token: string) => {
    const parts = token.split('.');
    if (parts.length !== 2 || !PAYLOAD.test(parts[0]!) || !SIGNATURE.test(parts[1]!)) return undefined;
    return { payload: parts[0]!, signature: parts[1]! };
  };

  return {
    purpose,
    sign(key, value, expiresAt) {
      const checked = claims.parse(value);
      if ('exp' in checked) throw new Error('A link claim may not be called "exp".');
      const payload = Buffer.from(JSON.stringify({ ...checked, exp: expiresAt.getTime() })).toString(
        'base64url',
      );
      return `${payload}.${mac(key, payload)}`;
    },
    read(token) {
      const parts = split(token);
      return parts && decode(parts.payload);
    },
    verify(key, token, now) {
      const parts = split(token);
      if (!parts) return { status: 'invalid' };
      const expected = Buffer.from(mac(key, parts.payload));
      const given = Buffer.from(parts.signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { status: 'invalid' };
      const decoded = decode(parts.payload);
      if (!decoded) return { status: 'invalid' };
      return decoded.expiresAt.getTime() <= now.getTime()
        ? { status: 'expired', ...decoded }
        : { status: 'valid', ...decoded };
    },
  };
}
