import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { createAccountReader } from '../../lib/accounts';
import { createAuditReader } from '../../lib/audit';
import {
  documents,
  documentShares,
  type DocumentRow,
  type DocumentShareRow,
  type NewDocumentRow,
} from './documents.schema';

export type DocumentChanges = Partial<Pick<DocumentRow, 'name' | 'category' | 'notes'>>;

/** How many audit entries a document's history shows. */
const HISTORY_LIMIT = 200;

export function createDocumentsRepository(db: AppDatabase) {
  const accounts = createAccountReader(db);
  const audit = createAuditReader(db);
  return {
    async listByUser(userId: string): Promise<DocumentRow[]> {
      return db
        .select()
        .from(documents)
        .where(eq(documents.userId, userId))
        .orderBy(desc(documents.uploadedAt), desc(documents.id));
    },

    async findById(id: string): Promise<DocumentRow | undefined> {
      const [row] = await db.select().from(documents).where(eq(documents.id, id));
      return row;
    },

    async usedBytes(userId: string): Promise<number> {
      const [row] = await db
        .select({ used: sql<string>`coalesce(sum(${documents.sizeBytes}), 0)` })
        .from(documents)
        .where(eq(documents.userId, userId));
      return Number(row?.used ?? 0);
    },

    /** Serialises one account's uploads until the transaction ends, so two cannot both fit the last space. */
    async lockVault(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`documents:${userId}`}))`);
    },

    async insert(values: NewDocumentRow): Promise<DocumentRow> {
      const [row] = await db.insert(documents).values(values).returning();
      return row!;
    },

    async update(id: string, changes: DocumentChanges): Promise<DocumentRow | undefined> {
      const [row] = await db
        .update(documents)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(documents.id, id))
        .returning();
      return row;
    },

    async delete(id: string): Promise<DocumentRow | undefined> {
      const [row] = await db.delete(documents).where(eq(documents.id, id)).returning();
      return row;
    },

    /** Deletes the user's documents; answers their blobs' keys, to remove once the deletion has committed. */
    async deleteByUserId(userId: string): Promise<string[]> {
      const rows = await db
        .delete(documents)
        .where(eq(documents.userId, userId))
        .returning({ storageKey: documents.storageKey });
      return rows.map((row) => row.storageKey);
    },

    /** Which of these blob keys a document row points to. */
    async storageKeysInUse(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ storageKey: documents.storageKey })
        .from(documents)
        .where(inArray(documents.storageKey, keys));
      return new Set(rows.map((row) => row.storageKey));
    },

    /** Every document uploaded before `before`, by its blob key (the clean-up's check for missing blobs). */
    async storageKeysUploadedBefore(before: Date): Promise<Pick<DocumentRow, 'id' | 'storageKey'>[]> {
      return db
        .select({ id: documents.id, storageKey: documents.storageKey })
        .from(documents)
        .where(lt(documents.uploadedAt, before));
    },

    /** The owner's display name, from the accounts' published reader. */
    async ownerName(userId: string): Promise<string | undefined> {
      return (await accounts.contactOf(userId))?.name;
    },

    /** The audit trail's entries about one document, newest first, from the audit log's reader. */
    history(documentId: string) {
      return audit.entriesAbout(documentId, HISTORY_LIMIT);
    },
  };
}

export function createSharesRepository(db: AppDatabase) {
  return {
    async insert(values: typeof documentShares.$inferInsert): Promise<DocumentShareRow> {
      const [row] = await db.insert(documentShares).values(values).returning();
      return row!;
    },

    async findById(id: string): Promise<DocumentShareRow | undefined> {
      const [row] = await db.select().from(documentShares).where(eq(documentShares.id, id));
      return row;
    },

    async findByTokenHash(tokenHash: string): Promise<DocumentShareRow | undefined> {
      const [row] = await db.select().from(documentShares).where(eq(documentShares.tokenHash, tokenHash));
      return row;
    },

    /** Shares that still work at `now`: not revoked, not expired. */
    async listActive(documentId: string, now: Date): Promise<DocumentShareRow[]> {
      return db
        .select()
        .from(documentShares)
        .where(
          and(
            eq(documentShares.documentId, documentId),
            isNull(documentShares.revokedAt),
            gt(documentShares.expiresAt, now),
          ),
        )
        .orderBy(desc(documentShares.createdAt));
    },

    async listByUser(userId: string): Promise<DocumentShareRow[]> {
      return db.select().from(documentShares).where(eq(documentShares.userId, userId));
    },

    async revoke(id: string, now: Date): Promise<DocumentShareRow | undefined> {
      const [row] = await db
        .update(documentShares)
        .set({ revokedAt: now })
        .where(and(eq(documentShares.id, id), isNull(documentShares.revokedAt)))
        .returning();
      return row;
    },

    async countAccess(id: string, now: Date): Promise<void> {
      await db
        .update(documentShares)
        .set({ accessCount: sql`${documentShares.accessCount} + 1`, lastAccessedAt: now })
        .where(eq(documentShares.id, id));
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
export type SharesRepository = ReturnType<typeof createSharesRepository>;
