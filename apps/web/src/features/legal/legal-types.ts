import { SUPPORT_EMAIL_ADDRESS } from '@waypoint/shared/contact/support-address';

export interface LegalLink {
  label: string;
  /** An app route ("/crisis-resources") or a full address (mailto:, https:). */
  href: string;
}

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
  links?: readonly LegalLink[];
}

export interface LegalDocumentContent {
  title: string;
  lastUpdated: string;
  summary: string;
  sections: readonly LegalSection[];
}

export const LAST_UPDATED = 'November 22, 2026';
export const SUPPORT_EMAIL = SUPPORT_EMAIL_ADDRESS;
