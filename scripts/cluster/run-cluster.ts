// `npm run cluster`: Waypoint on three API instances behind nginx, on a throwaway PostgreSQL 15 and a local S3
// server, all on loopback, until Ctrl-C (or SIGTERM) stops everything. Configuration through the environment only:
// CLUSTER_PORT (the load balancer, default 8080), CLUSTER_INSTANCES (3), BETTER_AUTH_SECRET and VAULT_MASTER_KEY
// (generated per run when unset), LOG_LEVEL, and any of the API's own variables, passed to every instance.
import { missingTools, startCluster } from './cluster';

const missing = missingTools();
if (missing) {
  console.error(`Cannot start the cluster: ${missing}.`);
  process.exit(1);
}

const cluster = await startCluster({
  port: Number(process.env.CLUSTER_PORT ?? 8080),
  output: 'inherit',
  say: (line) => console.log(`cluster: ${line}`),
});
console.log(`cluster: Waypoint is serving on ${cluster.url} — Ctrl-C stops the whole cluster`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`cluster: ${signal}: stopping the instances, nginx, the S3 server and PostgreSQL`);
    cluster.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
