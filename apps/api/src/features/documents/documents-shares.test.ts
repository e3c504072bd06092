import { createHash } from 'node:crypto';
import { DOCUMENT_MESSAGES, SHARE_LINK_MESSAGES, sharedDocumentSchema } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../test/helper';
import { signUpAndSignIn } from '../../test/auth';
import { clockOf, testClock } from '../../test/clock';
import { deliveryFor } from '../../test/notifications';
import { addressNotifications, outboxEmails } from '../../db/schema';
import { createOutboxRepository, REDACTED_TEXT } from '../../lib/mail/outbox.repository';
import { documentShares } from './documents.schema';
import { buildDocumentsApp, SAMPLE_PDF, share, shareToken, upload } from './test/documents-requests';

async function sharedDocument(daysValid = 7) {
  const app = await buildDocumentsApp({}, { clock: testClock() });
  const owner = await signUpAndSignIn(app, { firstName: 'Dana', lastName: 'Whitfield' });
  const document = await upload(app, owner, 'VA rating letter.pdf');
  const created = await share(app, owner, document.id, daysValid);
  return { app, owner, document, created, token: shareToken(created) };
}

describe('sharing a document', () => {
  it('e-mails the link to the recipient through the notification service, keeping no readable token', async () => {
    const { app, token, created } = await sharedDocument();
    const [message] = await app.database.db.select().from(addressNotifications);
    expect(message).toMatchObject({
      email: 'claims.officer@example.org',
      topic: 'documents.shared',
      category: 'documents',
      title: 'Dana Whitfield shared a document with you on Waypoint',
      status: 'pending',
    });
    expect(JSON.stringify(message)).not.toContain(token);

    const { service, sent } = deliveryFor(app);
    expect(await service.deliverToAddress(message!.id)).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('claims.officer@example.org');
    expect(sent[0]!.text).toContain('Dana Whitfield shared "VA rating letter.pdf" with you.');
    const emailed = /Open in Waypoint: (\S+)/.exec(sent[0]!.text)![1]!;
    expect(emailed).toBe(created.url);
    // Once sent, nothing in the database holds the token in readable form.
    const [after] = await app.database.db.select().from(addressNotifications);
    expect(after).toMatchObject({ status: 'sent', sealedContent: null });
    const file = await app.inject({
      method: 'GET',
      url: `/api/shared-documents/file?token=${new URL(emailed).searchParams.get('token')}`,
    });
    expect(file.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });

  it('keeps the e-mailed link readable in the embedded outbox only until the share ends', async () => {
    const { app, token, created } = await sharedDocument(2);
    const [message] = await app.database.db.select().from(addressNotifications);
    const { service, sent } = deliveryFor(app);
    expect(await service.deliverToAddress(message!.id)).toBe('sent');
    const endsAt = new Date(created.share.expiresAt);
    expect(sent[0]).toMatchObject({ confidential: true, expiresAt: endsAt });
    // Stored as the embedded mailer stores it (no SMTP): the outbox row is the delivery.
    await app.mailer.send(sent[0]!);
    const [row] = await app.database.db.select().from(outboxEmails);
    expect(row!.text).toContain(token);
    expect(row!.expiresAt).toEqual(endsAt);
    const outbox = createOutboxRepository(app.database.db);
    const afterEnd = new Date(endsAt.getTime() + 1_000);
    expect((await outbox.latest({ limit: 1 }, afterEnd))[0]!.text).toBe(REDACTED_TEXT);
    expect(await outbox.redactExpired(afterEnd)).toBe(1);
    const [redacted] = await app.database.db.select().from(outboxEmails);
    expect(JSON.stringify(redacted)).not.toContain(token);
  });

  it('gives a link whose token (256 bits) is stored only as a hash, opening without an account', async () => {
    const { app, created, token, document } = await sharedDocument();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.url).toBe(`${app.config.publicUrl}/shared?token=${token}`);
    expect(created.share).toMatchObject({ recipientEmail: 'claims.officer@example.org', accessCount: 0 });
    const [stored] = await app.database.db.select().from(documentShares);
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const info = await app.inject({ method: 'GET', url: `/api/shared-documents?token=${token}` });
    expect(sharedDocumentSchema.parse(info.json())).toEqual({
      name: 'VA rating letter.pdf',
      sizeBytes: document.sizeBytes,
      sharedBy: 'Dana Whitfield',
      expiresAt: created.share.expiresAt,
    });
    const file = await app.inject({ method: 'GET', url: `/api/shared-documents/file?token=${token}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    await app.inject({ method: 'GET', url: `/api/shared-documents/file?token=${token}` });
  });

  it('counts accesses, lists active shares, and stops at revoke (410)', async () => {
    const { app, owner, document, created, token } = await sharedDocument();
    await app.inject({ method: 'GET', url: `/api/shared-documents/file?token=${token}` });
    await app.inject({ method: 'GET', url: `/api/shared-documents/file?token=${token}` });
    const listed = await app.inject({
      method: 'GET',
      url: `/api/documents/${document.id}/shares`,
      headers: owner.headers,
    });
    expect(listed.json().shares).toMatchObject([{ id: created.share.id, accessCount: 2 }]);

    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/documents/${document.id}/shares/${created.share.id}`,
      headers: owner.headers,
    });
    expect(revoke.statusCode).toBe(204);
    for (const url of [`/api/shared-documents?token=${token}`, `/api/shared-documents/file?token=${token}`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(expectErrorBody(response, 410, 'GONE').message).toBe(DOCUMENT_MESSAGES.shareRevoked);
    }
    const after = await app.inject({
      method: 'GET',
      url: `/api/documents/${document.id}/shares`,
      headers: owner.headers,
    });
    expect(after.json().shares).toEqual([]);
  });

  it("expires after the days chosen (the app's clock)", async () => {
    const { app, token } = await sharedDocument(1);
    clockOf(app).advance(24 * 60 * 60 * 1000 - 60_000);
    expect(
      (await app.inject({ method: 'GET', url: `/api/shared-documents?token=${token}` })).statusCode,
    ).toBe(200);
    clockOf(app).advance(120_000);
    const late = await app.inject({ method: 'GET', url: `/api/shared-documents/file?token=${token}` });
    expect(expectErrorBody(late, 410, 'GONE').message).toBe(DOCUMENT_MESSAGES.linkExpired);
  });

  it('answers 404 to a tampered or unknown token', async () => {
    const { app, token } = await sharedDocument();
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'x'.repeat(43), 'short']) {
      const response = await app.inject({ method: 'GET', url: `/api/shared-documents/file?token=${bad}` });
      expect(expectErrorBody(response, 404, 'NOT_FOUND').message).toBe(DOCUMENT_MESSAGES.linkInvalid);
    }
  });

  it('refuses a blank or invalid address and days outside 1 to 30', async () => {
    const { app, owner, document } = await sharedDocument();
    const url = `/api/documents/${document.id}/shares`;
    const cases = [
      [{ email: '', daysValid: 7 }, 'email', SHARE_LINK_MESSAGES.emailRequired],
      [{ email: 'not-an-address', daysValid: 7 }, 'email', SHARE_LINK_MESSAGES.emailInvalid],
      [{ email: 'a@example.org', daysValid: 0 }, 'daysValid', SHARE_LINK_MESSAGES.daysRange],
      [{ email: 'a@example.org', daysValid: 31 }, 'daysValid', SHARE_LINK_MESSAGES.daysRange],
      [{ email: 'a@example.org', daysValid: 1.5 }, 'daysValid', SHARE_LINK_MESSAGES.daysRange],
    ] as const;
    for (const [payload, field, message] of cases) {
      const response = await app.inject({ method: 'POST', url, headers: owner.headers, payload });
      expect(expectErrorBody(response, 400, 'VALIDATION').fieldErrors?.[field], JSON.stringify(payload)).toBe(
        message,
      );
    }
  });
});
