import { readFileSync, writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runVaultRotateKey } from '../../cli/vault-rotate-key';
import { generateMasterKey, masterKeyFile } from '../../lib/encryption/encryption';
import { expectErrorBody } from '../../test/helper';
import { logCapture } from '../../test/log-capture';
import { signUpAndSignIn } from '../../test/auth';
import { documents } from './documents.schema';
import {
  buildDocumentsApp,
  download,
  readBlob,
  SAMPLE_PDF,
  tempDataDir,
  upload,
  vaultFiles,
} from './test/documents-requests';

const quietIo = () => {
  const lines: string[] = [];
  return { lines, io: { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) } };
};

describe('a changed blob or wrapped key', () => {
  it('makes the download fail closed, and the log says why', async () => {
    const capture = logCapture('error');
    const app = await buildDocumentsApp({}, { logger: capture.logger });
    const user = await signUpAndSignIn(app);
    const document = await upload(app, user);
    const [file] = vaultFiles(app.config.dataDir);
    const original = readFileSync(file!);
    for (const position of [0, 20, original.length - 1]) {
      const changed = Buffer.from(original);
      changed[position] = changed[position]! ^ 0x01;
      writeFileSync(file!, changed);
      const response = await download(app, user, document.id);
      expectErrorBody(response, 500, 'INTERNAL');
      expect(response.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    }
    expect(capture.text()).toContain('failed its integrity check');
    expect(capture.text()).toMatch(/"reason":"(authentication-failed|malformed)"/);

    writeFileSync(file!, original);
    expect((await download(app, user, document.id)).rawPayload.equals(SAMPLE_PDF)).toBe(true);

    const [row] = await app.database.db.select().from(documents).where(eq(documents.id, document.id));
    const wrapped = Buffer.from(row!.wrappedKey, 'base64url');
    wrapped[40] = wrapped[40]! ^ 0x01;
    await app.database.db
      .update(documents)
      .set({ wrappedKey: wrapped.toString('base64url') })
      .where(eq(documents.id, document.id));
    expectErrorBody(await download(app, user, document.id), 500, 'INTERNAL');
    expect(capture.text()).toContain('"reason":"key-unwrap-failed"');
  });
});

describe('npm run vault:rotate-key', () => {
  it('re-wraps every data key under the new VAULT_MASTER_KEY; blobs unchanged, documents still open', async () => {
    const dataDir = tempDataDir();
    const oldKey = generateMasterKey();
    const newKey = generateMasterKey();
    const before = await buildDocumentsApp({ dataDir, vaultMasterKey: oldKey });
    const user = await signUpAndSignIn(before);
    const first = await upload(before, user, 'one.pdf');
    const second = await upload(before, user, 'two.txt', Buffer.from('Claim evidence list\n'));
    const blobs = vaultFiles(dataDir).map((file) => readFileSync(file));

    const { io, lines } = quietIo();
    await runVaultRotateKey({ ...before.config, vaultMasterKey: `${newKey},${oldKey}` }, before.database, io);
    expect(lines).toContainEqual(expect.stringMatching(/^documents\.data-keys: re-wrapped 2 under/));
    expect(vaultFiles(dataDir).map((file) => readFileSync(file))).toEqual(blobs);

    const after = await buildDocumentsApp({ dataDir, vaultMasterKey: newKey });
    expect((await download(after, user, first.id)).rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect((await download(after, user, second.id)).body).toBe('Claim evidence list\n');
    // The old key alone no longer opens them.
    const stale = await buildDocumentsApp({ dataDir, vaultMasterKey: oldKey });
    expectErrorBody(await download(stale, user, first.id), 500, 'INTERNAL');
  });

  it('rotates the generated key file in place', async () => {
    const dataDir = tempDataDir();
    const app = await buildDocumentsApp({ dataDir, vaultMasterKey: undefined, nodeEnv: 'development' });
    const user = await signUpAndSignIn(app);
    const document = await upload(app, user);
    const oldFile = readFileSync(masterKeyFile(dataDir), 'utf8');
    const blob = readBlob(dataDir);

    const { io } = quietIo();
    await runVaultRotateKey(app.config, app.database, io);
    const newFile = readFileSync(masterKeyFile(dataDir), 'utf8');
    expect(newFile).not.toBe(oldFile);
    expect(newFile.trim().split('\n')).toHaveLength(1);
    expect(readBlob(dataDir)).toEqual(blob);

    const restarted = await buildDocumentsApp({ dataDir, vaultMasterKey: undefined, nodeEnv: 'development' });
    expect((await download(restarted, user, document.id)).rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });
});
