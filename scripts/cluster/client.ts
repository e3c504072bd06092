// A small HTTP client of the Waypoint API for the cluster's test, fault run and bench: plain fetch against a load
// balancer or one instance, so every request is a real one over the network.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PgBoss } from 'pg-boss';

/** Tests only: a password no rule rejects. */
export const CLUSTER_PASSWORD = 'Correct horse battery staple 42';

/** The smallest valid PDF the vault accepts. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export interface Account {
  id: string;
  email: string;
  token: string;
  headers: { authorization: string };
}

export async function call(
  base: string,
  path: string,
  init: {
    method?: string;
    token?: string;
    json?: unknown;
    body?: FormData;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: unknown; bytes: Buffer }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(`${base}${path}`, {
    method: init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET'),
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const bytes = Buffer.from(await answer.arrayBuffer());
  let body: unknown = undefined;
  if ((answer.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(bytes.toString('utf8'));
  return { status: answer.status, body, bytes };
}

/** Signs a new account up (and thereby in) through `base`. */
export async function signUp(base: string, headers: Record<string, string> = {}): Promise<Account> {
  const email = `veteran-${randomUUID().slice(0, 12)}@example.org`;
  const answer = await call(base, '/api/auth/sign-up/email', {
    headers,
    json: {
      firstName: 'Jordan',
      lastName: 'Rivera',
      phoneNumber: '+15555550123',
      email,
      password: CLUSTER_PASSWORD,
    },
  });
  if (answer.status !== 200) throw new Error(`sign-up answered ${answer.status}: ${answer.bytes.toString()}`);
  const { user, token } = answer.body as { user: { id: string }; token: string | null };
  if (!token) throw new Error('sign-up answered no session (is REQUIRE_EMAIL_VERIFICATION on?)');
  return { id: user.id, email, token, headers: { authorization: `Bearer ${token}` } };
}

export async function signIn(base: string, email: string): Promise<string> {
  const answer = await call(base, '/api/auth/sign-in/email', { json: { email, password: CLUSTER_PASSWORD } });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.bytes.toString()}`);
  return (answer.body as { token: string }).token;
}

/** A multipart body with one file field, as the vault's upload expects. */
export function fileForm(name: string, bytes: Buffer, type = 'application/pdf'): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return form;
}

/** Runs `work` with a connection to the cluster's database (for what no API exposes: roles, the task queue). */
export async function withDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Makes an account an admin, as `npm run user:role` would. */
export async function makeAdmin(databaseUrl: string, userId: string): Promise<void> {
  await withDatabase(databaseUrl, (client) =>
    client.query(`update users set role = 'admin' where id = $1`, [userId]),
  );
}

/** An admin's new public circle, joined by every account given. Answers the circle's id. */
export async function circleWithMembers(base: string, admin: Account, members: Account[]): Promise<string> {
  const created = await call(base, '/api/community/circles', {
    token: admin.token,
    json: {
      name: `Cluster ${randomUUID().slice(0, 6)}`,
      description: 'Veterans testing the cluster',
      access: 'public',
    },
  });
  if (created.status !== 201) throw new Error(`circle: ${created.status} ${created.bytes.toString()}`);
  const circleId = (created.body as { id: string }).id;
  for (const member of [admin, ...members]) {
    const joined = await call(base, `/api/community/circles/${circleId}/membership`, {
      method: 'PUT',
      token: member.token,
    });
    if (joined.status >= 300) throw new Error(`join: ${joined.status} ${joined.bytes.toString()}`);
  }
  return circleId;
}

/**
 * Opens `GET /api/live`, calls `onEvent` with each event's type and data as it arrives, and resolves once the
 * stream has said it is connected. Aborting `signal` closes it.
 */
export async function openEventStream(
  base: string,
  token: string,
  signal: AbortSignal,
  onEvent: (type: string, data: string) => void,
): Promise<void> {
  const answer = await fetch(`${base}/api/live`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal,
  });
  if (answer.status !== 200 || !answer.body) throw new Error(`live stream answered ${answer.status}`);
  const reader = answer.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let connected: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes(': connected')) connected();
          const type = /^event: (.+)$/m.exec(block)?.[1];
          if (type) onEvent(type, /^data: (.*)$/m.exec(block)?.[1] ?? '');
        }
      }
    } catch {
      // Aborted.
    }
  })();
  await ready;
}

export interface LiveStream {
  /** Resolves with the time (ms since the epoch) the first event of `type` arrived. */
  next(type: string): Promise<number>;
  close(): void;
}

/** A live stream that keeps each event's arrival time until a test asks for it. */
export async function openLiveStream(base: string, token: string): Promise<LiveStream> {
  const controller = new AbortController();
  const waiting: { type: string; resolve: (at: number) => void }[] = [];
  const seen: { type: string; at: number }[] = [];
  await openEventStream(base, token, controller.signal, (type) => {
    const at = Date.now();
    const index = waiting.findIndex((wait) => wait.type === type);
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(at);
    else seen.push({ type, at });
  });
  return {
    next(type) {
      const index = seen.findIndex((event) => event.type === type);
      if (index >= 0) return Promise.resolve(seen.splice(index, 1)[0]!.at);
      return new Promise((resolve) => waiting.push({ type, resolve }));
    },
    close: () => controller.abort(),
  };
}

/** Runs `work` with a pg-boss client on the cluster's task queue (no supervision, no schedules of its own). */
export async function withTaskQueue<T>(databaseUrl: string, work: (boss: PgBoss) => Promise<T>): Promise<T> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    return await work(boss);
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}
