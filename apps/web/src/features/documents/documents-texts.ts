import type { DocumentCategory } from '@waypoint/shared';

/** The vault screen's own words (the spec's error texts live in @waypoint/shared's DOCUMENT_MESSAGES). */
export const VAULT_TEXTS = {
  title: 'Document Vault',
  intro:
    'Keep your DD-214, medical and claim records in one place. Every file is encrypted with its own key before it is stored.',
  loading: 'Loading your documents',
  empty: 'No documents yet. Upload your first one above.',
  uploadHeading: 'Upload a document',
  uploadPrompt: 'Drag a file here, or choose one.',
  chooseFile: 'Choose a file',
  dropZoneLabel: 'Drop zone: drop a file here to upload it, or press Enter to choose one',
  dropZoneHow: 'Click, or press Enter or Space, to choose a file.',
  uploading: (name: string) => `Uploading ${name}…`,
  uploaded: (name: string) => `${name} was uploaded.`,
  uploadHint: (maxSize: string) =>
    `PDF, PNG, JPEG, HEIC, TIFF, Word (DOCX) or plain text, up to ${maxSize} each.`,
  usageLabel: 'Vault storage used',
  usage: (used: string, quota: string, percent: number) => `${used} of ${quota} used (${percent}%)`,
  quotaFull: 'Your vault is full. Delete documents to upload more.',
  category: 'Category',
  notes: 'Notes',
  uploadedOn: (date: string) => `Uploaded ${date}`,
  download: 'Download',
  share: 'Share',
  rename: 'Rename',
  delete: 'Delete',
  details: 'Details',
  hideDetails: 'Hide details',
  saving: 'Saving…',
  saved: 'Saved',
} as const;

export const CATEGORY_LABELS: Record<DocumentCategory, string> = {
  Uncategorized: 'Uncategorized',
  'Service Records': 'Service Records',
  Medical: 'Medical',
  Education: 'Education',
  Claims: 'Claims',
};

/** How the history panel names each audit action. */
export const HISTORY_LABELS: Record<string, string> = {
  'documents.uploaded': 'Uploaded',
  'documents.downloaded': 'Downloaded by you',
  'documents.share_created': 'Shared',
  'documents.share_accessed': 'Opened through a share link',
  'documents.share_revoked': 'Share revoked',
  'documents.read_failed': 'A download was refused: the stored copy failed its integrity check',
};

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
