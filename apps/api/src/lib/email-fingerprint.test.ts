import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emailFingerprint } from './email-fingerprint';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('emailFingerprint', () => {
  it('is the SHA-256 of the normalised address, so a typed variant finds the same rows', () => {
    expect(emailFingerprint('jo@example.org')).toBe(sha256('jo@example.org'));
    expect(emailFingerprint('  Jo@Example.ORG ')).toBe(emailFingerprint('jo@example.org'));
  });

  it('keeps the values already stored: every address reached it normalised, so hashing it again changes nothing', () => {
    // Before this helper the throttle and the audit log hashed the address exactly as given; every caller passed
    // an address the request schemas (trim, lower-case) or better-auth (lower-case) had normalised.
    for (const stored of ['jo@example.org', 'sample-mentor-1@mentors.waypoint.invalid']) {
      expect(emailFingerprint(stored)).toBe(sha256(stored));
    }
  });

  it('never contains the address', () => {
    expect(emailFingerprint('jo@example.org')).toMatch(/^[0-9a-f]{64}$/);
  });
});
