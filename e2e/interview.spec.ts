import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signInThroughApi } from './support/accounts';
import { chooseTargetsThroughApi, saveJobThroughApi } from './support/career-targets';
import { expect, test } from './support/fixtures';

const COACH = '/career/interview-coach';
const EMPTY = 'Add a response before submitting.';

/** Answers that use military jargon and filler words, each a complete STAR story. */
const ANSWERS = [
  'When I was a supply NCO in 2019, um, our platoon waited days for parts. My task was to cut that wait. I built a ' +
    'tracker and I trained four clerks on it. As a result, waits fell by 60% in two months.',
  'In 2020 my squad, basically, had no shared schedule. My job was to fix it. I created a weekly plan and I met ' +
    'each person. As a result, missed shifts dropped from six to one a month.',
  'While deployed, you know, the OPTEMPO was high. I was responsible for 12 vehicles. I set up daily checks and I ' +
    'led the crew. As a result, readiness rose to 95% in a quarter.',
];

async function openCoach(page: Page): Promise<void> {
  await page.goto(COACH);
  await expect(page.getByRole('heading', { level: 1, name: 'Interview Coach' })).toBeVisible();
}

test('a behavioral session of three answers, with feedback naming jargon and filler words, is in recent sessions after a reload', async ({
  page,
  signIn,
  axe,
}) => {
  // Three evaluated answers, a save and a reload: more steps than most tests.
  test.slow();
  await signIn({ name: 'Casey Morgan' });
  await openCoach(page);
  const recent = page.getByRole('region', { name: 'Recent sessions' });
  await expect(recent.getByText(/No saved sessions yet/)).toBeVisible();

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(EMPTY)).toBeVisible();
  await axe.check();

  for (const [index, answer] of ANSWERS.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 3`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Your answer' }).fill(answer);
    await page.getByRole('button', { name: 'Submit' }).click();
    const feedback = page.getByRole('region', { name: 'Feedback' });
    await expect(feedback.getByText(/^Score: [\d.]+ out of 5$/)).toBeVisible();
    const improvements = feedback.getByRole('list', { name: 'Improvements' });
    await expect(improvements).toContainText('Filler words');
    await expect(improvements).toContainText('Military jargon');
    if (index === 0) {
      await expect(improvements).toContainText('"um"');
      await expect(improvements).toContainText('"platoon" → team of about 30 to 40 people');
      await expect(improvements).toContainText('"NCO" → supervisor');
      await axe.check();
    }
    if (index < 2) await page.getByRole('button', { name: 'Next Question' }).click();
  }
  await expect(page.getByRole('button', { name: 'Next Question' })).toHaveCount(0);
  await expect(page.getByText(/^Session average: \d\.\d\d out of 5 \(3 answered\)$/)).toBeVisible();

  await page.getByRole('button', { name: 'End Session' }).click();
  await expect(page.getByText('Session saved. You can find it under Recent sessions.')).toBeVisible();
  await expect(recent.getByRole('listitem').first()).toContainText('Behavioral · Standard · Text');
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();

  await page.reload();
  const first = page.getByRole('region', { name: 'Recent sessions' }).getByRole('listitem').first();
  await expect(first).toContainText('Behavioral · Standard · Text');
  await expect(first).toContainText(/Average \d\.\d\d out of 5 · 3 answers/);
  await first.getByRole('button', { name: /^Open session of/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Practice session,/ });
  await expect(dialog.getByRole('heading', { level: 3, name: /^Question \d: / })).toHaveCount(3);
  await expect(dialog).toContainText('"OPTEMPO" → pace of work');
  await axe.check();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export as text' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^interview-session-\d{4}-\d{2}-\d{2}\.txt$/);
  const text = await readFile(await file.path(), 'utf8');
  expect(text).toContain('Pack: Behavioral · Difficulty: Standard · Mode: Text');
  expect(text).toContain(ANSWERS[0]);
});

test('the voice toggle explains why voice is not available in this browser, and text practice works', async ({
  page,
  signIn,
}) => {
  await signIn({ name: 'Riley Brooks' });
  await openCoach(page);
  const voice = page.getByRole('button', { name: 'Voice (beta)' });
  await expect(voice).toBeDisabled();
  await expect(page.getByText('Voice practice is not available in this browser')).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toBeEditable();
});

test('another account cannot read a saved session; the screen fits 375 px', async ({
  page,
  signIn,
  accounts,
}) => {
  const { token } = await signIn({ name: 'Jamie Owner' });
  const headers = { Authorization: `Bearer ${token}` };
  const questions = await page.request.get('/api/interview-questions?pack=leadership&difficulty=executive', {
    headers,
  });
  const [question] = (await questions.json()) as { id: string }[];
  const saved = await page.request.post('/api/interview-sessions', {
    headers,
    data: {
      profile: { pack: 'leadership', difficulty: 'executive' },
      mode: 'text',
      startedAt: new Date().toISOString(),
      entries: [
        { questionId: question!.id, response: ANSWERS[0], mode: 'text', timestamp: new Date().toISOString() },
      ],
    },
  });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: string };

  const other = await accounts.get('Sam Other', { profile: true });
  const otherToken = await signInThroughApi(accounts.request, other);
  const foreign = await page.request.get(`/api/interview-sessions/${id}`, {
    headers: { Authorization: `Bearer ${otherToken}` },
  });
  expect(foreign.status()).toBe(404);

  await page.setViewportSize({ width: 375, height: 800 });
  await openCoach(page);
  await expect(page.getByRole('region', { name: 'Recent sessions' })).toContainText(
    'Leadership · Executive · Text',
  );
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('textbox', { name: 'Your answer' }).fill(ANSWERS[1]!);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'Feedback' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('practises the target career’s pack, then questions built from a saved job’s posting', async ({
  page,
  signIn,
  axe,
}) => {
  const { token } = await signIn({ name: 'Morgan Target' });
  await chooseTargetsThroughApi(page.request, token, ['13-1081']);
  const posting = await saveJobThroughApi(page.request, token, 'logistician', 'Logistician');

  await openCoach(page);
  const target = page.getByRole('region', { name: 'Target career' });
  await expect(target).toContainText('For your target career: Logisticians');
  await target.getByRole('button', { name: 'Practice for Logisticians' }).click();
  await expect(page.getByRole('heading', { level: 3, name: /^Logisticians manage how/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your answer' }).fill(ANSWERS[0]!);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('region', { name: 'Feedback' }).getByText(/^Score: [\d.]+ out of 5$/),
  ).toBeVisible();
  await axe.check();
  await page.getByRole('button', { name: 'End Session' }).click();
  await expect(page.getByText('Session saved. You can find it under Recent sessions.')).toBeVisible();

  const fromPosting = page.getByRole('region', { name: "A saved job's posting" });
  await fromPosting.getByRole('combobox', { name: 'Saved job to practise for' }).selectOption(posting.id);
  await expect(fromPosting.getByText(/questions built from this posting's key terms/)).toBeVisible();
  await fromPosting.getByRole('button', { name: 'Practice for this posting' }).click();
  await expect(page.getByRole('heading', { level: 3, name: /^This posting asks for "/ })).toBeVisible();
  await expect(page.getByText(/^From the posting: /)).toBeVisible();
  await axe.check();
});
