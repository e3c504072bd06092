import { expect, test } from './support/fixtures';

const CAREER = 'Emergency Management Directors';

// Each test signs in with an Army 11B account (as registration gives the e2e accounts) of its own name: both make
// the same career a target, and on one worker's shared account the second to run found it a target already.

test('a veteran chooses a target on a career path card, sees it in the shell and the plan, and works the plan', async ({
  page,
  axe,
  signIn,
}) => {
  await signIn({ name: 'Riley Planner' });
  await page.goto('/career/translate');
  await expect(page.getByRole('combobox', { name: 'MOS code' })).toHaveValue('11B');
  await page.getByRole('button', { name: 'Translate MOS' }).click();
  const path = page
    .getByRole('region', { name: '11B: Infantry' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 4, name: CAREER }) });
  await path.getByRole('button', { name: `Make this my target: ${CAREER}` }).click();
  await expect(path.getByText('Your target', { exact: true })).toBeVisible();
  await expect(path.getByRole('status')).toHaveText(`${CAREER} is now one of your target careers.`);
  await expect(path.getByRole('button', { name: `Remove ${CAREER} from your targets` })).toBeFocused();
  const inShell = page.getByRole('banner').getByRole('link', { name: `Target: ${CAREER}` });
  await expect(inShell).toBeVisible();
  await axe.check();

  await inShell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Transition Plan' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Plan' }),
  ).toHaveAttribute('aria-current', 'page');
  const targets = page.getByRole('region', { name: 'Your target careers' });
  await expect(targets.getByRole('heading', { level: 3, name: CAREER })).toBeVisible();
  await expect(targets).toContainText('middle 50% of earners, BLS OEWS');

  const standards = page.getByRole('region', { name: 'Career Readiness Standards' });
  await expect(standards).toContainText('32 CFR Appendix A to Part 88');

  const steps = page.getByRole('region', { name: 'Your dated steps' });
  const resumeStatus = steps.getByRole('combobox', { name: `Status of Finish a resume for ${CAREER}` });
  await resumeStatus.selectOption({ label: 'In progress' });
  await expect(steps.getByRole('status')).toHaveText(`Finish a resume for ${CAREER}: In progress. Saved.`);

  const form = page.getByRole('form', { name: 'Add a step of your own' });
  await form.getByRole('textbox', { name: 'Step' }).fill('Ask my unit for a reference letter');
  await form.getByLabel('By (optional)').fill('2027-03-01');
  await form.getByRole('button', { name: 'Add step' }).click();
  await expect(steps.getByRole('status')).toHaveText('Added your step: Ask my unit for a reference letter.');
  await expect(
    steps.getByRole('heading', { level: 3, name: 'Ask my unit for a reference letter' }),
  ).toBeVisible();
  await axe.check();

  // Stored on the server: a new visit shows the same plan.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Your dated steps' }).getByRole('combobox', {
      name: `Status of Finish a resume for ${CAREER}`,
    }),
  ).toHaveValue('in-progress');
  await expect(
    page.getByRole('heading', { level: 3, name: 'Ask my unit for a reference letter' }),
  ).toBeVisible();
});

test('a target chosen in the plan itself shows on the dashboard, and the what-if previews a date without saving it', async ({
  page,
  axe,
  signIn,
}) => {
  await signIn({ name: 'Robin Planner' });
  await page.goto('/plan');
  const targets = page.getByRole('region', { name: 'Your target careers' });
  await targets.getByRole('button', { name: `Make this my target: ${CAREER}` }).click();
  await expect(targets.getByRole('heading', { level: 3, name: CAREER })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: `Target: ${CAREER}` })).toBeVisible();

  const whatIf = page.getByRole('region', { name: 'What if…' });
  await whatIf.getByLabel('What if I separate on').fill('2027-06-30');
  await whatIf.getByRole('button', { name: 'Show the preview' }).click();
  const preview = whatIf.getByRole('region', { name: 'Preview: not saved' });
  await expect(preview).toContainText('Your plan if you separate on Jun 30, 2027');
  await expect(preview).toContainText('Nothing is saved until you keep these changes.');
  await axe.check();
  await preview.getByRole('button', { name: 'Discard the preview' }).click();
  await expect(whatIf.getByRole('status')).toHaveText('Preview closed. Your plan is as it was.');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const progress = page.getByRole('region', { name: `Your plan toward ${CAREER}` });
  await expect(progress).toContainText('Career Readiness Standards met');
  await expect(progress.getByRole('link', { name: 'Open your plan' })).toHaveAttribute('href', '/plan');
});
