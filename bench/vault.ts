// The document vault's cost: a 20 MB file uploaded (streamed, sniffed, encrypted, stored) and downloaded
// (authenticated in full, then decrypted while streaming) against a plain copy and read of the same bytes on the
// same disk, in one run, with the server's peak memory while it takes the upload. Loopback only; asserts nothing.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { startProductServer } from './servers';

const MB = 1024 * 1024;
const SIZE = 20 * MB;

function memoryKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const start = process.hrtime.bigint();
  const value = await work();
  return { value, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
}

const rate = (seconds: number) => `${(SIZE / MB / seconds).toFixed(1)} MB/s`;

export async function benchVault(port = 3204): Promise<void> {
  // A PDF header so the type check accepts it; the rest random, as a scan compresses poorly too.
  const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(SIZE - 9)]);
  const server = await startProductServer(port, { VAULT_QUOTA_BYTES: String(4 * SIZE) });
  const scratch = mkdtempSync(join(tmpdir(), 'waypoint-bench-copy-'));
  try {
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `vault-speed-${randomUUID().slice(0, 8)}@example.org`,
        password: `Harbor lights ${randomUUID().slice(0, 8)} 42`,
        firstName: 'Morgan',
        lastName: 'Ellis',
      }),
    });
    if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
    const { token } = (await signUp.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    const baselineRss = memoryKb(server.pid!, 'VmRSS');
    let peakRss = baselineRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, memoryKb(server.pid!, 'VmRSS'))), 10);
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'application/pdf' }), 'bench.pdf');
    const upload = await timed(async () => {
      const response = await fetch(`${server.url}/api/documents`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      if (response.status !== 201)
        throw new Error(`upload answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { document: { id: string } }).document.id;
    });
    clearInterval(sampler);

    const link = await fetch(`${server.url}/api/documents/${upload.value}/download-link`, {
      method: 'POST',
      headers: auth,
    });
    const { url } = (await link.json()) as { url: string };
    const download = await timed(async () =>
      Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer()),
    );
    if (!download.value.equals(file)) throw new Error('the download differs from the upload');

    // The same bytes copied and read on the same disk, without HTTP or encryption.
    const source = join(scratch, 'source.pdf');
    writeFileSync(source, file);
    const copy = await timed(() =>
      pipeline(createReadStream(source), createWriteStream(join(scratch, 'copy.pdf'))),
    );
    const read = await timed(() =>
      pipeline(
        createReadStream(join(scratch, 'copy.pdf')),
        new Writable({ write: (_c, _e, done) => done() }),
      ),
    );

    console.log(
      '\n== Document vault: a 20 MB file (encrypted, over HTTP on loopback) vs a plain copy on the same disk ==',
    );
    console.table([
      {
        operation: 'upload (stream, sniff, encrypt, store)',
        seconds: upload.seconds.toFixed(3),
        rate: rate(upload.seconds),
      },
      {
        operation: 'plain copy of the same bytes',
        seconds: copy.seconds.toFixed(3),
        rate: rate(copy.seconds),
      },
      {
        operation: 'download (verify all, then decrypt)',
        seconds: download.seconds.toFixed(3),
        rate: rate(download.seconds),
      },
      {
        operation: 'plain read of the same bytes',
        seconds: read.seconds.toFixed(3),
        rate: rate(read.seconds),
      },
    ]);
    console.log(
      `Server memory during the upload: RSS ${(baselineRss / 1024).toFixed(0)} MB before, ` +
        `peak ${(peakRss / 1024).toFixed(0)} MB (+${((peakRss - baselineRss) / 1024).toFixed(0)} MB for a ${SIZE / MB} MB file); ` +
        `process high-water mark ${(memoryKb(server.pid!, 'VmHWM') / 1024).toFixed(0)} MB.`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchVault();
