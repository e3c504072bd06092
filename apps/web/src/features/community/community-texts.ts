/** The circles page's own words; light, so the loading page can show the intro (app/page-intros.ts). */
export const COMMUNITY_TEXTS = {
  intro:
    'Peer groups of veterans and families. Join a public circle at once, or ask to join an invite-only one.',
} as const;
