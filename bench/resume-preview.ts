// The resume builder's input latency: keydown to the next frame while typing into a ten-entry resume, for each
// template. Prints numbers (a frame at 60 Hz is 16.7 ms); asserts nothing.
import { randomUUID } from 'node:crypto';
import { chromium } from '@playwright/test';
import { RESUME_TEMPLATES, emptyResumeData, type ResumeData } from '@waypoint/shared/resume/resume-data';

const KEYSTROKES = 60;

function tenEntryResume(): ResumeData {
  const data = emptyResumeData();
  return {
    ...data,
    personalInfo: { ...data.personalInfo, fullName: 'Bench Veteran', email: 'bench@example.com' },
    summary: 'Operations leader.',
    workExperience: Array.from({ length: 10 }, (_, index) => ({
      id: `job-${index}`,
      title: `Role ${index + 1}`,
      company: 'U.S. Army',
      location: 'Fort Cavazos, TX',
      startDate: `${2010 + index}-01-01`,
      endDate: `${2011 + index}-01-01`,
      current: false,
      description: Array.from(
        { length: 5 },
        (_, bullet) => `Led a platoon of ${30 + bullet} soldiers through ${bullet + 4} field exercises.`,
      ),
    })),
  };
}

async function signUp(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({
      email: `bench-${randomUUID()}@example.com`,
      password: `Trailhead-${randomUUID()}`,
      firstName: 'Bench',
      lastName: 'Veteran',
      name: 'Bench Veteran',
      phoneNumber: '5125550142',
    }),
  });
  if (!answer.ok) throw new Error(`sign-up failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

/** Median and 95th percentile of keydown → next frame, per template, typing into the summary. */
export async function benchResumePreview(url: string, executablePath: string): Promise<void> {
  const token = await signUp(url);
  const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox'] });
  try {
    const rows = [];
    for (const template of RESUME_TEMPLATES) {
      await fetch(`${url}/api/resumes`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: `Bench ${template}`, template, data: tenEntryResume() }),
      });
      const page = await browser.newPage();
      await page.addInitScript(`window.localStorage.setItem('auth_token', ${JSON.stringify(token)})`);
      await page.goto(`${url}/resume`);
      const summary = page.getByRole('textbox', { name: 'Professional summary', exact: true });
      await summary.waitFor();
      await summary.focus();
      // In the page (a string: this project's Node types know no DOM): keydown until the frame after it.
      await page.evaluate(`
        window.latencies = [];
        document.addEventListener('keydown', () => {
          const start = performance.now();
          requestAnimationFrame(() => setTimeout(() => window.latencies.push(performance.now() - start)));
        }, { capture: true });
      `);
      await page.keyboard.type('x'.repeat(KEYSTROKES), { delay: 30 });
      const latencies = (await page.evaluate('window.latencies')) as number[];
      rows.push({
        template,
        keystrokes: latencies.length,
        'median ms': Number(percentile(latencies, 50).toFixed(1)),
        'p95 ms': Number(percentile(latencies, 95).toFixed(1)),
      });
      await page.close();
    }
    console.log('\n== Resume builder: keydown to next frame, ten-entry resume ==');
    console.table(rows);
  } finally {
    await browser.close();
  }
}
