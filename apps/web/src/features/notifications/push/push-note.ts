/** What the screen says under the push switch about this browser, after a save tried to (un)subscribe it. */
export interface PushNote {
  text: string;
}

export const PUSH_NOTES = {
  subscribed: { text: 'This browser will show push notifications.' },
  unsupported: {
    text: 'This browser cannot show push notifications; they still appear in the notification centre.',
  },
  denied: {
    text: 'Notifications are blocked for this site in your browser settings, so push cannot reach this browser.',
  },
  failed: { text: 'We could not set up push notifications in this browser. Save again to retry.' },
} as const satisfies Record<string, PushNote>;
