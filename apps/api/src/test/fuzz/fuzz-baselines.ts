import { randomUUID } from 'node:crypto';
import { VA_SANDBOX_DEMO_EMAIL } from '@waypoint/shared';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import type { JsonSchema } from './openapi-operations';

/** The signed-in user the fuzz acts as, with their profile, so ids in paths name real rows. */
export interface FuzzFixture {
  token: string;
  email: string;
  userId: string;
  profileId: string;
}

/**
 * Valid requests to start from, so one hostile field at a time reaches the service and the database rather than
 * stopping at another field's validation. Operations not listed here start from `plausibleValue` of their
 * schema, so a new route is fuzzed without writing anything.
 */
export function knownBaselines(fixture: FuzzFixture): Record<string, () => Record<string, unknown>> {
  const { email: _email, ...profileFields } = sampleProfileCreate();
  return {
    'POST /api/auth/sign-up/email': () => ({
      email: `fuzz-${randomUUID().slice(0, 8)}@example.org`,
      password: 'lakeside walk at dawn',
      firstName: 'Casey',
      lastName: 'Morgan',
      phoneNumber: '+15125550199',
    }),
    'POST /api/auth/sign-in/email': () => ({ email: fixture.email, password: 'not the password at all' }),
    'POST /api/auth/change-password': () => ({
      currentPassword: 'not the password at all',
      newPassword: 'another lakeside walk',
    }),
    'POST /api/auth/request-password-reset': () => ({ email: fixture.email }),
    'POST /api/auth/reset-password': () => ({
      token: 'AbCdEfGhIjKlMnOpQrStUvWx',
      newPassword: 'another lakeside walk',
    }),
    'POST /api/auth/send-verification-email': () => ({ email: fixture.email }),
    'GET /api/auth/verify-email': () => ({ token: 'eyJhbGciOiJIUzI1NiJ9.e30.x', callbackURL: '/signin' }),
    'POST /api/contact': () => ({
      fullName: 'Casey Morgan',
      email: 'casey@example.org',
      branch: 'Army',
      yearsOfService: '8',
      message: 'Hello,\nI have a question.',
    }),
    'POST /api/veteran-profiles': () => sampleProfileCreate({ email: fixture.email }),
    'PATCH /api/veteran-profiles/{id}': () => ({ ...profileFields, id: fixture.profileId }),
    'GET /api/veteran-profiles/{id}': () => ({ id: fixture.profileId }),
    'DELETE /api/veteran-profiles/{id}': () => ({ id: fixture.profileId }),
    'GET /api/veteran-profiles/auth/{authUserId}': () => ({ authUserId: fixture.userId }),
    'GET /api/mos': () => ({ query: '11', branch: 'ARMY', limit: 5 }),
    'GET /api/mos/{code}': () => ({ code: '11B', branch: 'ARMY', yearsOfService: 8 }),
    'GET /api/mos-translations': () => ({ codes: '11B,68W', branch: 'ARMY' }),
    'GET /api/v1/veterans/va-profile': () => ({ email: VA_SANDBOX_DEMO_EMAIL, environment: 'sandbox' }),
  };
}

/** A value the schema accepts, as far as its type, enum, limits and format tell. */
export function plausibleValue(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options?.[0]) return plausibleValue(options[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, plausibleValue(child)]),
      );
    default:
      return plausibleText(schema);
  }
}

function plausibleText(schema: JsonSchema): string {
  if (schema.format === 'email' || schema.pattern?.includes('@')) return 'fuzz@example.org';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'date-time') return '2020-01-01T00:00:00.000Z';
  const text = 'Waypoint fuzz';
  const length = Math.min(Math.max(schema.minLength ?? 1, text.length), schema.maxLength ?? text.length);
  return text.padEnd(length, 'z').slice(0, length);
}
