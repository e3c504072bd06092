import { describe, expect, it } from 'vitest';
import { authStatusMessageSchema, authStatusSchema, signOutResultSchema } from './auth-responses';

describe('auth answers without a user', () => {
  it('are the shapes the auth routes answer with', () => {
    expect(authStatusSchema.parse({ status: true })).toEqual({ status: true });
    expect(authStatusMessageSchema.parse({ status: true, message: 'Sent.' })).toEqual({
      status: true,
      message: 'Sent.',
    });
    expect(signOutResultSchema.parse({ success: true })).toEqual({ success: true });
  });

  it('refuse anything else', () => {
    expect(authStatusSchema.safeParse({ status: false }).success).toBe(false);
    expect(authStatusMessageSchema.safeParse({ status: true }).success).toBe(false);
    expect(signOutResultSchema.safeParse({}).success).toBe(false);
  });
});
