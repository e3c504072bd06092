import { describe, expect, it } from 'vitest';
import { accessOf } from './route-access';

const PUBLIC = new Set(['GET /api/open', 'POST /api/mixed']);

describe('accessOf', () => {
  it('leaves routes outside /api alone; HEAD and a trailing slash have the access of the GET', () => {
    expect(accessOf({ method: 'GET', url: '/assets/app.js' }, PUBLIC)).toBeUndefined();
    expect(accessOf({ method: 'HEAD', url: '/api/open/' }, PUBLIC)).toEqual([
      { method: 'HEAD', url: '/api/open', access: 'public' },
    ]);
  });

  it('makes every unlisted route signed-in, or role-bound when it declares roles', () => {
    expect(accessOf({ method: 'GET', url: '/api/closed' }, PUBLIC)?.[0]?.access).toBe('signed-in');
    const admin = accessOf(
      { method: 'GET', url: '/api/admin', config: { roles: ['moderator', 'admin'] } },
      PUBLIC,
    );
    expect(admin?.[0]?.access).toBe('role:moderator|admin');
  });

  it('refuses contradictions at start-up', () => {
    expect(() => accessOf({ method: 'GET', url: '/api/open', config: { roles: ['admin'] } }, PUBLIC)).toThrow(
      'listed as public but requires roles',
    );
    expect(() => accessOf({ method: ['POST', 'PUT'], url: '/api/mixed' }, PUBLIC)).toThrow(
      'declare each method as its own route',
    );
  });
});
