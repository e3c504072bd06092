import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  downloadLinkSchema,
  shareCreatedSchema,
  uploadResultSchema,
  type ShareCreated,
  type VaultDocument,
} from '@waypoint/shared';
import { onTestFinished } from 'vitest';
import type { App } from '../../../app';
import type { AppConfig } from '../../../config';
import { generateMasterKey } from '../../../lib/encryption/encryption';
import { buildTestApp, type TestAppOptions } from '../../../test/helper';
import type { SignedInUser } from '../../../test/auth';

/** Tests only: a one-page PDF small enough to read in a failure message. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const SAMPLE_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
/** A Windows program's first bytes: what must never be accepted, whatever it is called. */
export const SAMPLE_EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

export function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'waypoint-vault-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** An app on its own data directory (so the vault's files can be inspected) with a known master key. */
export async function buildDocumentsApp(
  config: Partial<AppConfig> = {},
  options: Omit<TestAppOptions, 'config'> = {},
): Promise<App> {
  return buildTestApp({
    ...options,
    config: { dataDir: tempDataDir(), vaultMasterKey: generateMasterKey(), ...config },
  });
}

export function multipart(filename: string, bytes: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----vault${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadRequest(app: App, user: SignedInUser, filename: string, bytes: Buffer, type?: string) {
  const body = multipart(filename, bytes, type);
  return app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

export async function upload(
  app: App,
  user: SignedInUser,
  filename = 'dd214.pdf',
  bytes = SAMPLE_PDF,
): Promise<VaultDocument> {
  const response = await uploadRequest(app, user, filename, bytes, 'application/pdf');
  if (response.statusCode !== 201)
    throw new Error(`upload failed (${response.statusCode}): ${response.body}`);
  return uploadResultSchema.parse(response.json()).document;
}

/** Downloads through a fresh signed link; the raw answer. */
export async function download(app: App, user: SignedInUser, id: string) {
  const link = await app.inject({
    method: 'POST',
    url: `/api/documents/${id}/download-link`,
    headers: user.headers,
  });
  if (link.statusCode !== 200) throw new Error(`link failed (${link.statusCode}): ${link.body}`);
  return app.inject({ method: 'GET', url: downloadLinkSchema.parse(link.json()).url });
}

export async function share(app: App, user: SignedInUser, id: string, daysValid = 7): Promise<ShareCreated> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/documents/${id}/shares`,
    headers: user.headers,
    payload: { email: 'claims.officer@example.org', daysValid },
  });
  if (response.statusCode !== 201) throw new Error(`share failed (${response.statusCode}): ${response.body}`);
  return shareCreatedSchema.parse(response.json());
}

/** The share link's path and query, as the public routes take it. */
export function shareToken(created: ShareCreated): string {
  return new URL(created.url).searchParams.get('token')!;
}

/** Every blob file under DATA_DIR/vault. */
export function vaultFiles(dataDir: string): string[] {
  const root = join(dataDir, 'vault');
  let found: string[] = [];
  try {
    for (const entry of readdirSync(root)) {
      const path = join(root, entry);
      if (statSync(path).isDirectory())
        found = found.concat(readdirSync(path).map((name) => join(path, name)));
    }
  } catch {
    return [];
  }
  return found;
}

export function readBlob(dataDir: string): Buffer {
  const [file] = vaultFiles(dataDir);
  if (!file) throw new Error('no blob stored');
  return readFileSync(file);
}
