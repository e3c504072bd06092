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

test('a mentee opts in: sample mentors are shown apart, labelled, with no request, and the server refuses one', async ({
  page,
  request,
  axe,
}) => {
  const { token } = await freshVeteran(page, request, 'Riley Brooks');
  await openHub(page);
  await expect(page.getByRole('list', { name: 'Recommended mentors' })).toHaveCount(0);
  await axe.check();

  await page.getByRole('button', { name: 'Become a mentee' }).click();
  // This server has no approved mentor: nobody real to recommend, and the samples do not pretend to be.
  await expect(page.getByText('No mentors are taking mentees yet. Check back soon.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recommended mentors' })).toHaveCount(0);
  const samples = page.getByRole('region', { name: 'Sample mentors' });
  await expect(samples).toContainText(
    'They are not real people: nobody answers them, and they cannot be requested',
  );
  const cards = samples.getByRole('list', { name: 'Sample mentors' }).getByRole('article');
  // Scored by the server for this veteran (Army, interested in logistics, 11B's fields), among themselves.
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
  for (const card of await cards.all()) {
    await expect(card).toContainText('Sample mentor');
    await expect(card.getByRole('button', { name: /Request/ })).toHaveCount(0);
  }
  await expect(page.getByRole('region', { name: 'My requests' })).toContainText('0 of 3 pending');
  await axe.check();

  await first.getByRole('button', { name: 'View profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Marcus Hale' });
  await expect(profile).toContainText('Video, Chat');
  await expect(profile).toContainText('Tuesday 18:00–19:00');
  await expect(profile).toContainText('Not a real person, and cannot be requested.');
  await axe.check();
  await profile.getByRole('button', { name: 'Close' }).click();

  // Hiding the button is not the guard: the server refuses the request, and no slot is taken.
  const hub = await page.request.get('/api/mentorship', { headers: { Authorization: `Bearer ${token}` } });
  const marcus = ((await hub.json()) as { sampleMentors: Array<{ mentor: { id: string; name: string } }> })
    .sampleMentors[0]!.mentor;
  expect(marcus.name).toBe('Marcus Hale');
  const refused = await page.request.post('/api/mentorship/requests', {
    headers: { Authorization: `Bearer ${token}` },
    data: { mentorId: marcus.id, message: 'I would like to move into security work.' },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Sample mentors only show how matching works and cannot be requested. Choose one of your recommended mentors.',
  );
  await page.reload();
  await expect(page.getByRole('region', { name: 'My requests' })).toContainText('0 of 3 pending');
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
    // Every real mentor comes first; the samples follow, apart, whatever they score.
    await expect(cards.filter({ hasText: 'Sample mentor' })).toHaveCount(0);
    await expect(
      page
        .getByRole('list', { name: 'Sample mentors' })
        .getByRole('article')
        .filter({ hasText: 'Marcus Hale' }),
    ).toContainText('Match score: 83');
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

test.describe('the admin view', () => {
  test.use({ baseURL: async ({ roleServer }, use) => use(roleServer.baseURL) });

  test('at 375 px the response-times table scrolls sideways in a region the keyboard reaches', async ({
    page,
    roleServer,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const { admin } = roleServer;
    await setStoredSession(page, { token: await roleServer.signIn(admin), name: admin.name });
    await page.goto('/mentorship');
    await expect(page.getByText('Admin view')).toBeVisible();
    const name = 'Mentor response times (last 90 days)';
    const scroller = page.getByRole('region', { name });
    await expect(scroller.getByRole('table', { name })).toBeVisible();
    // Wider than the phone: the table scrolls inside its region, and the page itself does not.
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Tab reaches it, and the arrow keys scroll it.
    const focused = () => scroller.evaluate((element) => element === document.activeElement);
    for (let presses = 0; presses < 60 && !(await focused()); presses += 1) await page.keyboard.press('Tab');
    await expect(scroller).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    // The fixture's axe check runs at the end: no scrollable-region-focusable.
  });
});

test.describe('the mentor role given by command', () => {
  test.use({ baseURL: async ({ roleServer }, use) => use(roleServer.baseURL) });

  test('while the server runs: the command says what is still needed, and the hub says the same', async ({
    page,
    roleServer,
    axe,
  }) => {
    const veteran = await roleServer.signUp('Kendall Price', { profile: false });
    const given = await roleServer.runRoleCommand(veteran.email, 'mentor');
    expect(given.code, given.stderr).toBe(0);
    expect(given.stdout).toContain(`${veteran.email} is now mentor (was veteran).`);
    expect(given.stdout).toContain('Still needed: they open Mentorship, press "Create mentor profile"');
    expect(given.stderr).toContain('the command ran inside it');

    await setStoredSession(page, { token: await roleServer.signIn(veteran), name: veteran.name });
    await openHub(page);
    const section = page.getByRole('region', { name: 'Become a mentor' });
    await expect(section.getByRole('status')).toHaveText(
      'An admin gave you the mentor role. Create your mentor profile, and veterans can ask you to mentor them at once: no approval is needed.',
    );
    await axe.check();
    await section.getByRole('button', { name: 'Create mentor profile' }).click();
    await section.getByRole('combobox', { name: 'Branch' }).selectOption('ARMY');
    await section.getByRole('textbox', { name: 'Current role' }).fill('Operations manager');
    await section
      .getByRole('textbox', { name: 'Experience' })
      .fill('Army logistics officer, now in operations.');
    await section.getByRole('textbox', { name: 'Interests' }).fill('operations');
    await section.getByRole('combobox', { name: 'Industry' }).selectOption('11');
    await section.getByRole('button', { name: 'Save mentor profile' }).click();
    // No admin step: the mentor view opens with the queue.
    await expect(page.getByText('Mentor view')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mentee queue' })).toContainText(
      'No requests are waiting for you.',
    );
  });
});

test('a veteran with a target sees the mentors in its field first, each saying so', async ({
  page,
  request,
  axe,
}) => {
  const { token } = await freshVeteran(page, request, 'Jamie Ortiz');
  // Procurement Clerks: office and administrative support, the field Luis Ortega mentors in.
  const chosen = await request.put('/api/plan/targets', {
    headers: { Authorization: `Bearer ${token}` },
    data: { targets: [{ soc: '43-3061', chosenFrom: 'plan' }] },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  await openHub(page);
  await page.getByRole('button', { name: 'Become a mentee' }).click();
  const cards = page
    .getByRole('region', { name: 'Sample mentors' })
    .getByRole('list', { name: 'Sample mentors' })
    .getByRole('article');
  // Without the target Marcus Hale ranks first (the test above); the target puts Luis Ortega before him.
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Luis Ortega',
    'Marcus Hale',
    'Dana Whitfield',
  ]);
  await expect(cards.first()).toContainText('In your target field');
  await expect(cards.first()).toContainText(
    'Works in administration, your target career: Procurement Clerks',
  );
  await expect(cards.nth(1)).not.toContainText('In your target field');
  await axe.check();
});
