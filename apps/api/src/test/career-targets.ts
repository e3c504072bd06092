import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedInUser } from './auth';

/**
 * Tests only. Makes `socs` the user's target careers on the employment track through `PUT /api/plan/targets`,
 * as the plan page does; a refusal fails the test.
 */
export async function chooseTargets(
  app: FastifyInstance,
  session: SignedInUser,
  socs: string[],
): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/plan/targets',
    headers: session.headers,
    payload: { targets: socs.map((soc) => ({ soc, chosenFrom: 'plan' })), track: 'employment' },
  });
  expect(response.statusCode, response.body).toBe(200);
}
