/** The settings page's own words; light, so the loading page can show the intro (app/page-intros.ts). */
export const NOTIFICATIONS_TEXTS = {
  intro: 'Choose what reaches you, how, and when. Every message Waypoint sends follows these settings.',
} as const;
