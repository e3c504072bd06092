// The account-data messages and names without the schemas: the profile page downloads no zod for them.

/** What the profile page's "Your data" section and the account routes say (decision 017). */
export const ACCOUNT_DATA_MESSAGES = {
  passwordRequired: 'Enter your password to confirm',
  passwordIncorrect: 'That password is not correct.',
  deleted: 'Your account has been deleted, with everything Waypoint held about you.',
  exportFailed: 'We could not prepare your data. Please try again.',
  deleteFailed: 'We could not delete your account. Please try again.',
} as const;

export const DATA_EXPORT_FORMAT = 'waypoint-data-export';

/** The download's name: `waypoint-data-2026-11-22.json`, the day of the export (UTC). */
export const dataExportFileName = (exportedAt: string): string =>
  `waypoint-data-${exportedAt.slice(0, 10)}.json`;
