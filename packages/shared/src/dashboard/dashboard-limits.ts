/**
 * The dashboard: personas, limits and the words both the API and the screen use (issue 17, decision 027). No
 * zod here, so the screen can read the labels without loading the schemas.
 */
import type { UserRole } from '../auth/auth';

/** The spec's personas: veteran (the default), mentor, admin. */
export const DASHBOARD_PERSONAS = ['veteran', 'mentor', 'admin'] as const;
export type DashboardPersona = (typeof DASHBOARD_PERSONAS)[number];

/** The persona of a role stored on the server: moderators see the veteran view (the default). */
export function personaOf(role: UserRole): DashboardPersona {
  if (role === 'mentor' || role === 'admin') return role;
  return 'veteran';
}

export const PERSONA_LABELS: Record<DashboardPersona, string> = {
  veteran: 'Veteran view',
  mentor: 'Mentor view',
  admin: 'Admin view',
};

/**
 * The dashboard's title (its heading and the header's) by persona: the spec's "Veteran Dashboard" is the
 * veteran's; a mentor's and an administrator's dashboard are not called a veteran's (decision 037).
 */
export const DASHBOARD_TITLES: Record<DashboardPersona, string> = {
  veteran: 'Veteran Dashboard',
  mentor: 'Mentor Dashboard',
  admin: 'Admin Dashboard',
};

export const ANNOUNCEMENT_LIMITS = {
  titleMax: 120,
  bodyMax: 2000,
  /** Published announcements the dashboard shows, newest first (the spec shows two). */
  shown: 2,
  /** Pending mentee requests the mentor's list shows (the card counts them all). */
  menteeRequestsShown: 5,
} as const;

export const ANNOUNCEMENT_STATUSES = ['published', 'scheduled', 'ended', 'retired'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

export const ANNOUNCEMENT_STATUS_LABELS: Record<AnnouncementStatus, string> = {
  published: 'Published',
  scheduled: 'Scheduled',
  ended: 'Ended',
  retired: 'Retired',
};

export const ANNOUNCEMENT_MESSAGES = {
  titleRequired: 'Add a title for the announcement.',
  titleTooLong: `Keep the title to ${ANNOUNCEMENT_LIMITS.titleMax} characters or fewer.`,
  bodyRequired: 'Add the announcement text.',
  bodyTooLong: `Keep the announcement to ${ANNOUNCEMENT_LIMITS.bodyMax} characters or fewer.`,
  dateInvalid: 'Enter a valid date and time.',
  untilBeforeFrom: 'The end of the publishing window must come after its start.',
  notFound: 'We could not find that announcement.',
  saveFailed: 'We could not save the announcement. Please try again.',
  created: 'Announcement published.',
  retired: 'Announcement retired.',
} as const;

export const DASHBOARD_MESSAGES = {
  loadFailed: 'We could not load your dashboard. Please try again.',
  figureUnavailable: 'Not available right now',
  noAnnouncements: 'No announcements right now.',
  noMenteeRequests: 'No mentee requests are waiting.',
  noProfileForBenefits: 'Add your service details to your profile to see your benefits checklist.',
  noDeadline: 'No upcoming benefit deadlines',
} as const;

/** The spec's quick actions: Resume Builder, Job Search, Benefits. */
export const QUICK_ACTIONS = [
  { label: 'Resume Builder', to: '/resume' },
  { label: 'Job Search', to: '/jobs' },
  { label: 'Benefits', to: '/benefits' },
] as const;
