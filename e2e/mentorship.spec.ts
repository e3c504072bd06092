import type { APIRequestContext, Page } from '@playwright/test';
import type { MentorProfileInput } from '@waypoint/shared/mentorship/mentorship';
import { createProfileThroughApi, signUpThroughApi } from './support/accounts';
import { expect as baseExpect, setStoredSession, test } from './support/fixtures';
import { LiveWatch } from './support/live';

// Several browsers and servers on a shared machine: each assertion may wait up to 20 s (it passes as soon as it
// holds, so this costs nothing when the machine is quiet).
const expect = baseExpect.configure({ timeout: 20_000 });

/** A new veteran (Army 11B, interested in logistics), so nothing of another test is in their hub. */
async function freshVeteran(page: Page, request: APIRequestContext, name: string) {
  const { token, ...account } = await signUpThroughApi(request, name);
  await createProfileThroughApi(request, account, token);
  await setStoredSession(page, { token, name: account.name });
  return { account, token };
}

async function openHub(page: Page) {
  await page.goto('/mentorship');
  await expect(page.getByRole('heading', { level: 1, name: 'Mentorship Hub' })).toBeVisible();
  await expect(page.getByText('Mentee view')).toBeVisible();
}

test('a mentee opts in, sees mentors ranked with reasons, and requests one, who goes pending', async ({
  page,
  request,
  axe,
}) => {
  await freshVeteran(page, request, 'Riley Brooks');
  await openHub(page);
  await expect(page.getByRole('list', { name: 'Recommended mentors' })).toHaveCount(0);
  await axe.check();

  await page.getByRole('button', { name: 'Become a mentee' }).click();
  const list = page.getByRole('list', { name: 'Recommended mentors' });
  const cards = list.getByRole('article');
  // The sample mentors, scored by the server for this veteran: Army, interested in logistics, 11B's fields.
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Marcus Hale',
    'Dana Whitfield',
    'Luis Ortega',
  ]);
  const first = cards.first();
  await expect(first).toContainText('Match score: 83');
  await expect(first).toContainText(
    'Same branch · 1 shared interest · Works in a field your service leads to · Meets by video · no answers yet',
  );
  await expect(first).toContainText('Sample mentor');
  await axe.check();

  await first.getByRole('button', { name: 'View profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Marcus Hale' });
  await expect(profile).toContainText('Video, Chat');
  await expect(profile).toContainText('Tuesday 18:00–19:00');
  await axe.check();
  await profile.getByRole('button', { name: 'Close' }).click();

  await first.getByRole('button', { name: 'Request mentorship' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Marcus Hale as your mentor' });
  await dialog
    .getByRole('textbox', { name: 'Message to the mentor' })
    .fill('I would like to move into security work.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(first.getByRole('button', { name: 'Request pending' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'My requests' })).toContainText('1 of 3 pending');

  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Recommended mentors' }).getByRole('article').first(),
  ).toContainText('Request pending');
});

test('a veteran applies to mentor and waits for approval; at 375 px the hub fits', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await freshVeteran(page, request, 'Morgan Ellis');
  await openHub(page);
  const section = page.getByRole('region', { name: 'Become a mentor' });
  await section.getByRole('button', { name: 'Apply to mentor' }).click();
  await section.getByRole('button', { name: 'Send application' }).click();
  await expect(section.getByRole('combobox', { name: 'Branch' })).toBeFocused();
  await section.getByRole('combobox', { name: 'Branch' }).selectOption('NAVY');
  await section.getByRole('textbox', { name: 'Current role' }).fill('Project manager');
  await section
    .getByRole('textbox', { name: 'Experience' })
    .fill('Navy logistics officer, now in construction.');
  await section.getByRole('textbox', { name: 'Interests' }).fill('logistics, operations');
  await section.getByRole('combobox', { name: 'Industry' }).selectOption('47');
  await section.getByRole('button', { name: 'Send application' }).click();
  await expect(section).toContainText("Your mentor application is waiting for an admin's approval.");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

/**
 * A mentor made to match the test mentees (Army, logistics, a field 11B leads to, in Austin) better than any
 * sample mentor: 86 with a free seat. One seat, so once taken the mentor drops below the next run's one.
 */
const MENTOR_PROFILE: MentorProfileInput = {
  branch: 'ARMY',
  role: 'Warehouse operations lead',
  experience: 'Army logistics NCO for twelve years, now running a distribution warehouse.',
  interests: ['logistics', 'leadership'],
  channels: ['video', 'chat'],
  industry: '33',
  location: 'Austin, TX',
  capacity: 1,
  availability: { accepting: true, slots: [{ day: 'WED', start: '18:00', end: '19:00' }] },
};

/** One mentor name per run on the shared role server, so cards never share a name. */
const MENTOR_FIRST_NAMES = ['Jamie', 'Avery', 'Quinn', 'Reese', 'Sawyer', 'Emerson', 'Rowan', 'Kendall'];
const mentorName = (run: number) =>
  `${MENTOR_FIRST_NAMES[run % MENTOR_FIRST_NAMES.length]} Novak${run >= MENTOR_FIRST_NAMES.length ? run : ''}`;

/*
 * Approving a mentor needs an admin, whose role the role command gives, so this runs on the role server
 * (support/role-server.ts) shared with the other specs of this worker.
 */
test.describe('with an approved mentor', () => {
  test.use({ baseURL: async ({ roleServer }, use) => use(roleServer.baseURL) });

  test('the mentor accepts, and mentor and mentee message each other live; nobody else can read it', async ({
    page,
    roleServer,
    openBrowser,
    axe,
  }, testInfo) => {
    test.setTimeout(180_000);
    const name = mentorName(testInfo.repeatEachIndex);
    const mentor = await roleServer.signUp(name, { profile: false });
    const applied = await page.request.put(`${roleServer.baseURL}/api/mentorship/mentor-profile`, {
      headers: { Authorization: `Bearer ${mentor.token}` },
      data: MENTOR_PROFILE,
    });
    expect(applied.status(), await applied.text()).toBe(200);

    // An admin approves the application.
    const admin = await openBrowser(roleServer.admin, '/mentorship');
    await expect(admin.getByText('Admin view')).toBeVisible();
    const pending = admin.getByRole('region', { name: 'Mentors pending approval' });
    await expect(pending).toContainText(MENTOR_PROFILE.experience);
    await axe.check(admin);
    await pending.getByRole('button', { name: `Approve ${name}` }).click();
    await expect(pending.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0);

    // The mentor has the hub open, with an empty queue.
    const mentorPage = await openBrowser({ token: await roleServer.signIn(mentor), name });
    const mentorLive = new LiveWatch(mentorPage);
    await mentorPage.goto('/mentorship');
    await expect(mentorPage.getByText('Mentor view')).toBeVisible();
    const queue = mentorPage.getByRole('region', { name: 'Mentee queue' });
    await expect(queue).toContainText('No requests are waiting for you.');
    await mentorLive.ready();

    // A new veteran opts in and finds the mentor ranked first, with the reasons.
    const mentee = await roleServer.signUp('Riley Brooks');
    await setStoredSession(page, { token: mentee.token, name: mentee.name });
    const menteeLive = new LiveWatch(page);
    await openHub(page);
    await page.getByRole('button', { name: 'Become a mentee' }).click();
    const cards = page.getByRole('list', { name: 'Recommended mentors' }).getByRole('article');
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(name);
    await expect(first).toContainText('Match score: 86');
    await expect(first).toContainText(
      'Same branch · 1 shared interest · Works in a field your service leads to · Near you · no answers yet',
    );
    await expect(first).not.toContainText('Sample mentor');
    await expect(cards.filter({ hasText: 'Marcus Hale' })).toContainText('Match score: 83');
    await axe.check();
    await menteeLive.ready();

    await first.getByRole('button', { name: 'Request mentorship' }).click();
    const dialog = page.getByRole('dialog', { name: `Request ${name} as your mentor` });
    await dialog
      .getByRole('textbox', { name: 'Message to the mentor' })
      .fill('I am aiming for warehouse work.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(first.getByRole('button', { name: 'Request pending' })).toBeDisabled();

    // The request reaches the mentor's open queue; the acceptance reaches the mentee's open hub.
    await expect(queue).toContainText('I am aiming for warehouse work.');
    await mentorLive.expectUntouched();
    await axe.check(mentorPage);
    await queue.getByRole('button', { name: 'Accept Riley Brooks' }).click();
    await expect(queue).toContainText('No requests are waiting for you.');

    const mine = page.getByRole('region', { name: 'My mentorships' });
    await expect(mine).toContainText(name);
    await expect(first.getByRole('button', { name: 'Your mentor' })).toBeDisabled();
    await menteeLive.expectUntouched();

    // Both open the conversation; each message arrives in the other's open dialog.
    await mine.getByRole('button', { name: `Open conversation with ${name}` }).click();
    const menteeChat = page.getByRole('dialog', { name: `Conversation with ${name}` });
    await expect(menteeChat).toContainText('No messages yet. Say hello!');
    await mentorPage
      .getByRole('region', { name: 'My mentorships' })
      .getByRole('button', { name: 'Open conversation with Riley Brooks' })
      .click();
    const mentorChat = mentorPage.getByRole('dialog', { name: 'Conversation with Riley Brooks' });
    await expect(mentorChat).toContainText('No messages yet. Say hello!');
    await axe.check(mentorPage);

    await menteeChat.getByRole('textbox', { name: 'Message' }).fill('Hello! Could we meet on Wednesday?');
    await menteeChat.getByRole('button', { name: 'Send' }).click();
    await expect(menteeChat.getByRole('log', { name: 'Messages' })).toContainText(
      'Hello! Could we meet on Wednesday?',
    );
    const mentorMessages = mentorChat.getByRole('log', { name: 'Messages' });
    await expect(mentorMessages).toContainText('Hello! Could we meet on Wednesday?');
    await expect(mentorMessages).toContainText('Riley Brooks');
    await mentorLive.expectUntouched();

    await mentorChat.getByRole('textbox', { name: 'Message' }).fill('Wednesday at 18:00 works. Talk then.');
    await mentorChat.getByRole('button', { name: 'Send' }).click();
    const menteeMessages = menteeChat.getByRole('log', { name: 'Messages' });
    await expect(menteeMessages).toContainText('Wednesday at 18:00 works. Talk then.');
    await expect(menteeMessages.getByRole('listitem')).toHaveCount(2);
    await menteeLive.expectUntouched();

    // A third account, and the admin, get a 404 for the conversation, to read or to write.
    const hub = await page.request.get(`${roleServer.baseURL}/api/mentorship`, {
      headers: { Authorization: `Bearer ${mentee.token}` },
    });
    const [pair] = ((await hub.json()) as { mentorships: Array<{ id: string }> }).mentorships;
    const messagesUrl = `/api/mentorship/mentorships/${pair?.id}/messages`;
    const outsider = await roleServer.signUp('Casey Morgan', { profile: false });
    const third = await openBrowser(outsider, '/mentorship');
    await expect(third.getByRole('region', { name: 'My mentorships' })).toContainText('No mentorships yet.');
    await axe.check(third);
    for (const [browser, token] of [
      [third, outsider.token],
      [admin, roleServer.admin.token],
    ] as const) {
      const headers = { Authorization: `Bearer ${token}` };
      const read = await browser.request.get(messagesUrl, { headers });
      expect(read.status()).toBe(404);
      expect(await read.text()).not.toContain('Wednesday');
      const write = await browser.request.post(messagesUrl, { headers, data: { body: 'Let me in.' } });
      expect(write.status()).toBe(404);
    }
    await expect(menteeMessages.getByRole('listitem')).toHaveCount(2);
  });
});
