import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES, type DownloadLink } from '@waypoint/shared';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import type { DocumentReader, FileAnswer } from './document-reader';
import type { DocumentsRepository } from './documents.repository';
import type { DocumentsService } from './documents.service';

export interface LinksDependencies {
  documents: DocumentsService;
  repository: DocumentsRepository;
  reader: DocumentReader;
  audit: AuditLog;
  /** Signs download links; derived from the master key, so every instance accepts every instance's links. */
  linkKey: Buffer;
  now?: () => Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const linkInvalid = () => new AppError('NOT_FOUND', DOCUMENT_MESSAGES.linkInvalid);

interface Claims {
  d: string;
  u: string;
  e: number;
}

/** The owner's download links: `<claims>.<HMAC>`, naming the document, the owner and the expiry. */
export function createDocumentLinksService({
  documents,
  repository,
  reader,
  audit,
  linkKey,
  now = () => new Date(),
}: LinksDependencies) {
  const sign = (payload: string) => createHmac('sha256', linkKey).update(payload).digest('base64url');

  function verify(token: string): Claims {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) throw linkInvalid();
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw linkInvalid();
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    } catch {
      throw linkInvalid();
    }
  }

  return {
    /** A signed URL for the owner, good for five minutes. */
    async createDownloadLink(actor: Actor, id: string): Promise<DownloadLink> {
      const row = await documents.owned(actor, id);
      const expiresAt = now().getTime() + DOCUMENT_LIMITS.downloadLinkSeconds * 1000;
      const claims: Claims = { d: row.id, u: actor.id, e: expiresAt };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return {
        url: `/api/document-downloads?token=${encodeURIComponent(`${payload}.${sign(payload)}`)}`,
        expiresAt: new Date(expiresAt).toISOString(),
      };
    },

    async download(token: string, ip: string): Promise<FileAnswer> {
      const claims = verify(token);
      if (claims.e <= now().getTime()) throw new AppError('GONE', DOCUMENT_MESSAGES.downloadExpired);
      const row = UUID.test(claims.d) ? await repository.findById(claims.d) : undefined;
      // Deleted, or (after an account's documents changed hands, which never happens today) not the signer's.
      if (!row || row.userId !== claims.u) throw linkInvalid();
      const file = await reader.read(row);
      await audit.record({ action: 'documents.downloaded', actorUserId: claims.u, subject: row.id, ip });
      return file;
    },
  };
}

export type DocumentLinksService = ReturnType<typeof createDocumentLinksService>;
