import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  type DownloadLink,
  type ShareCreated,
  type SharedDocument,
  type ShareList,
  type ShareRequest,
} from '@waypoint/shared';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { AuditLog } from '../../lib/audit';
import { DecryptionError, type Envelope } from '../../lib/encryption/encryption';
import type { Transaction } from '../../lib/transaction';
import type { DocumentsRepository, SharesRepository } from './documents.repository';
import type { DocumentRow, DocumentShareRow } from './documents.schema';
import { documentContext, type DocumentsService } from './documents.service';
import { toShare } from './documents-mapping';
import { BlobNotFoundError, type BlobStore } from './storage/blob-store';

export interface AccessDependencies {
  documents: DocumentsService;
  repository: DocumentsRepository;
  shares: SharesRepository;
  transaction: Transaction<{ shares: SharesRepository; audit: AuditLog }>;
  audit: AuditLog;
  store: BlobStore;
  envelope: Envelope;
  /** Signs download links; derived from the master key, so every instance accepts every instance's links. */
  linkKey: Buffer;
  /** Where links point (PUBLIC_URL). */
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface FileAnswer {
  name: string;
  contentType: string;
  sizeBytes: number;
  body: Readable;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const linkInvalid = () => new AppError('NOT_FOUND', DOCUMENT_MESSAGES.linkInvalid);

/** Download links, shares and the reading of files, every read authenticated in full before a byte is sent. */
export function createDocumentsAccessService(deps: AccessDependencies) {
  const { documents, repository, shares, transaction, audit, store, envelope, log } = deps;
  const now = deps.now ?? (() => new Date());

  function sign(payload: string): string {
    return createHmac('sha256', deps.linkKey).update(payload).digest('base64url');
  }

  /**
   * Decrypts the whole blob once into nothing, so a changed byte anywhere is found before the answer starts
   * (an error, never a corrupted or cut-off file), then streams it again for the reader.
   */
  async function openVerified(row: DocumentRow): Promise<Readable> {
    try {
      const dataKey = envelope.unwrap(row.wrappedKey, documentContext(row.id));
      const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
      await pipeline(await store.get(row.storageKey), dataKey.decryptStream(), sink);
      const source = await store.get(row.storageKey);
      const plaintext = dataKey.decryptStream();
      source.on('error', (error) => plaintext.destroy(error));
      return source.pipe(plaintext);
    } catch (error) {
      const reason =
        error instanceof DecryptionError
          ? error.reason
          : error instanceof BlobNotFoundError
            ? 'blob-missing'
            : 'read-failed';
      log.error(
        { documentId: row.id, reason, err: error },
        'Document failed its integrity check or could not be read; the download was refused',
      );
      await audit.record({ action: 'documents.read_failed', subject: row.id, details: { reason } });
      throw new AppError('INTERNAL', DOCUMENT_MESSAGES.integrityFailed, undefined, { cause: error });
    }
  }

  async function answer(row: DocumentRow): Promise<FileAnswer> {
    return {
      name: row.name,
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      body: await openVerified(row),
    };
  }

  /** A share by its token: unknown or forged 404, expired or revoked 410. */
  async function shareByToken(token: string): Promise<{ share: DocumentShareRow; document: DocumentRow }> {
    if (!SHARE_TOKEN.test(token)) throw linkInvalid();
    const share = await shares.findByTokenHash(hashToken(token));
    if (!share) throw linkInvalid();
    if (share.revokedAt) throw new AppError('GONE', DOCUMENT_MESSAGES.shareRevoked);
    if (share.expiresAt.getTime() <= now().getTime())
      throw new AppError('GONE', DOCUMENT_MESSAGES.linkExpired);
    const document = await repository.findById(share.documentId);
    if (!document) throw linkInvalid();
    return { share, document };
  }

  async function ownedShare(actor: Actor, documentId: string, shareId: string) {
    const document = await documents.owned(actor, documentId);
    const share = UUID.test(shareId) ? await shares.findById(shareId) : undefined;
    if (!share || share.documentId !== document.id) {
      throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.shareNotFound);
    }
    return { document, share };
  }

  return {
    /** A signed URL for the owner, good for five minutes, naming the document and the owner. */
    async createDownloadLink(actor: Actor, id: string): Promise<DownloadLink> {
      const row = await documents.owned(actor, id);
      const expiresAt = now().getTime() + DOCUMENT_LIMITS.downloadLinkSeconds * 1000;
      const payload = Buffer.from(JSON.stringify({ d: row.id, u: actor.id, e: expiresAt })).toString(
        'base64url',
      );
      const token = `${payload}.${sign(payload)}`;
      return {
        url: `/api/document-downloads?token=${encodeURIComponent(token)}`,
        expiresAt: new Date(expiresAt).toISOString(),
      };
    },

    async download(token: string, ip: string): Promise<FileAnswer> {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) throw linkInvalid();
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw linkInvalid();
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        d: string;
        u: string;
        e: number;
      };
      if (claims.e <= now().getTime()) throw new AppError('GONE', DOCUMENT_MESSAGES.downloadExpired);
      const row = UUID.test(claims.d) ? await repository.findById(claims.d) : undefined;
      if (!row || row.userId !== claims.u) throw linkInvalid();
      const file = await answer(row);
      await audit.record({ action: 'documents.downloaded', actorUserId: claims.u, subject: row.id, ip });
      return file;
    },

    async listShares(actor: Actor, id: string): Promise<ShareList> {
      const row = await documents.owned(actor, id);
      return { shares: (await shares.listActive(row.id, now())).map(toShare) };
    },

    /** A token of 256 random bits; only its SHA-256 is stored, so the link is shown to the sharer once. */
    async share(actor: Actor, id: string, request: ShareRequest, ip: string): Promise<ShareCreated> {
      const row = await documents.owned(actor, id);
      const token = randomBytes(32).toString('base64url');
      const created = now();
      const share = await transaction(async (scope) => {
        const inserted = await scope.shares.insert({
          documentId: row.id,
          userId: actor.id,
          recipientEmail: request.email.toLowerCase(),
          tokenHash: hashToken(token),
          createdAt: created,
          expiresAt: new Date(created.getTime() + request.daysValid * DAY_MS),
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
        return inserted;
      });
      return { share: toShare(share), url: `${deps.publicUrl}/shared?token=${token}` };
    },

    async revoke(actor: Actor, documentId: string, shareId: string, ip: string): Promise<void> {
      const { document, share } = await ownedShare(actor, documentId, shareId);
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

    async sharedInfo(token: string): Promise<SharedDocument> {
      const { share, document } = await shareByToken(token);
      return {
        name: document.name,
        sizeBytes: document.sizeBytes,
        sharedBy: (await repository.ownerName(document.userId)) ?? 'A Waypoint member',
        expiresAt: share.expiresAt.toISOString(),
      };
    },

    /** The recipient's download: counted, and recorded with the address it came from. */
    async sharedFile(token: string, ip: string): Promise<FileAnswer> {
      const { share, document } = await shareByToken(token);
      const file = await answer(document);
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

export type DocumentsAccessService = ReturnType<typeof createDocumentsAccessService>;
