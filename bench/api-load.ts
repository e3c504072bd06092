import autocannon from 'autocannon';

export type LoadResult = {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

/**
 * Several servers under the same load (loopback addresses only; every run stops by itself), taken in turns: after a warm-up each, `rounds` rounds in which every server
 * gets `seconds / rounds`. On a shared machine whose load drifts, turns spread the drift over all servers instead
 * of favouring the one measured first. Throughput is over all rounds; p50 the median round's, p99 the worst.
 */
export async function measureInTurns(
  servers: readonly { label: string; url: string }[],
  paths: readonly string[],
  seconds: number,
  rounds = 3,
): Promise<LoadResult[]> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  for (const server of servers) await autocannon({ url: server.url, connections: 10, requests, duration: 2 });
  const runs = servers.map(() => [] as autocannon.Result[]);
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, server] of servers.entries()) {
      const duration = Math.max(1, Math.round(seconds / rounds));
      runs[i]!.push(await autocannon({ url: server.url, connections: 10, requests, duration }));
    }
  }
  return servers.map((server, i) => {
    const results = runs[i]!;
    const p50s = results.map((result) => result.latency.p50).sort((a, b) => a - b);
    const total = results.reduce((sum, result) => sum + result.requests.total, 0);
    const elapsed = results.reduce((sum, result) => sum + result.duration, 0);
    return {
      label: server.label,
      requestsPerSecond: Math.round(total / elapsed),
      p50Ms: p50s[Math.floor(p50s.length / 2)]!,
      p99Ms: Math.max(...results.map((result) => result.latency.p99)),
      errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
    };
  });
}
