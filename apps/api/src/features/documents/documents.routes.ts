import multipart from '@fastify/multipart';
import {
  DOCUMENT_MESSAGES,
  documentHistorySchema,
  documentListSchema,
  documentSchema,
  documentUpdateSchema,
  safeLine,
  uploadResultSchema,
} from '@waypoint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../../lib/app-error';
import { createAuditLog } from '../../lib/audit';
import { createTransaction } from '../../lib/transaction';
import { currentUser } from '../../plugins/app/authenticate';
import { createDocumentReader } from './document-reader';
import {
  CLEAN_UP_TASK,
  CLEAN_UP_SAFETY_MS,
  CLEAN_UP_SCHEDULE,
  createVaultCleanUp,
} from './documents-clean-up';
import { createDocumentLinksService } from './documents-links.service';
import { limited, registerLinkRoutes } from './documents-links.routes';
import { createDocumentSharesService, SHARE_TOPIC } from './documents-shares.service';
import { documentsDataRights } from './documents.data-rights';
import { createDocumentsRepository, createSharesRepository } from './documents.repository';
import { createDocumentsService, documentContext } from './documents.service';
import { documents as documentsTable } from './documents.schema';
import { createBlobStore } from './storage/create-store';

const byId = z.object({ id: safeLine().describe('The document id (a UUID)') });
const errors = errorResponses(400, 401, 404);
const tags = ['documents'];

const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { config } = app;
  const { envelope } = app;
  app.wrappedKeys.register({
    name: 'documents.data-keys',
    description: "each vault document's data key",
    column: documentsTable.wrappedKey,
    form: 'wrapped-key',
    id: documentsTable.id,
    context: documentContext,
  });
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
  const reader = createDocumentReader({ store, envelope, audit, log: app.log });
  const links = createDocumentLinksService({
    documents,
    repository,
    reader,
    audit,
    linkKey: envelope.deriveKey('waypoint/documents/download-link/v1'),
    now: () => app.clock.now(),
  });
  const sharesService = createDocumentSharesService({
    documents,
    repository,
    shares,
    reader,
    transaction: createTransaction(db, (tx) => ({
      shares: createSharesRepository(tx),
      audit: createAuditLog(tx),
    })),
    notifier: app.notifier,
    publicUrl: config.publicUrl,
    now: () => app.clock.now(),
  });
  app.dataRights.register(documentsDataRights(store));
  const cleanUp = createVaultCleanUp({ store, repository, log: app.log });
  app.tasks.register({
    name: CLEAN_UP_TASK,
    payload: z.object({}),
    schedule: CLEAN_UP_SCHEDULE,
    retry: { limit: 1, delaySeconds: 600 },
    handle: async () => {
      await cleanUp.run(app.clock.now());
    },
  });
  // The scheduled clean-up runs once an hour on one worker of the cluster (pg-boss), for the store every instance
  // shares. An instance's own disk (the S3 store's spool) only ever holds unfinished uploads of that instance's
  // processes, which outlive their request only when the process dies: the next start of the instance clears them
  // (decision 043), before it serves, so no instance keeps a timer of its own.
  app.addHook('onReady', async () => {
    // An upload cut off by a crash or kill -9 left a temporary whose writer is gone: it goes now, whatever its age.
    await store.removeAbandonedTemporaries().then(
      (removed) => removed > 0 && app.log.info({ removed }, 'removed uploads a crash cut off'),
      (error: unknown) => app.log.error({ err: error }, 'could not remove uploads a crash cut off'),
    );
    // Older ones whose writer cannot be told (names from before writers were named) go by age.
    await store.removeTemporaries(new Date(app.clock.now().getTime() - CLEAN_UP_SAFETY_MS)).then(
      (removed) => removed > 0 && app.log.info({ removed }, 'removed unfinished uploads of this instance'),
      (error: unknown) =>
        app.log.error({ err: error }, 'could not clear unfinished uploads of this instance'),
    );
  });
  app.notificationTopics.register({
    name: SHARE_TOPIC,
    description: "A document shared with someone: the link, e-mailed to the recipient's address",
    category: 'documents',
  });
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

  registerLinkRoutes(app, { links, shares: sharesService });
};

export default documentsRoutes;
