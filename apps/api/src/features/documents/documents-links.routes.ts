import {
  DOCUMENT_MESSAGES,
  downloadLinkSchema,
  safeLine,
  shareCreatedSchema,
  sharedDocumentSchema,
  shareListSchema,
  shareRequestSchema,
  tokenQuerySchema,
} from '@waypoint/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/app/authenticate';
import type { FileAnswer } from './document-reader';
import type { DocumentLinksService } from './documents-links.service';
import { contentDisposition } from './documents-mapping';
import type { DocumentSharesService } from './documents-shares.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

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
export function limited(max: number) {
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
    .send(file.body);
}

/**
 * The ways out of the vault: the owner's signed download links, and shares. The three GET routes without a
 * session (features/public-routes.ts) take their credential, the token, in the query, which logs never keep.
 */
export function registerLinkRoutes(
  app: App,
  { links, shares }: { links: DocumentLinksService; shares: DocumentSharesService },
): void {
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
    async (request) => links.createDownloadLink(currentUser(request), request.params.id),
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
    async (request, reply) => sendFile(reply, await links.download(request.query.token, request.ip)),
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
    async (request) => shares.list(currentUser(request), request.params.id),
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
        .send(await shares.create(currentUser(request), request.params.id, request.body, request.ip)),
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
      await shares.revoke(currentUser(request), request.params.id, request.params.shareId, request.ip);
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
    async (request) => shares.info(request.query.token),
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
    async (request, reply) => sendFile(reply, await shares.file(request.query.token, request.ip)),
  );
}
