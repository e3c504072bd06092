import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signUpAndSignIn } from '../../test/auth';
import { documents } from './documents.schema';
import { buildDocumentsApp, share, upload, vaultFiles } from './test/documents-requests';

describe("the vault's part of an account's data", () => {
  it('exports each document with its shares, and a deletion erases them (their keys with them)', async () => {
    const app = await buildDocumentsApp();
    const owner = await signUpAndSignIn(app);
    const other = await signUpAndSignIn(app);
    const document = await upload(app, owner, 'claim.pdf');
    await share(app, owner, document.id);
    const kept = await upload(app, other, 'theirs.pdf');

    const exported = await app.inject({
      method: 'GET',
      url: '/api/account/data-export',
      headers: owner.headers,
    });
    expect(exported.json().parts['documents.vault']).toMatchObject([
      { id: document.id, name: 'claim.pdf', shares: [{ recipientEmail: 'claims.officer@example.org' }] },
    ]);

    const deletion = await app.inject({
      method: 'POST',
      url: '/api/account/deletion',
      headers: owner.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(deletion.statusCode, deletion.body).toBeLessThan(300);
    const left = await app.database.db.select({ id: documents.id }).from(documents);
    expect(left).toEqual([{ id: kept.id }]);
    // The encrypted files go at once, not hours later with the clean-up: only the other user's is left.
    const [keptRow] = await app.database.db.select({ storageKey: documents.storageKey }).from(documents);
    expect(vaultFiles(app.config.dataDir).map((file) => file.split('/').at(-1))).toEqual([
      `${keptRow!.storageKey}.blob`,
    ]);
  });
});
