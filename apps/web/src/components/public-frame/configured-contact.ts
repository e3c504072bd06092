import { publicContactFrom, type PublicContact } from '@waypoint/shared/contact/public-contact';

/**
 * The contact details this build was given (CONTACT_*, put in by vite.config.ts; docs/operations.md). Read when
 * called, not at import, so tests can set them with `vi.stubEnv`. An unusable value cannot reach a build (it
 * fails), and would be left out here.
 */
export function configuredContact(): PublicContact {
  return publicContactFrom({
    CONTACT_PHONE: import.meta.env.CONTACT_PHONE,
    CONTACT_EMAIL: import.meta.env.CONTACT_EMAIL,
    CONTACT_ADDRESS: import.meta.env.CONTACT_ADDRESS,
  }).contact;
}
