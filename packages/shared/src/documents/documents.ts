import { z } from 'zod';
import { safeLine, safeText } from '../core/text';
import {
  cleanDocumentName,
  DOCUMENT_CATEGORIES,
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  isPathLikeName,
} from './documents-limits';

export * from './documents-limits';

export const documentCategorySchema = z.enum(DOCUMENT_CATEGORIES, {
  error: DOCUMENT_MESSAGES.unknownCategory,
});

export const documentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    category: documentCategorySchema,
    notes: z.string(),
    sizeBytes: z.number().int().nonnegative(),
    contentType: z.string(),
    uploadedAt: z.string(),
  })
  .meta({ id: 'Document' });
export type VaultDocument = z.infer<typeof documentSchema>;

export const usageSchema = z
  .object({ usedBytes: z.number().int().nonnegative(), quotaBytes: z.number().int().positive() })
  .meta({ id: 'VaultUsage' });
export type VaultUsage = z.infer<typeof usageSchema>;

export const documentListSchema = z
  .object({
    documents: z.array(documentSchema),
    usage: usageSchema,
    maxFileBytes: z.number().int().positive(),
  })
  .meta({ id: 'DocumentList' });
export type DocumentList = z.infer<typeof documentListSchema>;

export const uploadResultSchema = z
  .object({ document: documentSchema, usage: usageSchema })
  .meta({ id: 'DocumentUpload' });
export type UploadResult = z.infer<typeof uploadResultSchema>;

// Half of a UTF-16 surrogate pair cannot be stored as UTF-8 (PostgreSQL refuses it).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const wellFormed = (value: string) => !LONE_SURROGATE.test(value);
const NOT_TEXT = 'Use only readable characters.';

export const documentNameSchema = safeLine({ error: DOCUMENT_MESSAGES.nameRequired })
  .transform(cleanDocumentName)
  .pipe(
    z
      .string()
      .min(1, DOCUMENT_MESSAGES.nameRequired)
      .max(DOCUMENT_LIMITS.nameMaxLength, DOCUMENT_MESSAGES.nameTooLong)
      .refine((name) => !isPathLikeName(name), DOCUMENT_MESSAGES.nameWithPath)
      .refine(wellFormed, NOT_TEXT),
  );

export const documentUpdateSchema = z
  .object({
    name: documentNameSchema.optional(),
    category: documentCategorySchema.optional(),
    notes: safeText()
      .pipe(
        z
          .string()
          .max(DOCUMENT_LIMITS.notesMaxLength, DOCUMENT_MESSAGES.notesTooLong)
          .refine(wellFormed, NOT_TEXT),
      )
      .optional(),
  })
  .strict();
export type DocumentUpdate = z.infer<typeof documentUpdateSchema>;

export const documentShareSchema = z
  .object({
    id: z.string(),
    recipientEmail: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    accessCount: z.number().int().nonnegative(),
    lastAccessedAt: z.string().nullable(),
  })
  .meta({ id: 'DocumentShare' });
export type DocumentShare = z.infer<typeof documentShareSchema>;

export const shareListSchema = z
  .object({ shares: z.array(documentShareSchema) })
  .meta({ id: 'DocumentShareList' });
export type ShareList = z.infer<typeof shareListSchema>;

/** The new share, and its link: shown once to the sharer, only a hash of the token is stored. */
export const shareCreatedSchema = z
  .object({ share: documentShareSchema, url: z.string() })
  .meta({ id: 'DocumentShareCreated' });
export type ShareCreated = z.infer<typeof shareCreatedSchema>;

export const downloadLinkSchema = z
  .object({ url: z.string(), expiresAt: z.string() })
  .meta({ id: 'DocumentDownloadLink' });
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

export const documentEventSchema = z.object({
  action: z.string(),
  occurredAt: z.string(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export const documentHistorySchema = z
  .object({ events: z.array(documentEventSchema) })
  .meta({ id: 'DocumentHistory' });
export type DocumentHistory = z.infer<typeof documentHistorySchema>;

/** What the public share page shows before the recipient downloads. */
export const sharedDocumentSchema = z
  .object({
    name: z.string(),
    sizeBytes: z.number().int().nonnegative(),
    sharedBy: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'SharedDocument' });
export type SharedDocument = z.infer<typeof sharedDocumentSchema>;

/** Share and download tokens travel in the query (logs keep no query values). */
export const tokenQuerySchema = z.object({ token: safeLine().pipe(z.string().min(1).max(512)) });
