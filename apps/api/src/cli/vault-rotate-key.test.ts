import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { AppConfig } from '../config';
import { documents } from '../db/schema';
import {
  SAMPLE_PDF,
  download,
  share,
  shareToken,
  tempDataDir,
  upload,
} from '../features/documents/test/documents-requests';
import { addressNotifications } from '../features/notifications/notifications.schema';
import { journalKeyContext } from '../features/wellness/journal-notes';
import { journalKeys } from '../features/wellness/wellness.schema';
import { overviewOf, writeEntry } from '../features/wellness/test/wellness-requests';
import {
  beginFileRotation,
  createEnvelope,
  generateMasterKey,
  masterKeyFile,
  parseKeyring,
} from '../lib/encryption/encryption';
import { signUpAndSignIn, type SignedInUser } from '../test/auth';
import { buildTestApp } from '../test/helper';
import { deliveryFor } from '../test/notifications';
import { unregisteredWrappedKeyColumns } from '../test/wrapped-keys';
import { runVaultRotateKey } from './vault-rotate-key';
import { EXIT } from './with-database';

const NOTE = 'Slept through the night for the first time in weeks.';
const fileMode = (dataDir: string): Partial<AppConfig> => ({
  dataDir,
  vaultMasterKey: undefined,
  nodeEnv: 'development',
});

function quietIo() {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    io: { out: (line: string) => lines.push(line), err: (line: string) => errors.push(line) },
    lines,
    errors,
  };
}

const keysInFile = (dataDir: string) => readFileSync(masterKeyFile(dataDir), 'utf8').trim().split('\n');

/** Something in every feature that encrypts: a vault document, a journal note and a share e-mail still waiting. */
async function writeEverything(app: App) {
  const user = await signUpAndSignIn(app);
  const document = await upload(app, user, 'dd214.pdf');
  await writeEntry(app, user, 4, NOTE);
  // No workers in tests: the e-mail to the share's recipient stays waiting, its link sealed.
  const created = await share(app, user, document.id);
  // Every table's stored values: no wrapped key sits where the registry (and so a rotation) would not look.
  expect(await unregisteredWrappedKeyColumns(app)).toEqual([]);
  return { user, documentId: document.id, shareToken: shareToken(created) };
}

async function expectEverythingReads(app: App, user: SignedInUser, written: { documentId: string }) {
  const overview = await overviewOf(app, user);
  expect(overview.entries.map((entry) => entry.note)).toEqual([NOTE]);
  const file = await download(app, user, written.documentId);
  expect(file.statusCode, file.body).toBe(200);
  expect(file.rawPayload.equals(SAMPLE_PDF)).toBe(true);
}

describe('npm run vault:rotate-key, through the key registry', () => {
  it('re-wraps the keys of every encrypting feature, by key file then by VAULT_MASTER_KEY; all of it reads back', async () => {
    const dataDir = tempDataDir();
    const first = await buildTestApp({ config: fileMode(dataDir) });
    const written = await writeEverything(first);
    const [originalKey] = keysInFile(dataDir);

    const byFile = quietIo();
    expect(await runVaultRotateKey(first.config, first.database, byFile.io), byFile.errors.join('\n')).toBe(
      EXIT.ok,
    );
    expect(byFile.lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^documents\.data-keys: re-wrapped 1 under/),
        expect.stringMatching(/^wellness\.journal-keys: re-wrapped 1 under/),
        expect.stringMatching(/^notifications\.address-messages: re-wrapped 1 under/),
      ]),
    );
    const [fileKey, ...left] = keysInFile(dataDir);
    expect(left).toEqual([]);
    expect(fileKey).not.toBe(originalKey);

    const second = await buildTestApp({ config: fileMode(dataDir) });
    await expectEverythingReads(second, written.user, written);

    const newKey = generateMasterKey();
    const byVariable = quietIo();
    expect(
      await runVaultRotateKey(
        { ...second.config, vaultMasterKey: `${newKey},${fileKey}` },
        second.database,
        byVariable.io,
      ),
      byVariable.errors.join('\n'),
    ).toBe(EXIT.ok);
    expect(byVariable.lines.at(-1)).toMatch(/remove the others/);

    const third = await buildTestApp({ config: { ...fileMode(dataDir), vaultMasterKey: newKey } });
    await expectEverythingReads(third, written.user, written);
    // The waiting share e-mail opens under the newest key alone, link and all.
    const [waiting] = await third.database.db.select().from(addressNotifications);
    const { service, sent } = deliveryFor(third);
    expect(await service.deliverToAddress(waiting!.id)).toBe('sent');
    expect(sent[0]!.text).toContain(written.shareToken);
    const check = quietIo();
    expect(await runVaultRotateKey(third.config, third.database, check.io, ['--check'])).toBe(EXIT.ok);
    expect(check.lines.at(-1)).toMatch(/^Every key is under master key/);
  });

  it('keeps the old key until every key is re-wrapped, and finishes an interrupted rotation when run again', async () => {
    const dataDir = tempDataDir();
    const app = await buildTestApp({ config: fileMode(dataDir) });
    const written = await writeEverything(app);

    // Interrupted right after the new key went into the file: nothing is re-wrapped yet, everything opens.
    beginFileRotation(dataDir);
    expect(keysInFile(dataDir)).toHaveLength(2);
    await expectEverythingReads(await buildTestApp({ config: fileMode(dataDir) }), written.user, written);

    // A key no server here can re-wrap (its master key is elsewhere): the rotation must not drop the old key.
    const stranger = await signUpAndSignIn(app);
    const foreign = createEnvelope(parseKeyring(generateMasterKey(), 'another server'));
    await app.database.db.insert(journalKeys).values({
      userId: stranger.user.id,
      wrappedKey: foreign.createDataKey(journalKeyContext(stranger.user.id)).wrappedKey,
    });
    const stuck = quietIo();
    expect(await runVaultRotateKey(app.config, app.database, stuck.io)).toBe(EXIT.failed);
    expect(stuck.lines[0]).toMatch(/unfinished rotation/);
    expect(stuck.errors.join('\n')).toMatch(/no key was dropped/);
    // Resumed, not restarted: still the same two keys, and the re-wrapped items open with them.
    expect(keysInFile(dataDir)).toHaveLength(2);
    await expectEverythingReads(await buildTestApp({ config: fileMode(dataDir) }), written.user, written);
    const check = quietIo();
    expect(await runVaultRotateKey(app.config, app.database, check.io, ['--check'])).toBe(EXIT.failed);
    expect(check.lines.join('\n')).toMatch(/wellness\.journal-keys: 1 of 2 under master key/);

    await app.database.db.delete(journalKeys).where(eq(journalKeys.userId, stranger.user.id));
    const finished = quietIo();
    expect(await runVaultRotateKey(app.config, app.database, finished.io), finished.errors.join('\n')).toBe(
      EXIT.ok,
    );
    expect(keysInFile(dataDir)).toHaveLength(1);
    await expectEverythingReads(await buildTestApp({ config: fileMode(dataDir) }), written.user, written);
    expect(await app.database.db.$count(documents)).toBe(1);
  });
});
