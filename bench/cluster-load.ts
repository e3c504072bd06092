// The cluster under a realistic signed-in mix (dashboard, translation, job search, community post, small upload),
// through nginx with one and then two API instances in the same run (scripts/cluster), and the ratio. Two cores
// make 2× the physical limit; below 1.6× it prints where the CPU time went (API instances, PostgreSQL, nginx,
// the S3 server and this process, the load generator), read from /proc before and after each run.
import { readFileSync } from 'node:fs';
import { missingTools, startCluster, type RunningCluster } from '../scripts/cluster/cluster';
import { percentile, prepareWorkload, runWorkload, type Workload } from '../scripts/cluster/workload';

const CLIENTS = Number(process.env.BENCH_CLUSTER_CLIENTS ?? 16);
const CLOCK_TICKS_PER_SECOND = 100;

interface Row {
  instances: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  limited: number;
}

type Group = 'api' | 'postgres' | 'nginx' | 's3' | 'load generator' | 'whole machine';

/** CPU seconds (user + system) of a process, with those of its reaped children when asked. */
function cpuSeconds(pid: number, withReapedChildren = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: state is field 3, utime 14, stime 15, cutime 16, cstime 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    const children = withReapedChildren ? Number(fields[13]) + Number(fields[14]) : 0;
    return (own + children) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0; // gone meanwhile
  }
}

/** CPU seconds the whole machine spent busy since boot (all cores; /proc/stat's first line without idle and iowait). */
function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) /
    CLOCK_TICKS_PER_SECOND
  );
}

function sampleCpu(cluster: RunningCluster): Map<Group, number> {
  const pids = cluster.pids();
  const sum = (list: number[], reaped = false) =>
    list.reduce((total, pid, index) => total + cpuSeconds(pid, reaped && index === 0), 0);
  return new Map<Group, number>([
    ['api', sum(pids.api)],
    // The postmaster first: its reaped children are the backends that ended during the run.
    ['postgres', sum(pids.postgres, true)],
    ['nginx', sum(pids.nginx, true)],
    ['s3', sum(pids.s3)],
    ['load generator', cpuSeconds(process.pid)],
    // Everything busy on the machine, other users' work included: what the groups above leave is theirs.
    ['whole machine', machineBusySeconds()],
  ]);
}

async function measure(
  cluster: RunningCluster,
  workload: Workload,
  instances: number,
  seconds: number,
): Promise<{ row: Row; cpu: Map<Group, number>; wallSeconds: number }> {
  await cluster.balanceOver(instances);
  await runWorkload({ base: cluster.url, workload, durationMs: 2_000, clients: CLIENTS }); // warm-up
  const before = sampleCpu(cluster);
  const startedAt = Date.now();
  const records = await runWorkload({
    base: cluster.url,
    workload,
    durationMs: seconds * 1000,
    clients: CLIENTS,
  });
  const wallSeconds = (Date.now() - startedAt) / 1000;
  const after = sampleCpu(cluster);
  const answered = records.filter((record) => record.status > 0 && record.status < 400);
  const latencies = answered.map((record) => record.endedAt - record.startedAt);
  const cpu = new Map([...after].map(([group, value]) => [group, value - (before.get(group) ?? 0)] as const));
  return {
    row: {
      instances,
      requestsPerSecond: Math.round(answered.length / wallSeconds),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      errors: records.filter(
        (record) => record.status === 0 || (record.status >= 400 && record.status !== 429),
      ).length,
      limited: records.filter((record) => record.status === 429).length,
    },
    cpu,
    wallSeconds,
  };
}

/** Prints the 1-instance and 2-instance figures and their ratio; skips with a message where the tools are missing. */
export async function benchClusterLoad(seconds = 10): Promise<void> {
  console.log(
    `\n== Cluster: signed-in mix through nginx, 1 vs 2 API instances, ${seconds} s, ${CLIENTS} clients ==`,
  );
  const missing = missingTools();
  if (missing) {
    console.log(`skipped: ${missing}`);
    return;
  }
  // The job search in the mix needs postings: the sample feed, off in the cluster recipe by default (decision 044).
  const cluster = await startCluster({ instances: 2, web: false, env: { SAMPLE_DATA: 'true' } });
  try {
    const workload = await prepareWorkload(cluster.url, cluster.postgres.url, 150);
    const one = await measure(cluster, workload, 1, seconds);
    const two = await measure(cluster, workload, 2, seconds);
    console.table([one.row, two.row]);
    const ratio = two.row.requestsPerSecond / Math.max(1, one.row.requestsPerSecond);
    console.log(
      `Throughput ratio 2 / 1 instances: ${ratio.toFixed(2)} (2 cores: 2.00 is the physical limit)`,
    );
    if (ratio < 1.6) {
      console.log(
        'Below 1.6×: CPU used per component, in % of one core over each run (200% = both cores busy)',
      );
      console.table(
        (['api', 'postgres', 'nginx', 's3', 'load generator', 'whole machine'] as const).map((group) => ({
          component: group,
          '1 instance': `${Math.round((100 * (one.cpu.get(group) ?? 0)) / one.wallSeconds)}%`,
          '2 instances': `${Math.round((100 * (two.cpu.get(group) ?? 0)) / two.wallSeconds)}%`,
        })),
      );
    }
  } finally {
    await cluster.stop();
  }
}

// `node --import tsx bench/cluster-load.ts`: this piece alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchClusterLoad(Number(process.env.BENCH_SECONDS ?? 10));
}
