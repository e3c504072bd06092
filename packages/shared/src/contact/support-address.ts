/**
 * A placeholder inbox for contact-form messages when neither SUPPORT_EMAIL nor CONTACT_EMAIL is set (with no
 * SMTP_URL they stay in the outbox anyway). The pages never show it: they show CONTACT_EMAIL, or the contact form
 * (public-contact.ts, docs/operations.md).
 */
export const SUPPORT_EMAIL_ADDRESS = 'support@waypoint.example';
