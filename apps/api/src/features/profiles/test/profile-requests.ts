import type { VeteranProfile } from '@waypoint/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../../app';
import type { AppConfig } from '../../../config';
import { buildTestApp } from '../../../test/helper';
import { seedKnownOccupations } from '../../../test/occupations';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';

/**
 * The app with the real occupation catalogue (the careers feature's index, built from the database when the
 * app is ready) knowing a few codes, so the "known code" rule runs through the same wiring as in production.
 */
export async function buildProfilesTestApp(config: Partial<AppConfig> = {}): Promise<App> {
  await seedKnownOccupations();
  return buildTestApp({ config });
}

export interface SignedInUser {
  user: { id: string; email: string };
  headers: Record<string, string>;
}

/** A complete, valid creation body for the user, as the registration screen sends it. */
export function profileBody(user: SignedInUser['user'], overrides: Record<string, unknown> = {}) {
  // The sample veteran as a person types it: spaces, a formatted phone number, a lower-case code.
  return {
    ...sampleProfileCreate({
      authUserId: user.id,
      email: user.email,
      phoneNumber: '+1 (512) 555-0123',
      mosCode: ' 11b ',
      preferredLocation: ' Austin, TX ',
    }),
    ...overrides,
  };
}

export function postProfile(app: App, session: SignedInUser, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/veteran-profiles',
    headers: session.headers,
    payload: body as object,
  });
}

/** Creates the user's profile and returns it as the API answered. */
export async function createProfile(
  app: App,
  session: SignedInUser,
  overrides: Record<string, unknown> = {},
) {
  const response = await postProfile(app, session, profileBody(session.user, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<VeteranProfile>();
}

export function expectFieldErrors(response: LightMyRequestResponse, fieldErrors: Record<string, string>) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ status: 400, code: 'VALIDATION', fieldErrors });
}
