import { randomUUID } from 'node:crypto';
import { DOCUMENT_MESSAGES, documentHistorySchema, documentListSchema } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../test/helper';
import { signUpAndSignIn } from '../../test/auth';
import { clockOf, testClock } from '../../test/clock';
import { buildDocumentsApp, download, share, upload } from './test/documents-requests';

async function twoAccounts() {
  const app = await buildDocumentsApp({}, { clock: testClock() });
  const owner = await signUpAndSignIn(app);
  const other = await signUpAndSignIn(app);
  const document = await upload(app, owner);
  return { app, owner, other, document };
}

describe("another account's documents", () => {
  it('cannot be listed, downloaded, changed, shared or deleted: every route answers 404', async () => {
    const { app, owner, other, document } = await twoAccounts();
    const created = await share(app, owner, document.id);
    const id = document.id;
    const requests = [
      { method: 'PATCH', url: `/api/documents/${id}`, payload: { notes: 'mine now' } },
      { method: 'DELETE', url: `/api/documents/${id}` },
      { method: 'GET', url: `/api/documents/${id}/history` },
      { method: 'POST', url: `/api/documents/${id}/download-link` },
      { method: 'GET', url: `/api/documents/${id}/shares` },
      {
        method: 'POST',
        url: `/api/documents/${id}/shares`,
        payload: { email: 'x@example.org', daysValid: 3 },
      },
      { method: 'DELETE', url: `/api/documents/${id}/shares/${created.share.id}` },
    ] as const;
    for (const request of requests) {
      const response = await app.inject({ ...request, headers: other.headers });
      expect(expectErrorBody(response, 404, 'NOT_FOUND').message, `${request.method} ${request.url}`).toBe(
        DOCUMENT_MESSAGES.notFound,
      );
    }
    const list = documentListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/documents', headers: other.headers })).json(),
    );
    expect(list.documents).toEqual([]);
    expect(list.usage.usedBytes).toBe(0);

    // Nothing changed for the owner.
    const mine = documentListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/documents', headers: owner.headers })).json(),
    );
    expect(mine.documents).toEqual([document]);
    const shares = await app.inject({
      method: 'GET',
      url: `/api/documents/${id}/shares`,
      headers: owner.headers,
    });
    expect(shares.json().shares).toHaveLength(1);
  });

  it("answers 404 for unknown ids, ids that are no UUID, and another document's share", async () => {
    const { app, owner, document } = await twoAccounts();
    const second = await upload(app, owner, 'second.pdf');
    const created = await share(app, owner, second.id);
    for (const url of [`/api/documents/${randomUUID()}/history`, '/api/documents/not-a-uuid/history']) {
      expectErrorBody(await app.inject({ method: 'GET', url, headers: owner.headers }), 404, 'NOT_FOUND');
    }
    const wrongPair = await app.inject({
      method: 'DELETE',
      url: `/api/documents/${document.id}/shares/${created.share.id}`,
      headers: owner.headers,
    });
    expect(expectErrorBody(wrongPair, 404, 'NOT_FOUND').message).toBe(DOCUMENT_MESSAGES.shareNotFound);
  });
});

describe('download links', () => {
  it('work for five minutes, and a changed or forged token answers 404', async () => {
    const { app, owner, document } = await twoAccounts();
    const link = await app.inject({
      method: 'POST',
      url: `/api/documents/${document.id}/download-link`,
      headers: owner.headers,
    });
    const { url, expiresAt } = link.json<{ url: string; expiresAt: string }>();
    expect(new Date(expiresAt).getTime() - clockOf(app).now().getTime()).toBeLessThanOrEqual(5 * 60 * 1000);
    expect(new Date(expiresAt).getTime() - clockOf(app).now().getTime()).toBeGreaterThan(4 * 60 * 1000);
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3_600_000 })).toString(
      'base64url',
    );
    // Another first character always changes the signature (its last ones carry padding bits).
    const altered = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const bad of [`${forged}.${signature}`, `${payload}.${altered}`, 'garbage', '']) {
      const response = await app.inject({ method: 'GET', url: `/api/document-downloads?token=${bad}` });
      expect([400, 404], bad).toContain(response.statusCode);
    }
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('stop working after five minutes (410)', async () => {
    const { app, owner, document } = await twoAccounts();
    const link = await app.inject({
      method: 'POST',
      url: `/api/documents/${document.id}/download-link`,
      headers: owner.headers,
    });
    const { url } = link.json<{ url: string }>();
    clockOf(app).advance(5 * 60 * 1000 + 1000);
    const late = await app.inject({ method: 'GET', url });
    expect(expectErrorBody(late, 410, 'GONE').message).toBe(DOCUMENT_MESSAGES.downloadExpired);
  });

  it('stop working once the document is deleted, and deletion removes the blob', async () => {
    const { app, owner, document } = await twoAccounts();
    const link = await app.inject({
      method: 'POST',
      url: `/api/documents/${document.id}/download-link`,
      headers: owner.headers,
    });
    const removal = await app.inject({
      method: 'DELETE',
      url: `/api/documents/${document.id}`,
      headers: owner.headers,
    });
    expect(removal.statusCode).toBe(204);
    expectErrorBody(await app.inject({ method: 'GET', url: link.json().url }), 404, 'NOT_FOUND');
  });
});

describe('editing', () => {
  it('saves category, notes and a new name; refuses unknown categories, long and path-like names', async () => {
    const { app, owner, document } = await twoAccounts();
    const url = `/api/documents/${document.id}`;
    const saved = await app.inject({
      method: 'PATCH',
      url,
      headers: owner.headers,
      payload: { category: 'Service Records', notes: 'Certified copy, 2019', name: 'DD-214 (certified).pdf' },
    });
    expect(saved.json()).toMatchObject({
      category: 'Service Records',
      notes: 'Certified copy, 2019',
      name: 'DD-214 (certified).pdf',
    });
    const refusals = [
      [{ category: 'Secret' }, 'category', DOCUMENT_MESSAGES.unknownCategory],
      [{ name: 'a'.repeat(1000) }, 'name', DOCUMENT_MESSAGES.nameTooLong],
      [{ name: '../../etc/passwd' }, 'name', DOCUMENT_MESSAGES.nameWithPath],
      [{ name: '..' }, 'name', DOCUMENT_MESSAGES.nameWithPath],
      [{ name: '   ' }, 'name', DOCUMENT_MESSAGES.nameRequired],
      [{ notes: 'n'.repeat(2001) }, 'notes', DOCUMENT_MESSAGES.notesTooLong],
    ] as const;
    for (const [payload, field, message] of refusals) {
      const response = await app.inject({ method: 'PATCH', url, headers: owner.headers, payload });
      expect(expectErrorBody(response, 400, 'VALIDATION').fieldErrors?.[field], JSON.stringify(payload)).toBe(
        message,
      );
    }
    const list = documentListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/documents', headers: owner.headers })).json(),
    );
    expect(list.documents[0]).toMatchObject({ category: 'Service Records', name: 'DD-214 (certified).pdf' });
  });
});

describe('history', () => {
  it('records upload, download, share, access with IP, revoke; the owner sees it newest first', async () => {
    const { app, owner, document } = await twoAccounts();
    expect((await download(app, owner, document.id)).statusCode).toBe(200);
    const created = await share(app, owner, document.id);
    const token = new URL(created.url).searchParams.get('token')!;
    const opened = await app.inject({
      method: 'GET',
      url: `/api/shared-documents/file?token=${token}`,
      remoteAddress: '203.0.113.9',
    });
    expect(opened.statusCode).toBe(200);
    await app.inject({
      method: 'DELETE',
      url: `/api/documents/${document.id}/shares/${created.share.id}`,
      headers: owner.headers,
    });
    const history = documentHistorySchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/documents/${document.id}/history`,
          headers: owner.headers,
        })
      ).json(),
    );
    expect(history.events.map((event) => event.action).sort()).toEqual(
      [
        'documents.uploaded',
        'documents.downloaded',
        'documents.share_created',
        'documents.share_accessed',
        'documents.share_revoked',
      ].sort(),
    );
    expect(history.events.find((event) => event.action === 'documents.share_accessed')?.ip).toBe(
      '203.0.113.9',
    );
  });
});
