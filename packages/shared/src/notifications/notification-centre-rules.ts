// Without zod: the shell's bell reads these on every signed-in page, which must not load the schemas.

/** The spec's badge rule: "999+" from 1000 upward. */
export function badgeCount(count: number): string {
  return count >= 1000 ? '999+' : String(count);
}

/** The live event telling a browser its notifications changed (refetch; the event carries no content). */
export const NOTIFICATIONS_CHANGED_EVENT = 'notifications.changed';

/** `GET /api/live`: the Server-Sent Events stream of the signed-in user. */
export const LIVE_STREAM_PATH = '/api/live';
