/** The translation page's own words; light, so the loading page can show the intro (app/page-intros.ts). */
export const TRANSLATE_TEXTS = {
  intro:
    'Enter your military occupation code to see the civilian job titles, career paths and federal job series your experience leads to.',
} as const;
