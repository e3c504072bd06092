import type { DocumentCategory } from '@waypoint/shared';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/auth.schema';

/**
 * One row per stored file. The file itself is a blob elsewhere (DATA_DIR/vault or S3), encrypted under its own
 * data key, which is kept here only wrapped by the master key. The row is written after the blob, so the
 * quota (the sum of rows) never counts a half-written upload.
 */
export const documents = pgTable(
  'documents',
  {
    // Chosen by the server before encrypting: the id is bound into the blob's authentication tags.
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The file name as shown (sanitised); never used for storage. */
    name: text('name').notNull(),
    category: text('category').$type<DocumentCategory>().notNull().default('Uncategorized'),
    notes: text('notes').notNull().default(''),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Sniffed from the bytes at upload. */
    contentType: text('content_type').notNull(),
    /** The blob's random name in the store. */
    storageKey: text('storage_key').notNull().unique(),
    /** The file's data key, wrapped by the master key (lib/encryption). */
    wrappedKey: text('wrapped_key').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('documents_user_uploaded_idx').on(table.userId, table.uploadedAt)],
);

/** A link to one document for someone without an account. Only the token's SHA-256 is kept. */
export const documentShares = pgTable(
  'document_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    accessCount: integer('access_count').notNull().default(0),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
  },
  (table) => [index('document_shares_document_idx').on(table.documentId)],
);

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
export type DocumentShareRow = typeof documentShares.$inferSelect;
