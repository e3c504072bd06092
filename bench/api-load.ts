import autocannon from 'autocannon';

export type LoadResult = {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

/**
 * A bounded load run against a loopback address only; it stops by itself after `seconds`. Every connection
 * cycles through `paths` (one path: the same request again and again).
 */
export async function measureLoad(
  label: string,
  baseUrl: string,
  paths: readonly string[],
  seconds = 10,
  connections = 10,
): Promise<LoadResult> {
  const options = {
    url: baseUrl,
    connections,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  };
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, connection pools, caches
  const result = await autocannon({ ...options, duration: seconds });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
