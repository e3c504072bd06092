import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES, type DownloadLink } from '@waypoint/shared';
import { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import { signedLinks } from '../../lib/signed-links';
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
  now: () => Date;
}

const linkInvalid = () => new AppError('NOT_FOUND', DOCUMENT_MESSAGES.linkInvalid);

/*
 * The owner's download links (lib/signed-links.ts), naming the document and the owner. They live five minutes and
 * are never stored or e-mailed (the page fetches one per click), so a change of their format ends at most the
 * links of those five minutes.
 */
const downloadLinks = signedLinks('documents.download', z.object({ d: z.guid(), u: z.string().min(1) }));

/** The owner's download links: a signed token naming the document, the owner and the expiry. */
export function createDocumentLinksService({
  documents,
  repository,
  reader,
  audit,
  linkKey,
  now,
}: LinksDependencies) {
  return {
    /** A signed URL for the owner, good for five minutes. */
    async createDownloadLink(actor: Actor, id: string): Promise<DownloadLink> {
      const row = await documents.owned(actor, id);
      const expiresAt = new Date(now().getTime() + DOCUMENT_LIMITS.downloadLinkSeconds * 1000);
      const token = downloadLinks.sign(linkKey, { d: row.id, u: actor.id }, expiresAt);
      return {
        url: `/api/document-downloads?token=${encodeURIComponent(token)}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    async download(token: string, ip: string): Promise<FileAnswer> {
      const check = downloadLinks.verify(linkKey, token, now());
      if (check.status === 'invalid') throw linkInvalid();
      if (check.status === 'expired') throw new AppError('GONE', DOCUMENT_MESSAGES.downloadExpired);
      const { claims } = check;
      const row = await repository.findById(claims.d);
      // Deleted, or (after an account's documents changed hands, which never happens today) not the signer's.
      if (!row || row.userId !== claims.u) throw linkInvalid();
      const file = await reader.read(row);
      await audit.record({ action: 'documents.downloaded', actorUserId: claims.u, subject: row.id, ip });
      return file;
    },
  };
}

export type DocumentLinksService = ReturnType<typeof createDocumentLinksService>;
