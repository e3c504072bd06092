import { hkdfSync } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  DOCUMENT_MESSAGES,
  documentHistorySchema,
  documentListSchema,
  documentSchema,
  documentUpdateSchema,
  downloadLinkSchema,
  safeLine,
  shareCreatedSchema,
  sharedDocumentSchema,
  shareListSchema,
  shareRequestSchema,
  tokenQuerySchema,
  uploadResultSchema,
} from '@waypoint/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../../lib/app-error';
import { createAuditLog } from '../../lib/audit';
import { createEnvelope, loadKeyring } from '../../lib/encryption/encryption';
import { createTransaction } from '../../lib/transaction';
import { currentUser } from '../../plugins/app/authenticate';
import { createDocumentsAccessService, type FileAnswer } from './documents-access.service';
import { contentDisposition } from './documents-mapping';
import { documentsDataRights } from './documents.data-rights';
import { createDocumentsRepository, createSharesRepository } from './documents.repository';
import { createDocumentsService } from './documents.service';
import { createBlobStore } from './storage/create-store';

const byId = z.object({ id: safeLine().describe('The document id (a UUID)') });
const byShare = z.object({
  id: safeLine().describe('The document id'),
  shareId: safeLine().describe('The share id'),
});
const errors = errorResponses(400, 401, 404);
const tags = ['documents'];
const fileAnswer = {
  200: z.any().describe('The file, decrypted'),
  ...errorResponses(400, 404, 410, 429, 500),
};

/** Per client address, per minute: links and shares are the ways a vault's contents leave it. */
function limited(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      errorResponseBuilder: () => new AppError('RATE_LIMITED', DOCUMENT_MESSAGES.rateLimited),
    },
  };
}

function sendFile(reply: FastifyReply, file: FileAnswer) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', contentDisposition(file.name))
    .header('cache-control', 'no-store')
    .send(file.body);
}

const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { config } = app;
  const keyring = loadKeyring(config);
  const envelope = createEnvelope(keyring);
  const store = createBlobStore(config);
  const repository = createDocumentsRepository(db);
  const shares = createSharesRepository(db);
  const audit = createAuditLog(db);
  const documents = createDocumentsService({
    repository,
    transaction: createTransaction(db, (tx) => ({
      documents: createDocumentsRepository(tx),
      shares: createSharesRepository(tx),
      audit: createAuditLog(tx),
    })),
    store,
    envelope,
    limits: { maxFileBytes: config.vaultMaxFileBytes, quotaBytes: config.vaultQuotaBytes },
  });
  const access = createDocumentsAccessService({
    documents,
    repository,
    shares,
    transaction: createTransaction(db, (tx) => ({
      shares: createSharesRepository(tx),
      audit: createAuditLog(tx),
    })),
    audit,
    store,
    envelope,
    linkKey: Buffer.from(
      hkdfSync('sha256', keyring.current.key, '', 'waypoint/documents/download-link/v1', 32),
    ),
    publicUrl: config.publicUrl,
    log: app.log,
  });
  app.dataRights.register(documentsDataRights);
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1 } });

  app.get(
    '/documents',
    {
      schema: {
        tags,
        summary: 'Your documents, newest first, with the vault usage',
        response: { 200: documentListSchema, ...errors },
      },
    },
    async (request) => documents.list(currentUser(request)),
  );

  app.post(
    '/documents',
    {
      config: limited(30),
      schema: {
        tags,
        summary: 'Upload a document (multipart/form-data, one field "file"); stored encrypted',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResultSchema, ...errorResponses(413, 415, 429), ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError('VALIDATION', DOCUMENT_MESSAGES.uploadFailed, { file: DOCUMENT_MESSAGES.noFile });
      }
      const part = await request.file({
        limits: { fileSize: config.vaultMaxFileBytes + 1, files: 1, fields: 0, parts: 1 },
        throwFileSizeLimit: false,
      });
      const upload = part && { file: part.file, filename: part.filename };
      return reply.code(201).send(await documents.upload(currentUser(request), upload, request.ip));
    },
  );

  app.patch(
    '/documents/:id',
    {
      schema: {
        tags,
        summary: "Change a document's name, category or notes",
        params: byId,
        body: documentUpdateSchema,
        response: { 200: documentSchema, ...errors },
      },
    },
    async (request) => documents.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/documents/:id',
    {
      schema: {
        tags,
        summary: 'Delete a document, its file and its shares',
        params: byId,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await documents.remove(currentUser(request), request.params.id, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/documents/:id/history',
    {
      schema: {
        tags,
        summary: "A document's audit history (uploads, downloads, shares, accesses)",
        params: byId,
        response: { 200: documentHistorySchema, ...errors },
      },
    },
    async (request) => documents.history(currentUser(request), request.params.id),
  );

  app.post(
    '/documents/:id/download-link',
    {
      config: limited(30),
      schema: {
        tags,
        summary: 'A signed download URL for your document, valid five minutes',
        params: byId,
        response: { 200: downloadLinkSchema, ...errorResponses(429), ...errors },
      },
    },
    async (request) => access.createDownloadLink(currentUser(request), request.params.id),
  );

  app.get(
    '/document-downloads',
    {
      config: limited(30),
      schema: {
        tags,
        summary: 'Download through a signed link (the link is the credential)',
        querystring: tokenQuerySchema,
        response: fileAnswer,
      },
    },
    async (request, reply) => sendFile(reply, await access.download(request.query.token, request.ip)),
  );

  app.get(
    '/documents/:id/shares',
    {
      schema: {
        tags,
        summary: "A document's active shares",
        params: byId,
        response: { 200: shareListSchema, ...errors },
      },
    },
    async (request) => access.listShares(currentUser(request), request.params.id),
  );

  app.post(
    '/documents/:id/shares',
    {
      config: limited(10),
      schema: {
        tags,
        summary: 'Share a document by link for 1 to 30 days',
        params: byId,
        body: shareRequestSchema,
        response: { 201: shareCreatedSchema, ...errorResponses(429), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await access.share(currentUser(request), request.params.id, request.body, request.ip)),
  );

  app.delete(
    '/documents/:id/shares/:shareId',
    {
      schema: {
        tags,
        summary: 'Revoke a share; its link stops working at once',
        params: byShare,
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
    },
    async (request, reply) => {
      await access.revoke(currentUser(request), request.params.id, request.params.shareId, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/shared-documents',
    {
      config: limited(30),
      schema: {
        tags,
        summary: 'What a share link offers: name, size, sharer, expiry (the link is the credential)',
        querystring: tokenQuerySchema,
        response: { 200: sharedDocumentSchema, ...errorResponses(400, 404, 410, 429) },
      },
    },
    async (request) => access.sharedInfo(request.query.token),
  );

  app.get(
    '/shared-documents/file',
    {
      config: limited(30),
      schema: {
        tags,
        summary: 'Download a shared document (counted and recorded)',
        querystring: tokenQuerySchema,
        response: fileAnswer,
      },
    },
    async (request, reply) => sendFile(reply, await access.sharedFile(request.query.token, request.ip)),
  );
};

export default documentsRoutes;
