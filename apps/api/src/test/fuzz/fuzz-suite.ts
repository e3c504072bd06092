import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_DEMO_PROFILE } from '../../features/va-profile/adapters/sandbox-demo-profile';
import { openPortalTestServer, sendJson } from '../../features/va-profile/test/portal-test-server';
import { buildProfilesTestApp } from '../../features/profiles/test/profile-requests';
import { assertSafeAnswer } from './fuzz-answer';
import { knownBaselines, plausibleValue, type FuzzFixture } from './fuzz-baselines';
import { refreshFixture } from './fuzz-fixture';
import { requestArbitrary } from './fuzz-requests';
import { operationsOf, type FuzzOperation } from './openapi-operations';

/**
 * The API fuzz test (`apps/api/src/api-fuzz-*-of-4.test.ts`, one shard of the operations each, so the two test
 * workers share it evenly). Every operation the served OpenAPI document lists gets invalid and boundary values in every parameter and body
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
/** Across every shard. */
const MINIMUM_REQUESTS = 5_000;
// Re-check the signed-in user and their profile this often: a fuzzed sign-out or deletion may have removed them.
const REFRESH_EVERY = 20;

/**
 * Fuzzes the operations whose position in the document is `shard` modulo `shards`; each keeps the seed it has in
 * a whole run, so a shard replays exactly what the whole run sent to its operations.
 */
export async function fuzzShard(shard: number, shards: number): Promise<void> {
  console.log(`API fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED}), shard ${shard + 1} of ${shards}`);
  const sent = new Map<string, number>();
  const all = await servedOperations();
  const mine = all
    .map((operation, index) => [operation.key, operation, index] as const)
    .filter(([, , index]) => index % shards === shard);

  describe(`the API under invalid and boundary input (shard ${shard + 1} of ${shards} of /api/docs/json)`, () => {
    // A benefits portal on loopback, so the production environment is served too: an unconfigured connection
    // answers 503 by design, which is not what this test looks for. One for the shard, so its operations share one
    // app (test/helper.ts), emptied and seeded again before each.
    let portal: Awaited<ReturnType<typeof openPortalTestServer>>;
    beforeAll(async () => {
      portal = await openPortalTestServer((request, response) => {
        const email = new URL(request.url ?? '/', 'http://portal').searchParams.get('email');
        sendJson(response, 200, { ...SANDBOX_DEMO_PROFILE, email });
      });
    });
    afterAll(() => portal.close());

    it.each(mine)('%s', { timeout: 120_000 }, async (_key, operation, index) => {
      // Knows 11B and 68W, so the sample veteran's profile is valid and fuzzed fields reach the database.
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
    });
  });

  afterAll(() => {
    const total = [...sent.values()].reduce((sum, count) => sum + count, 0);
    console.log(`API fuzz: ${total} requests to ${sent.size} operations (seed ${SEED}, shard ${shard + 1})`);
    // Only meaningful when the whole shard ran (a filtered run sends fewer).
    if (sent.size === mine.length) {
      expect(total).toBeGreaterThanOrEqual(mine.length * RUNS * 2);
      // The whole run (every shard) sends at least this many.
      expect(all.length * RUNS * 2).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
      expect([...sent.values()].every((count) => count >= RUNS)).toBe(true);
    }
  });
}

function defaultBaseline(operation: FuzzOperation): () => Record<string, unknown> {
  return () => ({
    ...Object.fromEntries(
      operation.parameters.map((parameter) => [parameter.name, plausibleValue(parameter.schema)]),
    ),
    ...(operation.body && (plausibleValue(operation.body) as Record<string, unknown>)),
  });
}

async function servedOperations(): Promise<FuzzOperation[]> {
  const { buildApp } = await import('../../app');
  const { getTestDatabase, testConfig } = await import('../helper');
  const { database } = await getTestDatabase();
  const app = await buildApp({ config: testConfig(), database, logger: false });
  try {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    return operationsOf(document);
  } finally {
    await app.close();
  }
}
