const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When a notification came, as people say it: "just now", "5 minutes ago", "yesterday", then the date. */
export function formatNotificationTime(createdAt: string, now: number, locale = 'en-US'): string {
  const then = Date.parse(createdAt);
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return 'just now';
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(then);
}

/** A notification's link when it is a path in this app; anything else is not followed. */
export function appPath(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}
