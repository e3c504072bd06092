import { configuredContact } from '../../components/public-frame/configured-contact';

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
const { email } = configuredContact();

/** How to write to the team: the configured address (CONTACT_EMAIL), else the contact form; never an invented one. */
export const WRITE_TO_US: LegalLink = email
  ? { label: email, href: `mailto:${email}` }
  : { label: 'The contact form on our home page', href: '/#contact' };

/** The same, inside a sentence: "write to …". */
export const WRITE_TO_US_PHRASE = email
  ? `write to ${email}`
  : 'write to us with the contact form on our home page';
