import { TRANSLATE_TEXTS } from '../features/careers/translate-texts';
import { COMMUNITY_TEXTS } from '../features/community/community-texts';
import { VAULT_TEXTS } from '../features/documents/documents-texts';
import { NOTIFICATIONS_TEXTS } from '../features/notifications/notifications-texts';

// The sentence a signed-in page opens with under its h1, where it is the same for every visitor (each feature
// keeps its words in a light texts module). The loading page (session/status-page.tsx) shows it under the title
// while the page's code downloads, so what the page is for can be read at the first paint. Part of the app's
// entry, like page-titles.ts. Pages whose opening depends on the visitor's data (a hint, an empty state) are not
// here.
const PAGE_INTROS: Readonly<Record<string, string>> = {
  '/career/translate': TRANSLATE_TEXTS.intro,
  '/community': COMMUNITY_TEXTS.intro,
  '/documents': VAULT_TEXTS.intro,
  '/notifications': NOTIFICATIONS_TEXTS.intro,
};

/** The opening sentence of the page at exactly `pathname`, where every visitor's page opens with the same one. */
export function getPageIntro(pathname: string): string | undefined {
  return Object.hasOwn(PAGE_INTROS, pathname) ? PAGE_INTROS[pathname] : undefined;
}
