import { formatFileSize } from '../core/quantities';
import { SHARE_LINK_MESSAGES } from '../core/share-links-limits';

/** The vault's categories, in the order the category menu lists them. */
export const DOCUMENT_CATEGORIES = [
  'Uncategorized',
  'Service Records',
  'Medical',
  'Education',
  'Claims',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_LIMITS = {
  /** A vault's default quota (the spec's stub default, now real): 1 GiB. */
  defaultQuotaBytes: 1073741824,
  /** VAULT_MAX_FILE_BYTES's default: 25 MB per file. */
  defaultMaxFileBytes: 25 * 1024 * 1024,
  /** Display names (after sanitising) and notes. */
  nameMaxLength: 255,
  notesMaxLength: 2000,
  /** A download link works this long after it is made. */
  downloadLinkSeconds: 5 * 60,
} as const;

/** What the vault accepts, recognised from the bytes (never from the name or the declared type). */
export const DOCUMENT_TYPES = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'image/heic': 'HEIC image',
  'image/tiff': 'TIFF image',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document (DOCX)',
  'text/plain': 'Plain text',
} as const;
export type DocumentContentType = keyof typeof DOCUMENT_TYPES;
/** For the file picker's `accept`: a hint only, the server decides from the bytes. */
export const DOCUMENT_ACCEPT =
  '.pdf,.png,.jpg,.jpeg,.heic,.tif,.tiff,.docx,.txt,' + Object.keys(DOCUMENT_TYPES).join(',');

/** The spec's Documents texts, plus the vault's own rules. */
export const DOCUMENT_MESSAGES = {
  loadFailed: 'We could not load your documents. Please try again later.',
  uploadFailed: 'We could not upload that document. Please check the file and try again.',
  saveFailed: 'We could not save document metadata. Changes may be lost.',
  downloadLinkFailed: 'We could not generate a download link.',
  shareFailed: 'We could not share the document. Please try again.',
  vaultFailed: 'We were unable to load the document vault.',
  notFound: 'We could not find that document.',
  shareNotFound: SHARE_LINK_MESSAGES.shareNotFound,
  noFile: 'Choose a file to upload.',
  emptyFile: 'This file is empty. Choose a file with content.',
  tooLarge: (maxBytes: number) => `This file is larger than ${formatFileSize(maxBytes)}, the limit per file.`,
  wrongType:
    'This type of file cannot be stored. Upload a PDF, PNG, JPEG, HEIC, TIFF, Word (DOCX) or plain text file.',
  quotaFull: 'Your vault is full. Delete documents to make room for this one.',
  nameRequired: 'Enter a name for the document.',
  nameTooLong: `Use at most ${255} characters for the name.`,
  nameWithPath: 'A document name cannot contain / or \\, or be . or .. on its own.',
  notesTooLong: `Use at most ${2000} characters for the notes.`,
  unknownCategory: `Choose one of: ${DOCUMENT_CATEGORIES.join(', ')}.`,
  linkInvalid: 'This link is not valid. Ask the sender for a new one.',
  linkExpired: 'This link has expired. Ask the sender for a new one.',
  shareRevoked: 'This share has been revoked. Ask the sender for a new link.',
  downloadExpired: 'This download link has expired. Generate a new one from your vault.',
  integrityFailed: 'This document could not be opened: its stored copy failed an integrity check.',
  rateLimited: SHARE_LINK_MESSAGES.rateLimited,
} as const;

/** Percent of the quota used, whole, capped at 100. */
export function usagePercent(usedBytes: number, quotaBytes: number): number {
  if (quotaBytes <= 0) return 100;
  return Math.min(100, Math.round((usedBytes / quotaBytes) * 100));
}

// Bidirectional overrides and isolates can make `invoice.exe.pdf` read as something else.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * A name as shown: Unicode NFC, without control, zero-width and direction-changing characters, with runs of
 * white space made one space. It is only ever displayed; storage never uses it.
 */
export function cleanDocumentName(raw: string): string {
  return raw.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** The last path segment of an uploaded file's name (browsers send only that; other clients may not). */
export function uploadedFileName(raw: string): string {
  const segments = raw.split(/[\\/]/);
  return cleanDocumentName(segments[segments.length - 1] ?? '');
}

/** Whether a (cleaned) name would read as a path: separators, `.` or `..`. */
export function isPathLikeName(name: string): boolean {
  return /[\\/]/.test(name) || name === '.' || name === '..';
}
