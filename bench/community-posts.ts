// Community circles under load: how many posts a second one circle takes, and how long a post takes from its
// POST to each of 200 open Server-Sent Events streams. Prints numbers; asserts nothing.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { openEventStream } from '../scripts/cluster/client';

const CIRCLE = '6f0c5a4e-2d1b-4c61-9a51-0c8f3b2a7d01'; // the seeded public circle
const POSTS_PER_ACCOUNT = 10; // the per-person limit per minute
const POSTERS = 20;
const READERS = 20;
const STREAMS_PER_READER = 10; // 200 streams in all

async function account(baseUrl: string, index: number): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `member-${index}-${randomUUID().slice(0, 8)}@example.com`,
      password: `Trailhead-load-${randomUUID()}`,
      firstName: 'Casey',
      lastName: `Member${index}`,
      phoneNumber: '5125550142',
    }),
  });
  if (!answer.ok) throw new Error(`sign-up failed: ${answer.status} ${await answer.text()}`);
  const { token } = (await answer.json()) as { token: string };
  const join = await fetch(`${baseUrl}/api/community/circles/${CIRCLE}/membership`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!join.ok) throw new Error(`join failed: ${join.status}`);
  return token;
}

/** An open stream that records when each "post" event arrives. */
async function openStream(baseUrl: string, token: string, arrivals: number[][], controller: AbortController) {
  const mine: number[] = [];
  arrivals.push(mine);
  await openEventStream(baseUrl, token, controller.signal, (type, data) => {
    if (type === 'community.circle-changed' && data.includes('"change":"post"')) mine.push(performance.now());
  });
}

function post(baseUrl: string, token: string, n: number) {
  return fetch(`${baseUrl}/api/community/circles/${CIRCLE}/posts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content: `Bench post ${n}` }),
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}

export async function benchCommunityPosts(baseUrl: string): Promise<void> {
  const posters = [];
  for (let index = 0; index < POSTERS; index += 1) posters.push(await account(baseUrl, index));
  const readers = [];
  for (let index = 0; index < READERS; index += 1) readers.push(await account(baseUrl, POSTERS + index));
  const controller = new AbortController();
  const arrivals: number[][] = [];
  for (const token of readers) {
    for (let stream = 0; stream < STREAMS_PER_READER; stream += 1) {
      await openStream(baseUrl, token, arrivals, controller);
    }
  }
  const received = () => arrivals.reduce((sum, list) => sum + list.length, 0);

  // Delay: one post at a time, each timed from its POST to its arrival on every stream.
  const delays: number[] = [];
  const latencyPosts = POSTERS * 3;
  for (let n = 0; n < latencyPosts; n += 1) {
    const before = arrivals.map((list) => list.length);
    const sent = performance.now();
    const answer = await post(baseUrl, posters[n % POSTERS]!, n);
    if (answer.status !== 201) throw new Error(`post failed: ${answer.status} ${await answer.text()}`);
    await until(() => arrivals.every((list, i) => list.length > before[i]!), 10_000);
    for (const [i, list] of arrivals.entries()) {
      const at = list[before[i]!];
      if (at !== undefined) delays.push(at - sent);
    }
  }
  delays.sort((a, b) => a - b);

  // Throughput: every poster sends the rest of their minute's allowance at once.
  const burst = posters.flatMap((token, i) =>
    Array.from({ length: POSTS_PER_ACCOUNT - 3 }, (_, k) => () => post(baseUrl, token, 1000 + i * 100 + k)),
  );
  const receivedBefore = received();
  const started = performance.now();
  const answers = await Promise.all(burst.map((send) => send()));
  const elapsed = (performance.now() - started) / 1000;
  const created = answers.filter((answer) => answer.status === 201).length;
  await until(() => received() - receivedBefore >= created * arrivals.length, 30_000);
  const delivered = received() - receivedBefore;
  controller.abort();

  console.log(
    `\n== Community circle: one circle, ${arrivals.length} SSE streams, ${POSTERS + READERS} members ==`,
  );
  console.table({
    'POST → delivery, p50 (ms)': Math.round(percentile(delays, 50)),
    'POST → delivery, p99 (ms)': Math.round(percentile(delays, 99)),
    'POST → delivery, max (ms)': Math.round(delays.at(-1) ?? NaN),
    'deliveries timed': delays.length,
    'burst: posts stored': created,
    'burst: posts per second': Math.round((created / elapsed) * 10) / 10,
    'burst: deliveries / expected': `${delivered} / ${created * arrivals.length}`,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startProductServer } = await import('./servers');
  const server = await startProductServer(Number(process.env.BENCH_PORT ?? 3204));
  try {
    await benchCommunityPosts(server.url);
  } finally {
    await server.stop();
  }
}
