import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth';
import { buildTestApp } from '../../test/helper';
import { journalEntries, journalKeys } from './wellness.schema';
import { ENTRIES, overviewOf, storedEntries, writeEntry } from './test/wellness-requests';

const NOTE = 'Talked to my brother about the deployment for the first time.';

describe('journal notes at rest', () => {
  it('are stored only as ciphertext under the owner’s wrapped key, and read back as written', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    const entry = await writeEntry(app, session, 3, NOTE);
    await writeEntry(app, session, 4, NOTE);

    const rows = await storedEntries(app, session.user.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.noteCiphertext).not.toContain('brother');
      expect(Buffer.from(row.noteCiphertext, 'base64url').toString('utf8')).not.toContain('brother');
    }
    // The same note twice gives two different ciphertexts (a fresh IV each time).
    expect(rows[0]!.noteCiphertext).not.toBe(rows[1]!.noteCiphertext);
    // Nowhere in the database's rows of the journal does the plain text appear.
    const keys = await app.database.db.select().from(journalKeys);
    expect(keys).toHaveLength(1);
    expect(JSON.stringify([rows, keys])).not.toContain(NOTE);

    const read = await app.inject({ method: 'GET', url: `${ENTRIES}/${entry.id}`, headers: session.headers });
    expect(read.json().note).toBe(NOTE);
  });

  it('gives every user their own key, so a note copied onto another account cannot be read there', async () => {
    const app = await buildTestApp();
    const owner = await signUpAndSignIn(app);
    const other = await signUpAndSignIn(app);
    await writeEntry(app, owner, 2, NOTE);
    const theirs = await writeEntry(app, other, 4, 'A good day.');
    const keys = await app.database.db.select().from(journalKeys);
    expect(new Set(keys.map((key) => key.wrappedKey)).size).toBe(2);

    const [stolen] = await storedEntries(app, owner.user.id);
    await app.database.db
      .update(journalEntries)
      .set({ noteCiphertext: stolen!.noteCiphertext })
      .where(eq(journalEntries.id, theirs.id));
    const response = await app.inject({
      method: 'GET',
      url: `${ENTRIES}/${theirs.id}`,
      headers: other.headers,
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('brother');
    expect((await overviewOf(app, owner)).entries[0]!.note).toBe(NOTE);
  });

  it('erases the key with the journal', async () => {
    const app = await buildTestApp();
    const session = await signUpAndSignIn(app);
    await writeEntry(app, session, 2, NOTE);
    await app.inject({ method: 'DELETE', url: '/api/wellness', headers: session.headers });
    expect(await app.database.db.select().from(journalKeys)).toEqual([]);
    // A new entry afterwards gets a new key and reads fine.
    await writeEntry(app, session, 5, 'Fresh start.');
    expect((await overviewOf(app, session)).entries.map((entry) => entry.note)).toEqual(['Fresh start.']);
  });
});
