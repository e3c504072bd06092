// A realistic signed-in mix for the cluster's fault run and bench: dashboard, career translation, job search,
// community posts and small uploads, from many accounts (each with its own client address, as real users have),
// run by a fixed number of concurrent clients that each wait for their answer before the next request. Every
// request is recorded, and every acknowledged write keeps its id so it can be looked up in the database later.
import { randomInt } from 'node:crypto';
import { call, circleWithMembers, fileForm, makeAdmin, SAMPLE_PDF, signUp, type Account } from './client';

export type OperationName = 'dashboard' | 'translate' | 'job search' | 'post' | 'upload' | 'contact';

/** A write the API acknowledged (2xx with the new record's id), and the table that must hold it. */
export interface AcknowledgedWrite {
  table: 'circle_posts' | 'documents' | 'contact_messages';
  id: string;
}

export interface RequestRecord {
  operation: OperationName;
  startedAt: number;
  endedAt: number;
  /** 0 when no HTTP answer came (connection refused or reset). */
  status: number;
  write?: AcknowledgedWrite;
}

export interface Workload {
  accounts: Account[];
  circleId: string;
}

type Mix = readonly (readonly [OperationName, number])[];

/** Mostly reads, as people use the product; the writes are the ones whose loss would matter. */
export const SIGNED_IN_MIX: Mix = [
  ['dashboard', 30],
  ['translate', 25],
  ['job search', 25],
  ['post', 10],
  ['upload', 10],
];

/** The fault run writes more, so that a kill has writes in flight to lose. */
export const WRITE_HEAVY_MIX: Mix = [
  ['dashboard', 20],
  ['translate', 15],
  ['job search', 15],
  ['post', 20],
  ['upload', 10],
  ['contact', 20],
];

const MOS_CODES = ['11B', '68W', '25B', '92Y', '88M', '31B', '12B', '42A'];
const JOB_QUERIES = ['nurse', 'logistics', 'network', 'security', 'maintenance', 'driver', 'analyst'];

/** Accounts (one an admin who made a public circle they all joined), signed up through `base`. */
export async function prepareWorkload(
  base: string,
  databaseUrl: string,
  accounts: number,
): Promise<Workload> {
  const made: Account[] = [];
  // A few at a time: sign-up hashes a password (argon2), which is what it should cost.
  for (let start = 0; start < accounts; start += 8) {
    const batch = Math.min(8, accounts - start);
    made.push(
      ...(await Promise.all(
        Array.from({ length: batch }, (_, offset) =>
          signUp(base, { 'x-forwarded-for': clientAddress(start + offset) }),
        ),
      )),
    );
  }
  const [admin, ...members] = made as [Account, ...Account[]];
  await makeAdmin(databaseUrl, admin.id);
  const circleId = await circleWithMembers(base, admin, members);
  return { accounts: made, circleId };
}

/** A documentation-range address per account (RFC 5737), so per-client limits see many clients. */
function clientAddress(index: number): string {
  return `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

async function perform(
  operation: OperationName,
  base: string,
  account: Account,
  accountIndex: number,
  workload: Workload,
): Promise<{ status: number; write?: AcknowledgedWrite }> {
  const headers = { 'x-forwarded-for': clientAddress(accountIndex) };
  const token = account.token;
  switch (operation) {
    case 'dashboard':
      return call(base, '/api/dashboard', { token, headers });
    case 'translate':
      return call(base, `/api/mos/${MOS_CODES[randomInt(MOS_CODES.length)]}?branch=ARMY`, { token, headers });
    case 'job search':
      return call(base, `/api/jobs?q=${JOB_QUERIES[randomInt(JOB_QUERIES.length)]}`, { token, headers });
    case 'post': {
      const answer = await call(base, `/api/community/circles/${workload.circleId}/posts`, {
        token,
        headers,
        json: { content: `Checking in from the transition class, week ${randomInt(1, 52)}.` },
      });
      const id = (answer.body as { post?: { id?: string } } | undefined)?.post?.id;
      return {
        status: answer.status,
        ...(answer.status === 201 && id && { write: { table: 'circle_posts', id } }),
      };
    }
    case 'upload': {
      const answer = await call(base, '/api/documents', {
        token,
        headers,
        body: fileForm(`orders-${randomInt(1e6)}.pdf`, SAMPLE_PDF),
      });
      const id = (answer.body as { document?: { id?: string } } | undefined)?.document?.id;
      return {
        status: answer.status,
        ...(answer.status === 201 && id && { write: { table: 'documents', id } }),
      };
    }
    case 'contact': {
      // Its own address each time: the contact limit (5 per client per 10 minutes) is not what is measured.
      const answer = await call(base, '/api/contact', {
        headers: { 'x-forwarded-for': `198.19.${randomInt(256)}.${randomInt(1, 255)}` },
        json: {
          fullName: 'Jordan Rivera',
          email: 'jordan@example.org',
          message: 'When does the next class start?',
        },
      });
      const id = (answer.body as { id?: string } | undefined)?.id;
      return {
        status: answer.status,
        ...(answer.status === 201 && id && { write: { table: 'contact_messages', id } }),
      };
    }
  }
}

function pick(mix: Mix): OperationName {
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = randomInt(total);
  for (const [name, weight] of mix) {
    if (roll < weight) return name;
    roll -= weight;
  }
  return mix[0]![0];
}

/**
 * `clients` concurrent clients against `base` until `durationMs` has passed (or `signal` aborts), each sending
 * the next request when the last one answered. Answers every request's record.
 */
export async function runWorkload(options: {
  base: string;
  workload: Workload;
  durationMs: number;
  clients: number;
  mix?: Mix;
}): Promise<RequestRecord[]> {
  const { base, workload, durationMs, clients } = options;
  const mix = options.mix ?? SIGNED_IN_MIX;
  const records: RequestRecord[] = [];
  const until = Date.now() + durationMs;
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < until) {
        const accountIndex = next++ % workload.accounts.length;
        const operation = pick(mix);
        const startedAt = Date.now();
        let outcome: { status: number; write?: AcknowledgedWrite };
        try {
          outcome = await perform(operation, base, workload.accounts[accountIndex]!, accountIndex, workload);
        } catch {
          outcome = { status: 0 };
        }
        records.push({ operation, startedAt, endedAt: Date.now(), ...outcome });
      }
    }),
  );
  return records;
}

/** The q-th percentile (0–100) of the values, nearest rank. */
export function percentile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1))]!;
}
