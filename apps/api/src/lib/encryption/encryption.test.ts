import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addKeyToFile,
  createEnvelope,
  DecryptionError,
  generateMasterKey,
  loadKeyring,
  MasterKeyError,
  masterKeyFile,
  parseKeyring,
  retireOldKeysInFile,
  type DataKey,
} from './encryption';

const keyring = () => parseKeyring(generateMasterKey(), 'test');

/** Feeds `input` in the given piece sizes (cycled), like a network or a disk would. */
async function run(transform: NodeJS.ReadWriteStream, input: Buffer, pieces: number[] = [input.length || 1]) {
  const parts: Buffer[] = [];
  for (let offset = 0, i = 0; offset < input.length; i += 1) {
    const size = Math.max(1, pieces[i % pieces.length]!);
    parts.push(input.subarray(offset, offset + size));
    offset += size;
  }
  const out: Buffer[] = [];
  await pipeline(
    Readable.from(parts),
    transform,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        out.push(chunk);
        done();
      },
    }),
  );
  return Buffer.concat(out);
}

const encrypt = (key: DataKey, input: Buffer, pieces?: number[]) =>
  run(key.encryptStream({ chunkSizeLog2: 10 }), input, pieces);
const decrypt = (key: DataKey, input: Buffer, pieces?: number[]) => run(key.decryptStream(), input, pieces);

async function failure(promise: Promise<unknown>): Promise<DecryptionError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DecryptionError);
  return error as DecryptionError;
}

describe('small values (seal / open)', () => {
  it('round-trips text and bytes, with a fresh key and IV every time', () => {
    const envelope = createEnvelope(keyring());
    const first = envelope.seal('Felt steady today.', 'journal:1');
    const second = envelope.seal('Felt steady today.', 'journal:1');
    expect(first).not.toEqual(second);
    expect(first).not.toContain('steady');
    expect(envelope.open(first, 'journal:1').toString('utf8')).toBe('Felt steady today.');
    const bytes = randomBytes(300);
    expect(envelope.open(envelope.seal(bytes, 'x:1'), 'x:1')).toEqual(bytes);
    expect(envelope.open(envelope.seal('', 'x:1'), 'x:1').length).toBe(0);
  });

  it('fails closed when any character of the sealed value changes, or it is opened as another item', () => {
    const envelope = createEnvelope(keyring());
    const sealed = envelope.seal('Claim number 123', 'journal:1');
    expect(() => envelope.open(sealed, 'journal:2')).toThrow(DecryptionError);
    const [prefix, ...parts] = sealed.split('.');
    parts.forEach((part, index) => {
      const bytes = Buffer.from(part, 'base64url');
      for (let position = 0; position < bytes.length; position += 1) {
        const changed = Buffer.from(bytes);
        changed[position] = changed[position]! ^ 0x80;
        const changedParts = [...parts];
        changedParts[index] = changed.toString('base64url');
        expect(() => envelope.open([prefix, ...changedParts].join('.'), 'journal:1')).toThrow(
          DecryptionError,
        );
      }
    });
    expect(() => envelope.open('not sealed', 'journal:1')).toThrow(/not in a known format/);
  });

  it('names the reason: another master key, a changed wrapped key, a changed body', () => {
    const envelope = createEnvelope(keyring());
    const sealed = envelope.seal('note', 'journal:1');
    const reason = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return (error as DecryptionError).reason;
      }
      return 'opened';
    };
    expect(reason(() => createEnvelope(keyring()).open(sealed, 'journal:1'))).toBe('unknown-master-key');
    const [prefix, wrapped, body] = sealed.split('.') as [string, string, string];
    const flip = (text: string, at: number) => {
      const bytes = Buffer.from(text, 'base64url');
      bytes[at] = bytes[at]! ^ 1;
      return bytes.toString('base64url');
    };
    expect(reason(() => envelope.open([prefix, flip(wrapped, 30), body].join('.'), 'journal:1'))).toBe(
      'key-unwrap-failed',
    );
    expect(reason(() => envelope.open([prefix, wrapped, flip(body, 14)].join('.'), 'journal:1'))).toBe(
      'authentication-failed',
    );
  });
});

describe('streams', () => {
  const envelope = createEnvelope(keyring());

  it('round-trips every size around the chunk boundaries, however the input is split', async () => {
    for (const size of [0, 1, 1023, 1024, 1025, 2048, 3 * 1024 + 7]) {
      const { dataKey } = envelope.createDataKey('documents:a');
      const plaintext = randomBytes(size);
      const ciphertext = await encrypt(dataKey, plaintext, [1, 700, 3000]);
      // Header, one tag per chunk (at least one chunk, the final one, even when empty).
      expect(ciphertext.length).toBe(12 + size + 16 * Math.max(1, Math.ceil(size / 1024)));
      expect(await decrypt(dataKey, ciphertext, [5, 1040, 1])).toEqual(plaintext);
    }
  });

  it('round-trips any content split any way (property)', async () => {
    const { dataKey } = envelope.createDataKey('documents:p');
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 5000 }),
        fc.array(fc.integer({ min: 1, max: 2000 }), { minLength: 1, maxLength: 5 }),
        async (bytes, pieces) => {
          const plaintext = Buffer.from(bytes);
          expect(await decrypt(dataKey, await encrypt(dataKey, plaintext, pieces), pieces)).toEqual(
            plaintext,
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('fails on a flip of any single byte of the ciphertext', async () => {
    const { dataKey } = envelope.createDataKey('documents:b');
    const ciphertext = await encrypt(dataKey, randomBytes(2500));
    for (let position = 0; position < ciphertext.length; position += 1) {
      const changed = Buffer.from(ciphertext);
      changed[position] = changed[position]! ^ 0x01;
      await failure(decrypt(dataKey, changed));
    }
  });

  it('fails on truncation at a chunk boundary, extra bytes, reordered chunks and another item’s key', async () => {
    const { dataKey } = envelope.createDataKey('documents:c');
    const ciphertext = await encrypt(dataKey, randomBytes(3000));
    const chunk = 1024 + 16;
    const header = ciphertext.subarray(0, 12);
    const chunks = [0, 1, 2].map((i) => ciphertext.subarray(12 + i * chunk, 12 + (i + 1) * chunk));
    expect((await failure(decrypt(dataKey, ciphertext.subarray(0, 12 + 2 * chunk)))).reason).toBe(
      'authentication-failed',
    );
    expect((await failure(decrypt(dataKey, ciphertext.subarray(0, 20)))).reason).toBe('truncated');
    expect((await failure(decrypt(dataKey, ciphertext.subarray(0, 5)))).reason).toBe('truncated');
    await failure(decrypt(dataKey, Buffer.concat([ciphertext, Buffer.alloc(1)])));
    await failure(decrypt(dataKey, Buffer.concat([header, chunks[1]!, chunks[0]!, chunks[2]!])));
    const other = envelope.createDataKey('documents:d').dataKey;
    await failure(decrypt(other, ciphertext));
    // The same key under another item's name (a blob moved onto another row) does not open either.
    const wrapped = envelope.createDataKey('documents:e');
    const blob = await encrypt(wrapped.dataKey, randomBytes(100));
    expect(() => envelope.unwrap(wrapped.wrappedKey, 'documents:f')).toThrow(DecryptionError);
    expect(await decrypt(envelope.unwrap(wrapped.wrappedKey, 'documents:e'), blob)).toHaveLength(100);
    expect((await failure(decrypt(dataKey, Buffer.from('not an encrypted stream at all')))).reason).toBe(
      'malformed',
    );
  });

  it('streams in memory of about one chunk with the default chunk size', async () => {
    const { dataKey } = envelope.createDataKey('documents:big');
    const plaintext = randomBytes(5 * 1024 * 1024 + 3);
    const ciphertext = await run(dataKey.encryptStream(), plaintext, [16 * 1024]);
    expect(ciphertext.length).toBe(12 + plaintext.length + 16 * Math.ceil(plaintext.length / 65536));
    expect((await run(dataKey.decryptStream(), ciphertext, [16 * 1024])).equals(plaintext)).toBe(true);
  });
});

describe('key rotation', () => {
  it('re-wraps data keys under a new master key; the items open with the new key alone', async () => {
    const old = parseKeyring(generateMasterKey(), 'old');
    const before = createEnvelope(old);
    const file = before.createDataKey('documents:1');
    const blob = await encrypt(file.dataKey, Buffer.from('DD-214'));
    const sealed = before.seal('note', 'journal:1');

    const newKey = generateMasterKey();
    const during = createEnvelope(parseKeyring(`${newKey},${generateMasterKeyFrom(old)}`, 'both'));
    expect(during.isCurrent(file.wrappedKey)).toBe(false);
    expect(during.isCurrent(sealed)).toBe(false);
    const rewrapped = during.rewrap(file.wrappedKey, 'documents:1');
    const resealed = during.rewrapSealed(sealed, 'journal:1');
    expect(during.isCurrent(rewrapped)).toBe(true);
    expect(during.isCurrent(resealed)).toBe(true);
    // The ciphertext of a sealed value is unchanged: only its wrapped key moved.
    expect(resealed.split('.')[2]).toBe(sealed.split('.')[2]);

    const after = createEnvelope(parseKeyring(newKey, 'new'));
    expect((await decrypt(after.unwrap(rewrapped, 'documents:1'), blob)).toString()).toBe('DD-214');
    expect(after.open(resealed, 'journal:1').toString()).toBe('note');
    expect(() => after.unwrap(file.wrappedKey, 'documents:1')).toThrow(/does not have/);
  });
});

function generateMasterKeyFrom(ring: ReturnType<typeof parseKeyring>): string {
  return ring.current.key.toString('base64');
}

describe('master keys', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'waypoint-keys-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const config = (dataDir: string, extra: Partial<Parameters<typeof loadKeyring>[0]> = {}) => ({
    vaultMasterKey: undefined,
    nodeEnv: 'development' as const,
    dataDir,
    databaseUrl: undefined,
    ...extra,
  });

  it('generates a key on first start into DATA_DIR/keys with mode 0600 and reads it back afterwards', () => {
    const dataDir = tempDir();
    const first = loadKeyring(config(dataDir));
    const file = masterKeyFile(dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'keys')).mode & 0o077).toBe(0);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
    expect(loadKeyring(config(dataDir)).current.id).toBe(first.current.id);
  });

  it('uses VAULT_MASTER_KEY when set, the first of several being current', () => {
    const [a, b] = [generateMasterKey(), generateMasterKey()];
    const ring = loadKeyring(config(tempDir(), { vaultMasterKey: `${a}, ${b}` }));
    expect(ring.all).toHaveLength(2);
    expect(ring.current.key.toString('base64')).toBe(a);
    expect(() => parseKeyring('c2hvcnQ=', 'VAULT_MASTER_KEY')).toThrow(MasterKeyError);
    expect(() => parseKeyring(`${a},${a}`, 'VAULT_MASTER_KEY')).toThrow(/same key twice/);
  });

  it('refuses to invent a key in production on a shared database', () => {
    expect(() =>
      loadKeyring(config(tempDir(), { nodeEnv: 'production', databaseUrl: 'postgres://db/waypoint' })),
    ).toThrow(/VAULT_MASTER_KEY is required/);
  });

  it('refuses a damaged key file instead of replacing it', () => {
    const dataDir = tempDir();
    loadKeyring(config(dataDir));
    writeFileSync(masterKeyFile(dataDir), 'garbage\n');
    expect(() => loadKeyring(config(dataDir))).toThrow(MasterKeyError);
  });

  it('rotates the key file in two steps: add a new current key, later retire the old ones', () => {
    const dataDir = tempDir();
    const original = loadKeyring(config(dataDir));
    const during = addKeyToFile(dataDir);
    expect(during.all.map((key) => key.id)).toEqual([during.current.id, original.current.id]);
    expect(loadKeyring(config(dataDir)).current.id).toBe(during.current.id);
    expect(statSync(masterKeyFile(dataDir)).mode & 0o777).toBe(0o600);
    const after = retireOldKeysInFile(dataDir);
    expect(after.all.map((key) => key.id)).toEqual([during.current.id]);
  });
});
