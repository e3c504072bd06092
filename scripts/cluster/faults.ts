// `npm run cluster:faults` (about 90 s; not part of CI): a 60 s mixed read/write load through nginx on three API
// instances while (1) one instance is killed with SIGKILL and restarted, and (2) PostgreSQL is restarted. Then:
// every acknowledged write is looked up in the database, failed requests are counted per phase, and the time
// until the cluster served again is measured; /api/health must report the database outage (503) and the
// recovery, and the instances must reconnect by themselves (pool, live channel, task engine).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CIRCLE_CHANGED_EVENT } from '@waypoint/shared/community/community';
import { missingTools, startCluster, type RunningCluster } from './cluster';
import { call, openLiveStream, withDatabase, withTaskQueue } from './client';
import { prepareWorkload, runWorkload, WRITE_HEAVY_MIX, type RequestRecord } from './workload';

const LOAD_MS = Number(process.env.FAULTS_SECONDS ?? 60) * 1000;
const CLIENTS = Number(process.env.FAULTS_CLIENTS ?? 12);
const KILL_AT_MS = 10_000;
const PG_RESTART_AT_MS = 30_000;
const PG_DOWN_MS = 3_000;

const missing = missingTools();
if (missing) {
  console.error(`Cannot run the fault test: ${missing}.`);
  process.exit(1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`faults: ${line}`);

const cluster = await startCluster({ instances: 3, web: false, say: log });
let exitCode = 0;
try {
  exitCode = await run(cluster);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  if (exitCode !== 0) printInstanceLogs(cluster);
  await cluster.stop();
}
process.exit(exitCode);

async function run(cluster: RunningCluster): Promise<number> {
  const workload = await prepareWorkload(cluster.url, cluster.postgres.url, 60);
  log(
    `${workload.accounts.length} accounts ready; ${LOAD_MS / 1000} s of load with ${CLIENTS} clients through nginx`,
  );
  const loadStart = Date.now();
  const load = runWorkload({
    base: cluster.url,
    workload,
    durationMs: LOAD_MS,
    clients: CLIENTS,
    mix: WRITE_HEAVY_MIX,
  });

  // 1. kill -9 one API instance (a worker), then start it again.
  await sleep(KILL_AT_MS);
  const victim = cluster.instances[0]!;
  const killedAt = Date.now();
  victim.kill();
  log(`killed API ${victim.index + 1} (SIGKILL) at +${((killedAt - loadStart) / 1000).toFixed(1)} s`);
  await victim.start();
  const restartedAt = Date.now();
  log(`API ${victim.index + 1} serving again after ${restartedAt - killedAt} ms`);

  // 2. Restart PostgreSQL: the instances must report the outage and reconnect on their own.
  await sleep(Math.max(0, PG_RESTART_AT_MS - (Date.now() - loadStart)));
  const pgStoppedAt = Date.now();
  cluster.postgres.stopServer();
  log(`PostgreSQL stopped at +${((pgStoppedAt - loadStart) / 1000).toFixed(1)} s`);
  const during = await Promise.all(
    cluster.instances.map((instance) => call(instance.url, '/api/health').catch(() => ({ status: 0 }))),
  );
  await sleep(PG_DOWN_MS);
  cluster.postgres.startAgain();
  const pgStartedAt = Date.now();
  log('PostgreSQL started again');
  const recovered = await Promise.all(
    cluster.instances.map(async (instance) => {
      for (;;) {
        const health = await call(instance.url, '/api/health').catch(() => ({ status: 0 }));
        if (health.status === 200) return Date.now() - pgStartedAt;
        if (Date.now() - pgStartedAt > 30_000) return Number.NaN;
        await sleep(100);
      }
    }),
  );

  const records = await load;
  const loadEnd = Date.now();

  // The live channel listens again: a post through instance 3 reaches a stream on the restarted instance 1 and
  // one on instance 2.
  const [poster, reader] = workload.accounts as [
    (typeof workload.accounts)[0],
    (typeof workload.accounts)[0],
  ];
  const streams = await Promise.all(
    [1, 2].map((n) => openLiveStream(cluster.instances[n - 1]!.url, reader!.token)),
  );
  const sentAt = Date.now();
  await call(cluster.instances[2]!.url, `/api/community/circles/${workload.circleId}/posts`, {
    token: poster!.token,
    json: { content: 'Back online after the maintenance window.' },
  });
  const liveDelays = await Promise.all(
    streams.map((stream) =>
      Promise.race([
        stream.next(CIRCLE_CHANGED_EVENT).then((at) => at - sentAt),
        sleep(5_000).then(() => Number.NaN),
      ]),
    ),
  );
  for (const stream of streams) stream.close();

  // The task engine works again: a sweep enqueued now is completed by one of the workers.
  const taskMs = await taskRoundTrip(cluster);

  // Every acknowledged write is in the database.
  const writes = records.flatMap((record) => (record.write ? [record.write] : []));
  const lost = await withDatabase(cluster.postgres.url, async (db) => {
    let missingCount = 0;
    for (const table of ['circle_posts', 'documents', 'contact_messages'] as const) {
      const ids = writes.filter((write) => write.table === table).map((write) => write.id);
      if (ids.length === 0) continue;
      const found = await db.query(`select count(*)::int as n from ${table} where id = any($1::uuid[])`, [
        ids,
      ]);
      missingCount += ids.length - (found.rows[0] as { n: number }).n;
    }
    return missingCount;
  });

  const phase = (from: number, to: number) =>
    records.filter((record) => record.startedAt >= from && record.startedAt < to);
  const failed = (list: RequestRecord[]) =>
    list.filter((record) => record.status === 0 || record.status >= 500);
  const killWindow = phase(killedAt - 2_000, killedAt + 5_000);
  const killFailures = failed(killWindow);
  // In flight on the killed instance = started before the kill and answered with a failure after it.
  const inFlightAtKill = killFailures.filter((record) => record.startedAt <= killedAt).length;
  const lastKillFailure = Math.max(killedAt, ...killFailures.map((record) => record.endedAt));
  // In flight when PostgreSQL stopped, or started before it answered again (and shortly after).
  const pgWindow = records.filter(
    (record) => record.endedAt >= pgStoppedAt && record.startedAt < pgStartedAt + 30_000,
  );
  const pgFailures = failed(pgWindow);
  const lastPgFailure = Math.max(pgStartedAt, ...pgFailures.map((record) => record.endedAt));
  const limited = records.filter((record) => record.status === 429).length;
  const faultWindows = new Set([...killFailures, ...pgFailures]);
  const outside = failed(records).filter((record) => !faultWindows.has(record));
  const otherFailures = outside.length;
  const breakdown = (list: RequestRecord[], since: number) => {
    const byKind = new Map<string, number>();
    for (const record of list) {
      const kind = `${record.operation} ${record.status || 'no answer'} at ${signedSeconds(record.startedAt - since)}`;
      byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
    }
    return [...byKind].map(([kind, n]) => (n > 1 ? `${kind} ×${n}` : kind)).join(', ');
  };
  const outsideBreakdown = breakdown(outside, loadStart);

  console.log('\n== Faults under load: 3 API instances behind nginx, PostgreSQL 15, S3 (s3rver) ==');
  console.table([
    {
      figure: 'load',
      value: `${((loadEnd - loadStart) / 1000).toFixed(0)} s, ${CLIENTS} clients, ${records.length} requests`,
    },
    { figure: 'acknowledged writes', value: writes.length },
    { figure: 'acknowledged writes lost', value: lost },
    {
      figure: 'kill -9: failed requests (kill −2 s … +5 s)',
      value: `${killFailures.length} of ${killWindow.length}`,
    },
    { figure: 'kill -9: of those in flight at the kill', value: inFlightAtKill },
    { figure: 'kill -9: the failures (from the kill)', value: breakdown(killFailures, killedAt) },
    { figure: 'kill -9: last failure after the kill (ms)', value: lastKillFailure - killedAt },
    { figure: 'kill -9: killed instance serving again (ms)', value: restartedAt - killedAt },
    { figure: 'PostgreSQL down (ms)', value: pgStartedAt - pgStoppedAt },
    {
      figure: 'PostgreSQL down: /api/health per instance',
      value: during.map((health) => health.status).join(' '),
    },
    { figure: 'PostgreSQL back: /api/health 200 after (ms)', value: recovered.join(' ') },
    {
      figure: 'PostgreSQL restart: failed requests (in flight at the stop … +30 s)',
      value: `${pgFailures.length} of ${pgWindow.length}`,
    },
    { figure: 'PostgreSQL restart: last failure after restart (ms)', value: lastPgFailure - pgStartedAt },
    { figure: 'live channel after restart: event on API 1, API 2 (ms)', value: liveDelays.join(' ') },
    { figure: 'task engine after restart: sweep completed in (ms)', value: taskMs },
    {
      figure: 'failed requests outside both faults',
      value: otherFailures ? `${otherFailures}: ${outsideBreakdown}` : 0,
    },
    { figure: '429 answers (limits)', value: limited },
  ]);

  // What the instances logged behind 5xx answers outside the PostgreSQL outage, to explain the figure above.
  const reasons = serverErrorsOutside(cluster, pgStoppedAt, pgStartedAt + 2_000);
  if (reasons.length > 0)
    console.log(`5xx reasons outside the PostgreSQL outage:\n- ${reasons.join('\n- ')}`);

  const problems = [
    lost > 0 && `${lost} acknowledged writes are missing`,
    during.some((health) => health.status !== 503) &&
      'an instance did not answer 503 while PostgreSQL was down',
    recovered.some((ms) => Number.isNaN(ms)) && 'an instance did not recover after PostgreSQL came back',
    liveDelays.some((ms) => Number.isNaN(ms)) && 'a live stream got no event after PostgreSQL came back',
    Number.isNaN(taskMs) && 'no worker completed a task after PostgreSQL came back',
    lastKillFailure - killedAt > 5_000 && 'the cluster failed requests for more than 5 s after the kill',
  ].filter(Boolean);
  for (const problem of problems) console.error(`faults: FAILED: ${problem}`);
  if (problems.length === 0) log('all checks held');
  return problems.length === 0 ? 0 : 1;
}

/** `+1.2 s` or `−0.4 s`. */
function signedSeconds(ms: number): string {
  return `${ms < 0 ? '−' : '+'}${(Math.abs(ms) / 1000).toFixed(1)} s`;
}

/** Distinct error messages of failed requests the instances logged outside [from, to]. */
function serverErrorsOutside(cluster: RunningCluster, from: number, to: number): string[] {
  const reasons = new Map<string, number>();
  for (const instance of cluster.instances) {
    const file = join(cluster.dir, `api-${instance.index + 1}.log`);
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.startsWith('{') || !line.includes('"reqId"') || !line.includes('"level":50')) continue;
      const entry = JSON.parse(line) as { time: number; err?: { message?: string } };
      if (entry.time >= from && entry.time <= to) continue;
      const reason = `API ${instance.index + 1}: ${(entry.err?.message ?? 'unknown').split('\n')[0]!.slice(0, 160)}`;
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
  }
  return [...reasons].map(([reason, n]) => `${reason} (×${n})`);
}

/** The end of each instance's log, without the runtime's own warnings, to see why a check failed. */
function printInstanceLogs(cluster: RunningCluster): void {
  for (const instance of cluster.instances) {
    const file = join(cluster.dir, `api-${instance.index + 1}.log`);
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter(
        (line) =>
          !/NodeVersionSupport|versions published|require node|To continue|security updates|More information|trace-warnings|^\s*$/.test(
            line,
          ),
      )
      .filter((line) => !line.includes('"reqId"'));
    console.error(`--- api-${instance.index + 1}.log (last lines) ---\n${lines.slice(-40).join('\n')}`);
  }
}

async function taskRoundTrip(cluster: RunningCluster): Promise<number> {
  return withTaskQueue(cluster.postgres.url, async (boss) => {
    const startedAt = Date.now();
    const id = await boss.send('notifications.digest-sweep', {});
    while (Date.now() - startedAt < 20_000) {
      const job = id ? await boss.getJobById('notifications.digest-sweep', id) : null;
      if (job?.state === 'completed') return Date.now() - startedAt;
      await sleep(200);
    }
    return Number.NaN;
  });
}
