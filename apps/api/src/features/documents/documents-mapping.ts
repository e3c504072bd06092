import type { DocumentShare, VaultDocument } from '@waypoint/shared';
import type { DocumentRow, DocumentShareRow } from './documents.schema';

export function toVaultDocument(row: DocumentRow): VaultDocument {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    notes: row.notes,
    sizeBytes: row.sizeBytes,
    contentType: row.contentType,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

export function toShare(row: DocumentShareRow): DocumentShare {
  return {
    id: row.id,
    recipientEmail: row.recipientEmail,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    accessCount: row.accessCount,
    lastAccessedAt: row.lastAccessedAt?.toISOString() ?? null,
  };
}

/** `Content-Disposition` for a download: an ASCII fallback and the exact name (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
