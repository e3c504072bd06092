import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement, Dashboard } from '@waypoint/shared/dashboard/dashboard';
import { makeAuthUser } from '../../test/fixtures/auth';
import { renderRoute } from '../../test/render-route';
import { stubApi, type ApiRoutes } from '../../test/stub-api';

afterEach(() => vi.unstubAllGlobals());

function makeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: '3c1e7a52-8b4d-4f0e-9d2a-5a7c0e1b9f01',
    title: 'Benefit deadlines from your own service dates',
    body: 'The benefits tracker works out each window.\nAdd your separation date.',
    publishFrom: '2026-01-05T15:00:00.000Z',
    publishUntil: null,
    status: 'published',
    authorName: null,
    sample: true,
    retiredAt: null,
    createdAt: '2026-01-05T15:00:00.000Z',
    updatedAt: '2026-01-05T15:00:00.000Z',
    ...overrides,
  };
}

const announcements = [
  makeAnnouncement(),
  makeAnnouncement({
    id: '3c1e7a52-8b4d-4f0e-9d2a-5a7c0e1b9f02',
    title: 'Mentor requests are answered within seven days',
    body: 'A request to a mentor now stays open for seven days.',
  }),
];

const veteran: Dashboard = {
  persona: 'veteran',
  figures: {
    'profiles.completeness': { percent: 78, missing: ['Skills', 'Education'] },
    'benefits.tracker': {
      completed: 1,
      total: 4,
      percent: 25,
      items: [
        { benefitType: 'TRANSITION_ASSISTANCE_PROGRAM', label: 'Attend TAP', completed: true },
        { benefitType: 'DOD_SKILLBRIDGE', label: 'Apply to SkillBridge', completed: false },
        { benefitType: 'GI_BILL', label: 'Request your GI Bill certificate', completed: false },
        { benefitType: 'VA_HOME_LOAN', label: 'Get a home loan certificate', completed: false },
      ],
      nextDeadline: {
        benefitType: 'DOD_SKILLBRIDGE',
        name: 'DoD SkillBridge',
        date: '2026-12-15',
        daysLeft: 22,
      },
    },
    'jobs.saved': 3,
    'resume.count': 2,
    'notifications.unread': 1,
  },
  unavailable: [],
  announcements,
};

const mentor: Dashboard = {
  persona: 'mentor',
  figures: {
    'mentorship.requests': { pending: 2, active: 1, medianResponseHours: 3 },
    'mentorship.queue': [
      {
        id: '11111111-1111-4111-8111-111111111111',
        menteeName: 'Ben Tester',
        message: 'Could you help me with interviews?',
        createdAt: '2026-11-20T15:00:00.000Z',
      },
    ],
  },
  unavailable: [],
  announcements,
};

const admin: Dashboard = {
  persona: 'admin',
  figures: {
    'auth.users': { total: 120, newThisWeek: 7 },
    'community.active-circles': 2,
    'community.reports-waiting': 1,
    'mentorship.pending-approvals': 3,
    'benefits.tracker': null,
  },
  unavailable: [],
  announcements: [],
};

async function openDashboard(routes: ApiRoutes, role: 'veteran' | 'mentor' | 'admin' = 'veteran') {
  const api = stubApi(routes);
  const view = renderRoute('/dashboard', { user: makeAuthUser({ role }) });
  const title = { veteran: 'Veteran Dashboard', mentor: 'Mentor Dashboard', admin: 'Admin Dashboard' }[role];
  await screen.findByRole('heading', { level: 1, name: title });
  return { ...api, ...view };
}

const card = (name: string) => screen.findByRole('region', { name });
const value = (region: HTMLElement) => within(region).getByTestId('metric-value').textContent;

describe('/dashboard', () => {
  it('shows the veteran view: persona chip, three metric cards, quick actions and the checklist', async () => {
    await openDashboard({ 'GET /dashboard': { status: 200, body: veteran } });
    expect(await screen.findByText('Veteran view')).toBeInTheDocument();
    const profile = await card('Profile completeness');
    expect(value(profile)).toBe('78%');
    expect(within(profile).getByText('Still to add: Skills, Education')).toBeInTheDocument();
    const benefits = await card('Benefits progress');
    expect(value(benefits)).toBe('25%');
    expect(within(benefits).getByText('1 of 4 checklist items done')).toBeInTheDocument();
    expect(
      within(benefits).getByText('Next deadline: DoD SkillBridge, Dec 15, 2026 (22 days left)'),
    ).toBeInTheDocument();
    const jobs = await card('Saved jobs');
    expect(value(jobs)).toBe('3');
    expect(within(jobs).getByText('2 resumes')).toBeInTheDocument();
    expect(within(jobs).getByText('1 unread notification')).toBeInTheDocument();

    const actions = await card('Quick actions');
    expect(within(actions).getByRole('link', { name: 'Resume Builder' })).toHaveAttribute('href', '/resume');
    expect(within(actions).getByRole('link', { name: 'Job Search' })).toHaveAttribute('href', '/jobs');
    expect(within(actions).getByRole('link', { name: 'Benefits' })).toHaveAttribute('href', '/benefits');

    const checklist = await card('Benefits checklist');
    expect(
      within(checklist).getByRole('progressbar', { name: 'Benefits checklist progress' }),
    ).toHaveAttribute('aria-valuenow', '25');
    expect(within(checklist).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'Mentee requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Manage announcements' })).not.toBeInTheDocument();
  });

  it('opens each announcement in a "View details" dialog, labelled as a sample, and closes it', async () => {
    const { user } = await openDashboard({ 'GET /dashboard': { status: 200, body: veteran } });
    const section = await card('Announcements');
    const items = within(section).getAllByRole('article');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Sample announcement')).toBeInTheDocument();
    await user.click(within(items[1]!).getByRole('button', { name: 'View details' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mentor requests are answered within seven days',
    });
    expect(
      within(dialog).getByText('A request to a mentor now stays open for seven days.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows mentors their requests, mentees and response time, and the mentee-requests list', async () => {
    await openDashboard({ 'GET /dashboard': { status: 200, body: mentor } }, 'mentor');
    expect(await screen.findByText('Mentor view')).toBeInTheDocument();
    expect(value(await card('Pending requests'))).toBe('2');
    expect(value(await card('Active mentees'))).toBe('1');
    expect(value(await card('Median response time'))).toBe('3 hours');
    const requests = await card('Mentee requests');
    expect(within(requests).getByText('Ben Tester')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Benefits checklist' })).not.toBeInTheDocument();
  });

  it('shows admins the site figures, the empty announcements and the form to write one', async () => {
    const created: unknown[] = [];
    const { user } = await openDashboard(
      {
        'GET /dashboard': { status: 200, body: admin },
        'GET /announcements': { status: 200, body: { announcements } },
        'POST /announcements': async () => {
          created.push(true);
          return new Response(JSON.stringify(makeAnnouncement({ sample: false, title: 'Job fair' })), {
            status: 201,
            headers: { 'Content-Type': 'application/json' },
          });
        },
      },
      'admin',
    );
    // The administrator's dashboard is not called a veteran's.
    expect(screen.queryByRole('heading', { level: 1, name: 'Veteran Dashboard' })).not.toBeInTheDocument();
    expect(await screen.findByText('Admin view')).toBeInTheDocument();
    const users = await card('Users');
    expect(value(users)).toBe('120');
    expect(within(users).getByText('7 new sign-ups this week')).toBeInTheDocument();
    const circles = await card('Active circles');
    expect(value(circles)).toBe('2');
    expect(within(circles).getByText('1 report waiting')).toBeInTheDocument();
    expect(value(await card('Pending mentor approvals'))).toBe('3');
    expect(within(await card('Announcements')).getByText('No announcements right now.')).toBeInTheDocument();
    expect(
      within(await card('Benefits checklist')).getByText(/Add your service details to your profile/),
    ).toBeInTheDocument();

    const manage = await card('Manage announcements');
    await user.click(within(manage).getByRole('button', { name: 'Publish announcement' }));
    expect(await within(manage).findByText('Add a title for the announcement.')).toBeInTheDocument();
    expect(within(manage).getByText('Add the announcement text.')).toBeInTheDocument();
    expect(created).toHaveLength(0);
    await user.type(within(manage).getByRole('textbox', { name: 'Title' }), 'Job fair');
    await user.type(within(manage).getByRole('textbox', { name: 'Announcement' }), 'Friday at noon.');
    await user.click(within(manage).getByRole('button', { name: 'Publish announcement' }));
    expect(await within(manage).findByText('Announcement published.')).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(within(manage).getAllByRole('button', { name: /^Retire / })).toHaveLength(2);
  });

  it("shows the plan's progress toward the target career, linking to the plan", async () => {
    const progress = { stepsDone: 3, steps: 12, standardsMet: 2, standards: 8, target: 'Logisticians' };
    await openDashboard({
      'GET /dashboard': {
        status: 200,
        body: { ...veteran, figures: { ...veteran.figures, 'plan.progress': progress } },
      },
    });
    const plan = await card('Your plan toward Logisticians');
    expect(plan).toHaveTextContent('3 of 12 steps done · 2 of 8 Career Readiness Standards met');
    expect(within(plan).getByRole('progressbar', { name: 'Plan steps done: 25%' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(within(plan).getByRole('link', { name: 'Open your plan' })).toHaveAttribute('href', '/plan');
  });

  it('invites a veteran without a target to choose one', async () => {
    const progress = { stepsDone: 0, steps: 5, standardsMet: 0, standards: 8, target: null };
    await openDashboard({
      'GET /dashboard': {
        status: 200,
        body: { ...veteran, figures: { ...veteran.figures, 'plan.progress': progress } },
      },
    });
    const plan = await card('Your transition plan');
    expect(within(plan).getByRole('link', { name: 'Choose a target career in your plan' })).toHaveAttribute(
      'href',
      '/plan',
    );
  });

  it('says which figures are unavailable while showing the rest', async () => {
    await openDashboard({
      'GET /dashboard': {
        status: 200,
        body: {
          ...veteran,
          unavailable: ['jobs.saved'],
          figures: { ...veteran.figures, 'jobs.saved': undefined },
        },
      },
    });
    const jobs = await card('Saved jobs');
    expect(value(jobs)).toBe('—');
    expect(within(jobs).getByText('Not available right now')).toBeInTheDocument();
    expect(value(await card('Profile completeness'))).toBe('78%');
  });

  it('shows the loading state, then the error with Retry', async () => {
    await openDashboard({ 'GET /dashboard': { status: 500, body: { status: 500, message: 'x' } } });
    expect(
      await screen.findByText('We could not load your dashboard. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
