const SITE_NAME = 'Waypoint';
/** The one separator between a page's name and the site's (and the site's name and its line). */
const SEPARATOR = ' — ';

/** The landing page's title: the site with what it is for. */
export const SITE_TITLE = `${SITE_NAME}${SEPARATOR}career, benefits and mentorship for veterans`;

/** A browser tab's title: "Privacy Policy — Waypoint"; without a page name, the site's own title. */
export function documentTitle(page?: string): string {
  return page ? `${page}${SEPARATOR}${SITE_NAME}` : SITE_TITLE;
}

/** Sets the tab's title while the page is shown; React puts it in the document head and takes it out after. */
export function DocumentTitle({ page }: { page?: string | undefined }) {
  return <title>{documentTitle(page)}</title>;
}
