import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signedLinks } from './signed-links';

const downloads = signedLinks('probe.download', z.object({ d: z.string(), u: z.string() }));
const KEY = Buffer.alloc(32, 7);
const NOW = new Date('2026-03-01T12:00:00Z');
const LATER = new Date(NOW.getTime() + 5 * 60_000);
const claims = { d: 'document-1', u: 'user-1' };

function repack(token: string, change: (body: Record<string, unknown>) => Record<string, unknown>): string {
  const [payload, signature] = token.split('.') as [string, string];
  const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return `${Buffer.from(JSON.stringify(change(body))).toString('base64url')}.${signature}`;
}

describe('signed links', () => {
  it('verify with their key and purpose until they expire, then say expired', () => {
    const token = downloads.sign(KEY, claims, LATER);
    expect(downloads.verify(KEY, token, NOW)).toEqual({ status: 'valid', claims, expiresAt: LATER });
    expect(downloads.verify(KEY, token, LATER)).toEqual({ status: 'expired', claims, expiresAt: LATER });
  });

  it('are invalid under another key, for another purpose, or with any claim or the expiry changed', () => {
    const token = downloads.sign(KEY, claims, LATER);
    const [payload, signature] = token.split('.') as [string, string];
    const other = signedLinks('probe.unsubscribe', z.object({ d: z.string(), u: z.string() }));
    const forgeries = [
      repack(token, (body) => ({ ...body, u: 'user-2' })),
      repack(token, (body) => ({ ...body, exp: (body.exp as number) + 3_600_000 })),
      `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      `${token}.extra`,
      'garbage',
      '',
    ];
    expect(downloads.verify(Buffer.alloc(32, 8), token, NOW)).toEqual({ status: 'invalid' });
    expect(other.verify(KEY, token, NOW)).toEqual({ status: 'invalid' });
    for (const forged of forgeries)
      expect(downloads.verify(KEY, forged, NOW), forged).toEqual({ status: 'invalid' });
  });

  it('read the claims unverified (to find the key), and nothing from a malformed token', () => {
    const token = downloads.sign('a per-user secret', claims, LATER);
    expect(downloads.read(token)).toEqual({ claims, expiresAt: LATER });
    expect(downloads.read(repack(token, ({ d: _d, ...body }) => body))).toBeUndefined();
    expect(downloads.read('not.a-token')).toBeUndefined();
  });

  it('refuse to sign claims their schema rejects, or one named like the expiry', () => {
    expect(() => downloads.sign(KEY, { d: 1 } as unknown as typeof claims, LATER)).toThrow();
    const loose = signedLinks('probe.loose', z.object({ exp: z.number() }));
    expect(() => loose.sign(KEY, { exp: 1 }, LATER)).toThrow(/exp/);
  });

  it('is HMAC-SHA-256 over the version, the purpose and the payload', () => {
    const token = downloads.sign(KEY, claims, LATER);
    const [payload] = token.split('.') as [string, string];
    const expected = createHmac('sha256', KEY).update(`waypoint-link/v1\nprobe.download\n${payload}`);
    expect(token).toBe(`${payload}.${expected.digest('base64url')}`);
    // Nothing else is derived from the key: the payload is only encoded.
    expect(Buffer.from(payload, 'base64url').toString()).toBe(
      JSON.stringify({ ...claims, exp: LATER.getTime() }),
    );
  });
});
