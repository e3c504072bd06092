/**
 * The Waypoint support team's address: the pages show it (footer, contact section, legal pages, error texts)
 * and the API delivers contact-form messages to it unless SUPPORT_EMAIL names another. Without zod, so the
 * landing page can read it on its first load.
 */
export const SUPPORT_EMAIL_ADDRESS = 'support@waypoint.example';
