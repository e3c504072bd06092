import type { Dashboard, DashboardFigureName } from '@waypoint/shared/dashboard/dashboard';
import { DASHBOARD_MESSAGES } from '@waypoint/shared/dashboard/dashboard-limits';
import { formatCount } from '@waypoint/shared/core/quantities';
import type { Metric } from './metric-card';

const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** How long a mentor takes to answer, in words: hours under two days, then days. */
export function responseTime(hours: number): string {
  if (hours < 1) return 'Under 1 hour';
  if (hours < 48) return formatCount(Math.round(hours), 'hour');
  return formatCount(Math.round(hours / 24), 'day');
}

/** The three metric cards of the dashboard's persona, from its figures. */
export function metricsOf({ persona, figures, unavailable }: Dashboard): Metric[] {
  const missing = (name: DashboardFigureName) => unavailable.includes(name) || figures[name] === undefined;
  if (persona === 'mentor') {
    const requests = missing('mentorship.requests') ? null : figures['mentorship.requests']!;
    return [
      {
        title: 'Pending requests',
        value: requests && String(requests.pending),
        details: ['Veterans waiting for your answer'],
        link: { label: 'Open your mentee queue', to: '/mentorship' },
      },
      {
        title: 'Active mentees',
        value: requests && String(requests.active),
        details: ['Mentorships in progress'],
      },
      {
        title: 'Median response time',
        value:
          requests &&
          (requests.medianResponseHours === null
            ? 'No answers yet'
            : responseTime(requests.medianResponseHours)),
        details: ['Over your requests of the last 90 days'],
      },
    ];
  }
  if (persona === 'admin') {
    const users = missing('auth.users') ? null : figures['auth.users']!;
    const reports = missing('community.reports-waiting') ? null : figures['community.reports-waiting']!;
    return [
      {
        title: 'Users',
        value: users && String(users.total),
        details: users ? [`${formatCount(users.newThisWeek, 'new sign-up')} this week`] : [],
      },
      {
        title: 'Active circles',
        value: missing('community.active-circles') ? null : String(figures['community.active-circles']),
        details: [
          'Circles with a post in the last 30 days',
          reports === null
            ? DASHBOARD_MESSAGES.figureUnavailable
            : `${formatCount(reports, 'report')} waiting`,
        ],
        link: { label: 'Open community circles', to: '/community' },
      },
      {
        title: 'Pending mentor approvals',
        value: missing('mentorship.pending-approvals')
          ? null
          : String(figures['mentorship.pending-approvals']),
        details: ['Mentor applications waiting for review'],
        link: { label: 'Review in the mentorship hub', to: '/mentorship' },
      },
    ];
  }
  const profile = missing('profiles.completeness') ? null : figures['profiles.completeness']!;
  const tracker = missing('benefits.tracker') ? undefined : figures['benefits.tracker'];
  const next = tracker?.nextDeadline;
  const count = (name: 'resume.count' | 'notifications.unread') =>
    missing(name) ? DASHBOARD_MESSAGES.figureUnavailable : figures[name]!;
  const resumes = count('resume.count');
  const unread = count('notifications.unread');
  return [
    {
      title: 'Profile completeness',
      value: profile && `${profile.percent}%`,
      details: profile
        ? [
            profile.missing.length > 0
              ? `Still to add: ${profile.missing.join(', ')}`
              : 'Your profile is complete.',
          ]
        : [],
      link: { label: 'Update your profile', to: '/profile' },
    },
    {
      title: 'Benefits progress',
      value: tracker === undefined ? null : tracker === null ? '0%' : `${tracker.percent}%`,
      details:
        tracker === null || tracker === undefined
          ? [DASHBOARD_MESSAGES.noProfileForBenefits]
          : [
              `${tracker.completed} of ${tracker.total} checklist items done`,
              next
                ? `Next deadline: ${next.name}, ${day(next.date)} (${formatCount(next.daysLeft, 'day')} left)`
                : DASHBOARD_MESSAGES.noDeadline,
            ],
      link: { label: 'Open the benefits tracker', to: '/benefits' },
    },
    {
      title: 'Saved jobs',
      value: missing('jobs.saved') ? null : String(figures['jobs.saved']),
      details: [
        typeof resumes === 'number' ? formatCount(resumes, 'resume') : `Resumes: ${resumes}`,
        typeof unread === 'number'
          ? `${formatCount(unread, 'unread notification')}`
          : `Notifications: ${unread}`,
      ],
      link: { label: 'Search jobs', to: '/jobs' },
    },
  ];
}
