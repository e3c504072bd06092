import { DOCUMENT_MESSAGES, documentListSchema } from '@waypoint/shared';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../test/helper';
import { signUpAndSignIn } from '../../test/auth';
import {
  buildDocumentsApp,
  download,
  readBlob,
  SAMPLE_EXE,
  SAMPLE_PDF,
  SAMPLE_PNG,
  upload,
  uploadRequest,
  vaultFiles,
} from './test/documents-requests';

async function list(app: Awaited<ReturnType<typeof buildDocumentsApp>>, headers: { authorization: string }) {
  const response = await app.inject({ method: 'GET', url: '/api/documents', headers });
  expect(response.statusCode).toBe(200);
  return documentListSchema.parse(response.json());
}

describe('uploading a document', () => {
  it('stores only ciphertext and gives back the same bytes', async () => {
    const app = await buildDocumentsApp();
    const user = await signUpAndSignIn(app);
    const document = await upload(app, user, 'DD-214 Member 4.pdf');
    expect(document).toMatchObject({
      name: 'DD-214 Member 4.pdf',
      category: 'Uncategorized',
      notes: '',
      sizeBytes: SAMPLE_PDF.length,
      contentType: 'application/pdf',
    });

    const stored = readBlob(app.config.dataDir);
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
    expect(stored.includes(SAMPLE_PDF.subarray(20, 60))).toBe(false);
    // The blob's name comes from the server, never from the upload.
    expect(vaultFiles(app.config.dataDir)[0]).toMatch(/[0-9a-f-]{36}\.blob$/);

    const response = await download(app, user, document.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''DD-214%20Member%204.pdf");
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lists newest first and the usage grows', async () => {
    const app = await buildDocumentsApp();
    const user = await signUpAndSignIn(app);
    expect(await list(app, user.headers)).toEqual({
      documents: [],
      usage: { usedBytes: 0, quotaBytes: 1073741824 },
      maxFileBytes: 26214400,
    });
    await upload(app, user, 'first.pdf');
    await upload(app, user, 'second.png', SAMPLE_PNG);
    const after = await list(app, user.headers);
    expect(after.documents.map((document) => document.name)).toEqual(['second.png', 'first.pdf']);
    expect(after.documents[0]!.contentType).toBe('image/png');
    expect(after.usage.usedBytes).toBe(SAMPLE_PDF.length + SAMPLE_PNG.length);
  });

  it('recognises the type from the bytes, whatever the name and declared type say', async () => {
    const app = await buildDocumentsApp();
    const user = await signUpAndSignIn(app);
    const renamed = await uploadRequest(app, user, 'scan.pdf', SAMPLE_PNG, 'application/pdf');
    expect(renamed.statusCode).toBe(201);
    expect(renamed.json().document.contentType).toBe('image/png');
    const text = await uploadRequest(
      app,
      user,
      'notes.bin',
      Buffer.from('VA claim number 123\nCall on Monday.\n'),
    );
    expect(text.json().document.contentType).toBe('text/plain');

    const program = await uploadRequest(app, user, 'orders.pdf', SAMPLE_EXE, 'application/pdf');
    const body = expectErrorBody(program, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(body).toMatchObject({
      message: DOCUMENT_MESSAGES.uploadFailed,
      fieldErrors: { file: DOCUMENT_MESSAGES.wrongType },
    });
    expect((await list(app, user.headers)).documents).toHaveLength(2);
    expect(vaultFiles(app.config.dataDir)).toHaveLength(2);
  });

  it('refuses empty, oversize, badly named and missing files, storing nothing', async () => {
    const app = await buildDocumentsApp({ vaultMaxFileBytes: 1000 });
    const user = await signUpAndSignIn(app);
    const cases = [
      [uploadRequest(app, user, 'empty.pdf', Buffer.alloc(0)), 400, DOCUMENT_MESSAGES.emptyFile],
      [uploadRequest(app, user, 'big.txt', Buffer.alloc(1001, 'a')), 413, DOCUMENT_MESSAGES.tooLarge(1000)],
      [uploadRequest(app, user, `${'a'.repeat(996)}.pdf`, SAMPLE_PDF), 400, DOCUMENT_MESSAGES.nameTooLong],
    ] as const;
    for (const [request, status, message] of cases) {
      const response = await request;
      expect(response.statusCode, message).toBe(status);
      expect(response.json().fieldErrors).toEqual({ file: message });
    }
    const exactly = await uploadRequest(app, user, 'limit.txt', Buffer.alloc(1000, 'a'));
    expect(exactly.statusCode).toBe(201);
    // A path in the name is never followed: only its last part is kept, and only for display.
    for (const name of ['../../etc/passwd.pdf', '..\\..\\boot.pdf']) {
      const traversal = await uploadRequest(app, user, name, SAMPLE_PDF);
      expect(traversal.statusCode, name).toBe(201);
      expect(traversal.json().document.name).toMatch(/^(passwd|boot)\.pdf$/);
    }

    const notMultipart = await app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: user.headers,
      payload: { file: 'x' },
    });
    expect(expectErrorBody(notMultipart, 400, 'VALIDATION').fieldErrors).toEqual({
      file: DOCUMENT_MESSAGES.noFile,
    });
    expect((await list(app, user.headers)).documents).toHaveLength(3);
    expect(vaultFiles(app.config.dataDir)).toHaveLength(3);
    expect(vaultFiles(app.config.dataDir).every((file) => /[0-9a-f-]{36}\.blob$/.test(file))).toBe(true);
  });

  it('shows names cleaned of control and direction characters', async () => {
    const app = await buildDocumentsApp();
    const user = await signUpAndSignIn(app);
    const document = await upload(app, user, 'claim\u202Efdp.exe  final.pdf');
    expect(document.name).toBe('claimfdp.exe final.pdf');
  });

  it('checks the quota before storing, to the byte', async () => {
    const app = await buildDocumentsApp({ vaultQuotaBytes: SAMPLE_PDF.length * 2 });
    const user = await signUpAndSignIn(app);
    await upload(app, user, 'one.pdf');
    await upload(app, user, 'two.pdf');
    expect((await list(app, user.headers)).usage).toEqual({
      usedBytes: SAMPLE_PDF.length * 2,
      quotaBytes: SAMPLE_PDF.length * 2,
    });
    const full = await uploadRequest(app, user, 'three.txt', Buffer.from('x'));
    expect(expectErrorBody(full, 413, 'PAYLOAD_TOO_LARGE').fieldErrors).toEqual({
      file: DOCUMENT_MESSAGES.quotaFull,
    });
    expect(vaultFiles(app.config.dataDir)).toHaveLength(2);

    // One byte short of room: refused while streaming, nothing kept.
    const app2 = await buildDocumentsApp({ vaultQuotaBytes: SAMPLE_PDF.length + 10 });
    const other = await signUpAndSignIn(app2);
    await upload(app2, other, 'one.pdf');
    const over = await uploadRequest(app2, other, 'eleven.txt', Buffer.from('x'.repeat(11)));
    expect(over.json().fieldErrors).toEqual({ file: DOCUMENT_MESSAGES.quotaFull });
    expect((await uploadRequest(app2, other, 'ten.txt', Buffer.from('x'.repeat(10)))).statusCode).toBe(201);
    expect(vaultFiles(app2.config.dataDir)).toHaveLength(2);
  });
});
