import type { APIRequestContext, Page } from '@playwright/test';
import type { SignedUpAccount } from './support/role-server';
import { expect as baseExpect, setStoredSession, test } from './support/fixtures';

// Several browsers and servers on a shared machine: each assertion may wait up to 20 s (it passes as soon as it
// holds, so this costs nothing when the machine is quiet).
const expect = baseExpect.configure({ timeout: 20_000 });

/*
 * The admin's role comes from the role command, so these tests run on the worker's role server
 * (support/role-server.ts), shared with the other specs of the worker: the site-wide figures are read as
 * numbers, and the veteran and the mentor are accounts of this file's own. The mentor becomes one the way a
 * real one does: they apply and the admin approves.
 */
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: async ({ roleServer }, use) => use(roleServer.baseURL) });

const accounts: Record<'veteran' | 'mentor' | 'admin', SignedUpAccount> = {} as never;

const auth = (account: SignedUpAccount) => ({ Authorization: `Bearer ${account.token}` });

async function ok(answer: Awaited<ReturnType<APIRequestContext['post']>>, status = 200) {
  expect(answer.status(), await answer.text()).toBe(status);
}

test.beforeAll(async ({ playwright, roleServer }) => {
  test.setTimeout(180_000);
  accounts.admin = roleServer.admin;
  accounts.veteran = await roleServer.signUp('Jordan Rivera');
  accounts.mentor = await roleServer.signUp('Avery Cole', { profile: false });
  const api = await playwright.request.newContext({ baseURL: roleServer.baseURL });
  await ok(
    await api.put('/api/mentorship/mentor-profile', {
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
  // The admin approves the mentor; the veteran, with a profile, asks that mentor for help.
  await ok(
    await api.post(`/api/mentorship/admin/mentors/${accounts.mentor.userId}/approve`, {
      headers: auth(accounts.admin),
    }),
  );
  accounts.mentor.token = await roleServer.signIn(accounts.mentor);
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

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('an admin sees the site figures and publishes an announcement', async ({ page, axe }) => {
  await setStoredSession(page, { token: accounts.admin.token, name: accounts.admin.name });
  await page.goto('/dashboard');
  // The administrator's dashboard is not called a veteran's.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Admin view')).toBeVisible();
  // Every account of this server signed up this week (the sample mentors are accounts too).
  await expect(card(page, 'Users')).toContainText(/\d+ new sign-ups? this week/);
  await expect(card(page, 'Active circles')).toContainText(/\d+ reports? waiting/);
  // The server is shared with the worker's other specs: the figure must equal the applications an admin sees.
  const admin = await page.request.get('/api/mentorship/admin', { headers: auth(accounts.admin) });
  expect(admin.status()).toBe(200);
  const { pendingMentors } = (await admin.json()) as { pendingMentors: unknown[] };
  await expect(card(page, 'Pending mentor approvals').getByTestId('metric-value')).toHaveText(
    String(pendingMentors.length),
  );
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
  await expect(page.getByRole('heading', { level: 1, name: 'Veteran Dashboard' })).toBeVisible();
  // A new veteran has ticked nothing, so nothing is done, whatever they qualify for (decision 037).
  await expect(card(page, 'Benefits progress').getByTestId('metric-value')).toHaveText('0%');
  await expect(card(page, 'Benefits checklist')).toContainText(/0 of \d+ done \(0%\)/);
  await expect(card(page, 'Benefits checklist').getByTitle('Done', { exact: true })).toHaveCount(0);
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
  await expect(dialog).toContainText(`by ${accounts.admin.name}`);
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
  await expect(page.getByRole('heading', { level: 1, name: 'Mentor Dashboard' })).toBeVisible();
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
