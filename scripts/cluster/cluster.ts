// Waypoint as a cluster on loopback: a throwaway PostgreSQL 15, an S3-protocol server (s3rver) for the vault,
// N API instances of the same build as `npm start`, and nginx as the load balancer in front. `npm run cluster`,
// `npm run test:cluster`, `npm run cluster:faults` and the cluster bench all start it through `startCluster`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  freePort,
  postgresAvailable,
  PG_BIN,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from './throwaway-postgres.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const S3RVER_BIN = join(ROOT, 'node_modules/s3rver/bin/s3rver.js');
export const VAULT_BUCKET = 'waypoint-vault';
// s3rver accepts exactly these credentials.
const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
const READY_TIMEOUT_MS = 90_000;

export interface ClusterOptions {
  /** How many API instances (default 3). */
  instances?: number;
  /** Which instances run workers (`WORKERS`), by index; default every one but the last. */
  workers?: (index: number, count: number) => boolean;
  /** Build the web app when stale and serve it (`npm start`'s behaviour); false for API-only runs (tests, bench). */
  web?: boolean;
  /** The load balancer's port; default CLUSTER_PORT, else a free port. */
  port?: number;
  /** Extra environment for every instance (on top of this process's own). */
  env?: Record<string, string>;
  /** Where instance, nginx and s3rver output goes: this terminal, or log files in the cluster's directory. */
  output?: 'inherit' | 'files';
  /** Status lines while starting and stopping. */
  say?: (line: string) => void;
}

export interface ApiInstance {
  readonly index: number;
  readonly port: number;
  readonly url: string;
  readonly workers: boolean;
  /** The pid of the node process serving, while it runs. */
  readonly pid: number | undefined;
  /** Starts the instance (again) and waits until its /api/health answers 200. */
  start(): Promise<void>;
  /** kill -9, as a crash. */
  kill(): void;
  /** SIGTERM and wait for the exit (graceful shutdown). */
  stop(): Promise<void>;
}

export interface RunningCluster {
  /** The load balancer's origin, e.g. http://127.0.0.1:8080. */
  readonly url: string;
  readonly instances: readonly ApiInstance[];
  readonly postgres: ThrowawayPostgres;
  readonly s3Endpoint: string;
  readonly dir: string;
  /** Pids to watch for CPU: the instances, the PostgreSQL server's processes, nginx's and s3rver. */
  pids(): { api: number[]; postgres: number[]; nginx: number[]; s3: number[] };
  /** Routes the load balancer to the first `count` instances only (nginx reload), e.g. to compare 1 and 2. */
  balanceOver(count: number): Promise<void>;
  stop(): Promise<void>;
}

/** Why the cluster cannot start on this machine, or undefined when it can. */
export function missingTools(): string | undefined {
  if (!postgresAvailable()) return `PostgreSQL 15 server tools not found in ${PG_BIN}`;
  if (!existsSync(NGINX))
    return `nginx not found at ${NGINX} (Debian: apt-get install nginx; or set NGINX_BIN)`;
  return undefined;
}

/** A configuration value from the environment, or one generated for this run. */
function secret(name: string, make: () => string): string {
  return process.env[name]?.trim() || make();
}

export async function startCluster(options: ClusterOptions = {}): Promise<RunningCluster> {
  const missing = missingTools();
  if (missing) throw new Error(missing);
  const count = options.instances ?? Number(process.env.CLUSTER_INSTANCES ?? 3);
  const say = options.say ?? (() => undefined);
  const output = options.output ?? 'files';
  const dir = mkdtempSync(join(tmpdir(), 'waypoint-cluster-'));
  const children = new Set<ChildProcess>();
  let postgres: ThrowawayPostgres | undefined;
  let nginxProcess: ChildProcess | undefined;
  let s3Process: ChildProcess | undefined;
  const instances: Instance[] = [];

  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    if (nginxProcess) await terminate(nginxProcess, 'SIGQUIT');
    if (s3Process) await terminate(s3Process, 'SIGTERM');
    for (const child of children) child.kill('SIGKILL');
    try {
      postgres?.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  try {
    if (options.web !== false) ensureWebBuild(say);
    postgres = await startThrowawayPostgres({ name: 'cluster-pg', maxConnections: 200 });
    say(`PostgreSQL 15 on 127.0.0.1:${postgres.port}`);

    const s3Port = await freePort();
    const s3Dir = join(dir, 's3');
    mkdirSync(s3Dir);
    s3Process = spawn(
      process.execPath,
      [
        S3RVER_BIN,
        '-d',
        s3Dir,
        '-a',
        '127.0.0.1',
        '-p',
        String(s3Port),
        '-s',
        '--configure-bucket',
        VAULT_BUCKET,
      ],
      { stdio: stdioFor(output, dir, 's3rver'), cwd: ROOT },
    );
    children.add(s3Process);
    const s3Endpoint = `http://127.0.0.1:${s3Port}`;
    await waitFor(() => fetch(s3Endpoint).then((answer) => answer.status < 500), 's3rver');
    say(`S3 (s3rver) on ${s3Endpoint}, bucket ${VAULT_BUCKET}`);

    const lbPort =
      options.port ?? (process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : await freePort());
    const url = `http://127.0.0.1:${lbPort}`;
    const shared: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      BETTER_AUTH_SECRET: secret('BETTER_AUTH_SECRET', () => randomBytes(32).toString('base64')),
      VAULT_MASTER_KEY: secret('VAULT_MASTER_KEY', () => randomBytes(32).toString('base64')),
      VAULT_S3_BUCKET: VAULT_BUCKET,
      VAULT_S3_ENDPOINT: s3Endpoint,
      ...S3_CREDENTIALS,
      // nginx on loopback is the one proxy; its X-Forwarded-For names the client.
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: process.env.PUBLIC_URL ?? url,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // As in production: no sample circles, mentors, postings or announcements (decision 044).
      SAMPLE_DATA: 'false',
      ...options.env,
    };
    const workersOf = options.workers ?? ((index, total) => index < total - 1);
    for (let index = 0; index < count; index += 1) {
      const port = await freePort();
      const dataDir = join(dir, `instance-${index + 1}`);
      mkdirSync(dataDir);
      instances.push(
        new Instance(
          index,
          port,
          workersOf(index, count),
          {
            ...shared,
            PORT: String(port),
            DATA_DIR: dataDir,
            WORKERS: String(workersOf(index, count)),
          },
          { output, dir, web: options.web !== false, children },
        ),
      );
    }
    // The first alone: it migrates the database and installs the task engine's schema; the rest find them there.
    await instances[0]!.start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));
    for (const instance of instances) {
      say(`API ${instance.index + 1} on ${instance.url} (WORKERS=${instance.workers}), pid ${instance.pid}`);
    }

    const nginxDir = join(dir, 'nginx');
    mkdirSync(nginxDir);
    const conf = join(nginxDir, 'nginx.conf');
    writeFileSync(conf, nginxConfig(nginxDir, lbPort, instances));
    nginxProcess = spawn(
      NGINX,
      ['-e', join(nginxDir, 'error.log'), '-p', nginxDir, '-c', conf, '-g', 'daemon off;'],
      {
        stdio: stdioFor(output, dir, 'nginx'),
      },
    );
    children.add(nginxProcess);
    await waitFor(
      () => fetch(`${url}/api/health`).then((answer) => answer.ok),
      'nginx',
      () => readIfExists(join(nginxDir, 'error.log')),
    );
    say(`nginx load balancer on ${url}`);

    const nginxPid = nginxProcess.pid;
    return {
      url,
      instances,
      postgres,
      s3Endpoint,
      dir,
      pids: () => ({
        api: instances.map((instance) => instance.pid).filter((pid): pid is number => pid !== undefined),
        postgres: childrenOf(postgres?.pid()),
        nginx: childrenOf(nginxPid),
        s3: s3Process?.pid ? [s3Process.pid] : [],
      }),
      async balanceOver(active: number) {
        writeFileSync(conf, nginxConfig(nginxDir, lbPort, instances.slice(0, active)));
        const test = spawnSync(NGINX, ['-e', join(nginxDir, 'error.log'), '-p', nginxDir, '-c', conf, '-t'], {
          encoding: 'utf8',
        });
        if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr}`);
        nginxProcess?.kill('SIGHUP');
        // Old workers finish their requests and leave; new ones take the new upstream list.
        await new Promise((resolve) => setTimeout(resolve, 500));
      },
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

class Instance implements ApiInstance {
  readonly url: string;
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private dying = false;

  constructor(
    readonly index: number,
    readonly port: number,
    readonly workers: boolean,
    private readonly env: Record<string, string>,
    private readonly run: {
      output: 'inherit' | 'files';
      dir: string;
      web: boolean;
      children: Set<ChildProcess>;
    },
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  get pid() {
    return this.child?.exitCode === null && this.child.signalCode === null ? this.child.pid : undefined;
  }

  async start(): Promise<void> {
    // A kill is asynchronous: a restart right after one waits for the old process to be gone.
    if (this.dying) await this.exited;
    if (this.pid) return;
    this.dying = false;
    // `npm start`'s own entry when the web app is served (it builds a stale web app first; the cluster built it
    // already); the same server module under the same runtime when it is not.
    const args = this.run.web
      ? [join(ROOT, 'scripts/start.mjs')]
      : ['--import', 'tsx', join(ROOT, 'apps/api/src/server.ts')];
    const name = `api-${this.index + 1}`;
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...this.env },
      stdio: stdioFor(this.run.output, this.run.dir, name),
    });
    this.child = child;
    this.run.children.add(child);
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    void this.exited.then(() => this.run.children.delete(child));
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
        return fetch(`${this.url}/api/health`).then((answer) => answer.ok);
      },
      name,
      () => readIfExists(join(this.run.dir, `${name}.log`)),
    );
  }

  kill(): void {
    this.dying = this.pid !== undefined;
    this.child?.kill('SIGKILL');
  }

  async stop(): Promise<void> {
    if (!this.pid) return;
    this.child?.kill('SIGTERM');
    const deadline = setTimeout(() => this.child?.kill('SIGKILL'), 6_000);
    await this.exited;
    clearTimeout(deadline);
  }
}

/**
 * The load balancer: round robin over the instances, keep-alive upstream connections, X-Forwarded-For for the
 * API's per-client limits, and the live stream unbuffered with a long read timeout. An instance that refuses
 * connections is skipped for a few seconds; a request that never reached an instance goes to the next one
 * (nginx never resends a POST that an instance may have received).
 */
export function nginxConfig(prefix: string, port: number, upstreams: readonly { port: number }[]): string {
  const servers = upstreams
    .map((instance) => `    server 127.0.0.1:${instance.port} max_fails=1 fail_timeout=3s;`)
    .join('\n');
  const asRoot = process.getuid?.() === 0;
  return `# Generated by scripts/cluster/cluster.ts for one run.
${asRoot ? 'user root;\n' : ''}worker_processes auto;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${join(prefix, 'client_body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};
  # The vault's largest file (VAULT_MAX_FILE_BYTES, 25 MB by default) plus the multipart envelope.
  client_max_body_size 30m;
  upstream waypoint {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_next_upstream error timeout;
    proxy_next_upstream_tries 3;
    proxy_connect_timeout 2s;
    location = /api/live {
      proxy_pass http://waypoint;
      # Server-Sent Events: every event goes out as it is written, and a quiet stream stays open.
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://waypoint;
    }
  }
}
`;
}

/** `npm start` builds a stale web app before serving; several instances at once must not all build it. */
function ensureWebBuild(say: (line: string) => void): void {
  const index = join(ROOT, 'apps/web/dist/index.html');
  const inputs = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'packages/shared/src',
    'package-lock.json',
  ]
    .map((path) => join(ROOT, path))
    .filter((path) => existsSync(path));
  const changed =
    !existsSync(index) ||
    spawnSync('find', [...inputs, '-newer', index, '-print', '-quit'], { encoding: 'utf8' }).stdout.trim() !==
      '';
  if (!changed) return;
  say('Building the web app…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

function stdioFor(output: 'inherit' | 'files', dir: string, name: string): ('ignore' | 'inherit' | number)[] {
  if (output === 'inherit') return ['ignore', 'inherit', 'inherit'];
  // Appended, so a restarted instance keeps its earlier output.
  const fd = openSync(join(dir, `${name}.log`), 'a');
  return ['ignore', fd, fd];
}

function readIfExists(path: string): string {
  return existsSync(path) ? readFileSync(path, 'utf8').slice(-4000) : '';
}

async function waitFor(check: () => Promise<boolean>, what: string, log?: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
      if (error instanceof Error && / exited with /.test(error.message)) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const reason = last instanceof Error ? `: ${last.message}` : '';
  throw new Error(`${what} did not become ready${reason}\n${log?.() ?? ''}`);
}

async function terminate(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const deadline = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(deadline);
}

/** A process and its children (PostgreSQL's backends, nginx's workers), from /proc. */
export function childrenOf(pid: number | undefined): number[] {
  if (!pid) return [];
  const found = [pid];
  try {
    const listed = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout;
    for (const line of listed.split('\n')) if (line.trim()) found.push(Number(line.trim()));
  } catch {
    // No ps: the parent alone.
  }
  return found;
}
