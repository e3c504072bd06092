import {
  DOCUMENT_MESSAGES,
  type ShareCreated,
  type SharedDocument,
  type ShareList,
  type ShareRequest,
} from '@waypoint/shared';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { hashShareToken, isShareToken, newShareToken } from '../../lib/share-tokens';
import type { AuditLog } from '../../lib/audit';
import type { Notifier } from '../../lib/notifications/notifications';
import type { Transaction } from '../../lib/transaction';
import type { DocumentReader, FileAnswer } from './document-reader';
import type { DocumentsRepository, SharesRepository } from './documents.repository';
import type { DocumentRow, DocumentShareRow } from './documents.schema';
import type { DocumentsService } from './documents.service';
import { toShare } from './documents-mapping';

export interface SharesDependencies {
  documents: DocumentsService;
  repository: DocumentsRepository;
  shares: SharesRepository;
  reader: DocumentReader;
  /** A share's change and its audit record (and a new share's e-mail) commit together. */
  transaction: Transaction<{ shares: SharesRepository; audit: AuditLog }>;
  /** E-mails the share's link to its recipient (`notifier.notifyAddress`). */
  notifier: Pick<Notifier, 'notifyAddress'>;
  /** Where share links point (PUBLIC_URL). */
  publicUrl: string;
  now: () => Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const SHARE_TOPIC = 'documents.shared';

/** The e-mail a share's recipient gets; the link (with the token) is the only way in. */
export function shareMessage(sender: string, name: string, expiresAt: Date, token: string) {
  // A notification's title holds at most 120 characters; names are the users' own.
  const sharedBy = sender.length > 60 ? `${sender.slice(0, 59)}…` : sender;
  const until = `${expiresAt.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
  return {
    title: `${sharedBy} shared a document with you on Waypoint`,
    body: `${sharedBy} shared "${name}" with you. You can open and download it without an account until ${until}, unless they stop sharing it sooner.`,
    link: `${SHARE_PATH}?token=${token}`,
  };
}

const SHARE_PATH = '/shared';

const linkInvalid = () => new AppError('NOT_FOUND', DOCUMENT_MESSAGES.linkInvalid);

/** Shares: a link for someone without an account, until it expires or is revoked, counted and recorded. */
export function createDocumentSharesService(deps: SharesDependencies) {
  const { documents, repository, shares, reader, transaction } = deps;
  const { now } = deps;

  /** A share by its token: unknown or forged 404, expired or revoked 410. */
  async function byToken(token: string): Promise<{ share: DocumentShareRow; document: DocumentRow }> {
    if (!isShareToken(token)) throw linkInvalid();
    const share = await shares.findByTokenHash(hashShareToken(token));
    if (!share) throw linkInvalid();
    if (share.revokedAt) throw new AppError('GONE', DOCUMENT_MESSAGES.shareRevoked);
    if (share.expiresAt.getTime() <= now().getTime())
      throw new AppError('GONE', DOCUMENT_MESSAGES.linkExpired);
    const document = await repository.findById(share.documentId);
    if (!document) throw linkInvalid();
    return { share, document };
  }

  return {
    async list(actor: Actor, id: string): Promise<ShareList> {
      const row = await documents.owned(actor, id);
      return { shares: (await shares.listActive(row.id, now())).map(toShare) };
    },

    /**
     * A token of 256 random bits; only its SHA-256 is stored. The link is e-mailed to the recipient through the
     * notification service (sealed until sent, in the same transaction as the share) and shown to the sharer
     * once, to copy if they wish.
     */
    async create(actor: Actor, id: string, request: ShareRequest, ip: string): Promise<ShareCreated> {
      const row = await documents.owned(actor, id);
      const { token, ...link } = newShareToken(now(), request.daysValid);
      const sharedBy = (await repository.ownerName(actor.id)) ?? 'A Waypoint member';
      const share = await transaction(async (scope) => {
        const inserted = await scope.shares.insert({
          documentId: row.id,
          userId: actor.id,
          recipientEmail: request.email.toLowerCase(),
          ...link,
        });
        await scope.audit.record({
          action: 'documents.share_created',
          actorUserId: actor.id,
          subject: row.id,
          ip,
          details: {
            shareId: inserted.id,
            recipientEmail: inserted.recipientEmail,
            daysValid: request.daysValid,
          },
        });
        await deps.notifier.notifyAddress(
          { email: inserted.recipientEmail },
          SHARE_TOPIC,
          shareMessage(sharedBy, row.name, inserted.expiresAt, token),
          { transaction: scope.tx, sender: actor, linkExpiresAt: inserted.expiresAt },
        );
        return inserted;
      });
      return { share: toShare(share), url: `${deps.publicUrl}${SHARE_PATH}?token=${token}` };
    },

    async revoke(actor: Actor, documentId: string, shareId: string, ip: string): Promise<void> {
      const document = await documents.owned(actor, documentId);
      const share = UUID.test(shareId) ? await shares.findById(shareId) : undefined;
      if (!share || share.documentId !== document.id) {
        throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.shareNotFound);
      }
      await transaction(async (scope) => {
        await scope.shares.revoke(share.id, now());
        await scope.audit.record({
          action: 'documents.share_revoked',
          actorUserId: actor.id,
          subject: document.id,
          ip,
          details: { shareId: share.id, recipientEmail: share.recipientEmail },
        });
      });
    },

    async info(token: string): Promise<SharedDocument> {
      const { share, document } = await byToken(token);
      return {
        name: document.name,
        sizeBytes: document.sizeBytes,
        sharedBy: (await repository.ownerName(document.userId)) ?? 'A Waypoint member',
        expiresAt: share.expiresAt.toISOString(),
      };
    },

    /** The recipient's download: counted, and recorded with the address it came from. */
    async file(token: string, ip: string): Promise<FileAnswer> {
      const { share, document } = await byToken(token);
      const file = await reader.read(document);
      await transaction(async (scope) => {
        await scope.shares.countAccess(share.id, now());
        await scope.audit.record({
          action: 'documents.share_accessed',
          subject: document.id,
          ip,
          details: { shareId: share.id, recipientEmail: share.recipientEmail },
        });
      });
      return file;
    },
  };
}

export type DocumentSharesService = ReturnType<typeof createDocumentSharesService>;
