import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export type LoadResult = {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Throughput of each round, in order (measureInTurns). */
  roundsPerSecond?: number[];
  /** Requests answered in all rounds. */
  requests: number;
  /** The server process's CPU time (user + system) per answered request, when its pid is known. */
  cpuUsPerRequest?: number;
};

/** CPU time a process has used so far, in microseconds (Linux /proc; clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After the command: state is field 3, utime and stime fields 14 and 15 (1-based in proc(5)).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The median of a few numbers. */
export function median(values: readonly number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The ratio of two servers measured in turns: the median of the ratios of each round, where both ran a moment
 * apart, so a burst of outside load in one round does not decide the figure.
 */
export function ratioInTurns(product: LoadResult, baseline: LoadResult): number {
  const rounds = product.roundsPerSecond ?? [product.requestsPerSecond];
  const base = baseline.roundsPerSecond ?? [baseline.requestsPerSecond];
  return median(rounds.map((value, i) => value / (base[i] ?? baseline.requestsPerSecond)));
}

/**
 * Several servers of one kind as one: each round's throughput (and the overall figure) is their mean per server,
 * CPU time per request is over all their requests. Two processes of the same code can differ by 20 % for their
 * whole life (what decides it was not found, decision 032), so the bench measures more than one of each kind.
 */
export function combine(label: string, results: readonly LoadResult[]): LoadResult {
  const mean = (values: readonly number[]) =>
    Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  const requests = results.reduce((sum, result) => sum + result.requests, 0);
  const cpuUs = results.reduce((sum, result) => sum + (result.cpuUsPerRequest ?? NaN) * result.requests, 0);
  return {
    label,
    requestsPerSecond: mean(results.map((result) => result.requestsPerSecond)),
    p50Ms: median(results.map((result) => result.p50Ms)),
    p99Ms: Math.max(...results.map((result) => result.p99Ms)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    requests,
    roundsPerSecond: results[0]?.roundsPerSecond?.map((_, round) =>
      mean(results.map((result) => result.roundsPerSecond?.[round] ?? result.requestsPerSecond)),
    ),
    // Only when every process's CPU time is known (NaN otherwise).
    ...(!Number.isNaN(cpuUs) && { cpuUsPerRequest: Math.round(cpuUs / requests) }),
  };
}

/**
 * Several servers under the same load (loopback addresses only; every run stops by itself), taken in turns:
 * after a warm-up, rounds (by default of 2 s, at least three) in which every server gets its turn, each round
 * starting with the next server. On a shared machine whose load drifts, turns spread the drift over all servers
 * instead of favouring the one measured first.
 * The warm-up (`warmUpSeconds` per server, by default 2, in turns of 2 s) is not measured: a server's CPU time
 * per request can keep falling for 20–30 s of load on a route, so a short one measures how fast each server warms
 * up (the product has more code to optimise than a bare server), not what it costs once warm.
 * Throughput is over all rounds (and per round); p50 the median round's, p99 the worst round's.
 */
export async function measureInTurns(
  servers: readonly { label: string; url: string; pid?: number }[],
  paths: readonly string[],
  seconds: number,
  rounds = Math.max(3, Math.round(seconds / 2)),
  warmUpSeconds = 2,
): Promise<LoadResult[]> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  for (let warmed = 0; warmed < warmUpSeconds; warmed += 2) {
    for (const server of servers) {
      await autocannon({
        url: server.url,
        connections: 10,
        requests,
        duration: Math.min(2, warmUpSeconds - warmed),
      });
    }
  }
  const runs = servers.map(() => [] as autocannon.Result[]);
  const cpu = servers.map(() => 0);
  for (let round = 0; round < rounds; round += 1) {
    // Each round starts with the next server, so no server always follows the same one (or opens the round).
    for (let turn = 0; turn < servers.length; turn += 1) {
      const i = (round + turn) % servers.length;
      const server = servers[i]!;
      const duration = Math.max(1, Math.round(seconds / rounds));
      const cpuBefore = server.pid ? cpuMicros(server.pid) : 0;
      runs[i]!.push(await autocannon({ url: server.url, connections: 10, requests, duration }));
      cpu[i]! += server.pid ? cpuMicros(server.pid) - cpuBefore : 0;
    }
  }
  return servers.map((server, i) => {
    const results = runs[i]!;
    const total = results.reduce((sum, result) => sum + result.requests.total, 0);
    const elapsed = results.reduce((sum, result) => sum + result.duration, 0);
    return {
      label: server.label,
      requestsPerSecond: Math.round(total / elapsed),
      p50Ms: median(results.map((result) => result.latency.p50)),
      p99Ms: Math.max(...results.map((result) => result.latency.p99)),
      errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
      requests: total,
      roundsPerSecond: results.map((result) => Math.round(result.requests.total / result.duration)),
      ...(server.pid && { cpuUsPerRequest: Math.round(cpu[i]! / total) }),
    };
  });
}
