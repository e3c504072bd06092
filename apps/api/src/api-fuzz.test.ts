import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_DEMO_PROFILE } from './features/va-profile/adapters/sandbox-demo-profile';
import { sendJson, startPortalTestServer } from './features/va-profile/test/portal-test-server';
import { buildProfilesTestApp } from './features/profiles/test/profile-requests';
import { assertSafeAnswer } from './test/fuzz/fuzz-answer';
import { knownBaselines, plausibleValue, type FuzzFixture } from './test/fuzz/fuzz-baselines';
import { refreshFixture } from './test/fuzz/fuzz-fixture';
import { requestArbitrary } from './test/fuzz/fuzz-requests';
import { operationsOf, type FuzzOperation } from './test/fuzz/openapi-operations';

/**
 * Every operation the served OpenAPI document lists gets invalid and boundary values in every parameter and body
 * field, signed in and signed out, through `app.inject`: no answer may be a 5xx, every 4xx carries the error
 * body, and a control character in a text field is refused. New routes are covered as they appear in the
 * document. `CI` fixes the seed; otherwise it is random and printed; `FUZZ_SEED=<n>` replays a run.
 */
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.CI
    ? 160_022
    : Math.floor(Math.random() * 2 ** 31);
/** Per operation and per signed-in state: 280 requests for every operation the document lists. */
const RUNS = 140;
const MINIMUM_REQUESTS = 5_000;
// Re-check the signed-in user and their profile this often: a fuzzed sign-out or deletion may have removed them.
const REFRESH_EVERY = 20;

console.log(`API fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED})`);

const sent = new Map<string, number>();
const operations = await servedOperations();

describe('the API under invalid and boundary input (every operation of /api/docs/json)', () => {
  it.each(operations.map((operation, index) => [operation.key, operation, index] as const))(
    '%s',
    { timeout: 120_000 },
    async (_key, operation, index) => {
      // Knows 11B and 68W, so the sample veteran's profile is valid and fuzzed fields reach the database.
      // A benefits portal on loopback, so the production environment is served too: an unconfigured connection
      // answers 503 by design, which is not what this test looks for.
      const portal = await startPortalTestServer((request, response) => {
        const email = new URL(request.url ?? '/', 'http://portal').searchParams.get('email');
        sendJson(response, 200, { ...SANDBOX_DEMO_PROFILE, email });
      });
      const app = await buildProfilesTestApp({ vaApiBaseUrl: portal.baseUrl, vaApiKey: 'fuzz-portal-key' });
      let fixture: FuzzFixture = await refreshFixture(app);
      for (const signedIn of [false, true]) {
        let count = 0;
        const baseline = () => (knownBaselines(fixture)[operation.key] ?? defaultBaseline(operation))();
        await fc.assert(
          fc.asyncProperty(requestArbitrary(operation, baseline), async (request) => {
            if (signedIn && count % REFRESH_EVERY === 0) fixture = await refreshFixture(app, fixture);
            count += 1;
            const response = await app.inject({
              method: request.method as 'GET',
              url: request.url,
              payload: request.payload,
              headers: signedIn
                ? { ...request.headers, authorization: `Bearer ${fixture.token}` }
                : request.headers,
              remoteAddress: request.remoteAddress,
            });
            assertSafeAnswer(request, response);
          }),
          { seed: SEED + index * 2 + Number(signedIn), numRuns: RUNS, endOnFailure: true },
        );
        sent.set(operation.key, (sent.get(operation.key) ?? 0) + count);
      }
    },
  );
});

afterAll(() => {
  const total = [...sent.values()].reduce((sum, count) => sum + count, 0);
  console.log(`API fuzz: ${total} requests to ${sent.size} operations (seed ${SEED})`);
  // Only meaningful when the whole file ran (a filtered run sends fewer).
  if (sent.size === operations.length) {
    expect(total).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
    expect([...sent.values()].every((count) => count >= RUNS)).toBe(true);
  }
});

function defaultBaseline(operation: FuzzOperation): () => Record<string, unknown> {
  return () => ({
    ...Object.fromEntries(
      operation.parameters.map((parameter) => [parameter.name, plausibleValue(parameter.schema)]),
    ),
    ...(operation.body && (plausibleValue(operation.body) as Record<string, unknown>)),
  });
}

async function servedOperations(): Promise<FuzzOperation[]> {
  const { buildApp } = await import('./app');
  const { getTestDatabase, testConfig } = await import('./test/helper');
  const { database } = await getTestDatabase();
  const app = await buildApp({ config: testConfig(), database, logger: false });
  try {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    return operationsOf(document);
  } finally {
    await app.close();
  }
}
