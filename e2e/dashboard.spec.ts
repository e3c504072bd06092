import type { APIRequestContext, Page } from '@playwright/test';
import { createProfileThroughApi, signUpThroughApi, type TestAccount } from './support/accounts';
import { E2E_PORT } from './support/mail-sink';
import { ownServer } from './support/own-server';
import { expect, setStoredSession, test } from './support/fixtures';

// The mentor's and the admin's roles come from the role command, so this file runs its own server.
const server = ownServer(E2E_PORT + 8, 'dashboard');
const BASE_URL = server.baseUrl;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE_URL });

type Account = TestAccount & { token: string };
const accounts: Record<'veteran' | 'mentor' | 'admin', Account> = {} as never;

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

async function ok(answer: Awaited<ReturnType<APIRequestContext['post']>>, status = 200) {
  expect(answer.status(), await answer.text()).toBe(status);
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  await server.startFresh();
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  accounts.veteran = await signUpThroughApi(request, 'Jordan Rivera');
  accounts.mentor = await signUpThroughApi(request, 'Avery Cole');
  accounts.admin = await signUpThroughApi(request, 'Ada Admin');
  await ok(
    await request.put('/api/mentorship/mentor-profile', {
      headers: auth(accounts.mentor),
      data: {
        branch: 'NAVY',
        role: 'Project manager',
        experience: 'Navy logistics officer, now managing construction projects.',
        interests: ['Operations'],
        channels: ['chat'],
        industry: '47',
        location: 'Norfolk, VA',
        capacity: 2,
        availability: { accepting: true, slots: [{ day: 'MON', start: '19:00', end: '20:00' }] },
      },
    }),
  );
  await request.dispose();
  await server.giveRoles([
    { email: accounts.admin.email, role: 'admin' },
    { email: accounts.mentor.email, role: 'mentor' },
  ]);

  // The admin approves the mentor; the veteran, with a profile, asks that mentor for help.
  const api = await playwright.request.newContext({ baseURL: BASE_URL });
  await ok(
    await api.post(`/api/mentorship/admin/mentors/${accounts.mentor.userId}/approve`, {
      headers: auth(accounts.admin),
    }),
  );
  await createProfileThroughApi(api, accounts.veteran, accounts.veteran.token);
  await ok(await api.post('/api/mentorship/mentee', { headers: auth(accounts.veteran) }), 204);
  await ok(
    await api.post('/api/mentorship/requests', {
      headers: auth(accounts.veteran),
      data: { mentorId: accounts.mentor.userId, message: 'Could you help me move into project management?' },
    }),
    201,
  );
  await api.dispose();
});

test.afterAll(async () => {
  await server.remove();
});

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('an admin sees the site figures and publishes an announcement', async ({ page, axe }) => {
  await setStoredSession(page, { token: accounts.admin.token, name: accounts.admin.name });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Veteran Dashboard' })).toBeVisible();
  await expect(page.getByText('Admin view')).toBeVisible();
  // Three accounts signed up this week (and the sample mentors, which are accounts too).
  await expect(card(page, 'Users')).toContainText(/\d+ new sign-ups this week/);
  await expect(card(page, 'Active circles')).toContainText('0 reports waiting');
  await expect(card(page, 'Pending mentor approvals').getByTestId('metric-value')).toHaveText('0');
  await expect(card(page, 'Announcements').getByRole('article')).toHaveCount(2);
  await axe.check();

  const manage = card(page, 'Manage announcements');
  await manage.getByRole('button', { name: 'Publish announcement' }).click();
  await expect(manage.getByText('Add a title for the announcement.')).toBeVisible();
  await manage.getByRole('textbox', { name: 'Title' }).fill('Hiring fair on Friday');
  await manage
    .getByRole('textbox', { name: 'Announcement' })
    .fill('Meet employers who hire veterans.\nBring your resume.');
  await manage.getByRole('button', { name: 'Publish announcement' }).click();
  await expect(manage.getByRole('form', { name: 'New announcement' }).getByRole('status')).toHaveText(
    'Announcement published.',
  );
  await expect(card(page, 'Announcements').getByRole('article').first()).toContainText(
    'Hiring fair on Friday',
  );
  await axe.check();
});

test('a veteran sees their own cards, the quick actions, the checklist and the announcement details', async ({
  page,
  axe,
}) => {
  await setStoredSession(page, { token: accounts.veteran.token, name: accounts.veteran.name });
  await page.goto('/dashboard');
  await expect(page.getByText('Veteran view')).toBeVisible();
  await expect(card(page, 'Profile completeness').getByTestId('metric-value')).toHaveText('78%');
  await expect(card(page, 'Profile completeness')).toContainText('Still to add: Skills, Education');
  await expect(card(page, 'Benefits progress').getByTestId('metric-value')).toHaveText(/^\d+%$/);
  await expect(card(page, 'Saved jobs').getByTestId('metric-value')).toHaveText('0');
  await expect(card(page, 'Saved jobs')).toContainText('0 resumes');
  const actions = card(page, 'Quick actions');
  await expect(actions.getByRole('link', { name: 'Resume Builder' })).toHaveAttribute('href', '/resume');
  await expect(actions.getByRole('link', { name: 'Job Search' })).toHaveAttribute('href', '/jobs');
  await expect(actions.getByRole('link', { name: 'Benefits' })).toHaveAttribute('href', '/benefits');
  await expect(card(page, 'Benefits checklist').getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mentee requests' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Manage announcements' })).toHaveCount(0);

  const first = card(page, 'Announcements').getByRole('article').first();
  await expect(first).toContainText('Hiring fair on Friday');
  await first.getByRole('button', { name: 'View details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hiring fair on Friday' });
  await expect(dialog).toContainText('Bring your resume.');
  await expect(dialog).toContainText('by Ada Admin');
  await axe.check();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a mentor sees their requests, mentees and response time, and the mentee-requests list', async ({
  page,
  axe,
}) => {
  await setStoredSession(page, { token: accounts.mentor.token, name: accounts.mentor.name });
  await page.goto('/dashboard');
  await expect(page.getByText('Mentor view')).toBeVisible();
  await expect(card(page, 'Pending requests').getByTestId('metric-value')).toHaveText('1');
  await expect(card(page, 'Active mentees').getByTestId('metric-value')).toHaveText('0');
  await expect(card(page, 'Median response time').getByTestId('metric-value')).toHaveText('No answers yet');
  const requests = card(page, 'Mentee requests');
  await expect(requests).toContainText('Jordan Rivera');
  await expect(requests).toContainText('Could you help me move into project management?');
  await expect(page.getByRole('region', { name: 'Benefits checklist' })).toHaveCount(0);
  await axe.check();
});

test('the dashboard fits a 375 px wide screen', async ({ page, axe }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await setStoredSession(page, { token: accounts.veteran.token, name: accounts.veteran.name });
  await page.goto('/dashboard');
  await expect(card(page, 'Profile completeness')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await axe.check();
});
