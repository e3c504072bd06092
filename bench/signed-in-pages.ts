// The signed-in pages opened first, with a signed-in user (a veteran with a profile, as registration leaves
// them): Lighthouse's mobile performance and the JavaScript each page loads. Prints numbers; asserts nothing.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import { chosenPages, printSignedInLighthouse, runLighthouse, SIGNED_IN_PAGES } from './lighthouse';

export type BenchVeteran = { email: string; password: string; token: string };

/** A new veteran account with a profile (Army 11B), signed in: its address, password and session token. */
export async function signedInVeteran(url: string): Promise<BenchVeteran> {
  const email = `bench-${randomUUID().replaceAll('-', '')}@example.com`;
  const password = `Trailhead-${randomUUID()}`;
  const answer = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({
      email,
      password,
      firstName: 'Bench',
      lastName: 'Veteran',
      name: 'Bench Veteran',
      phoneNumber: '5125550142',
    }),
  });
  if (!answer.ok) throw new Error(`sign-up failed: ${answer.status} ${await answer.text()}`);
  const { token } = (await answer.json()) as { token: string | null };
  if (!token) throw new Error('sign-up gave no session (e-mail verification is on for this server)');
  const profile = await fetch(`${url}/api/veteran-profiles`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, Origin: url },
    body: JSON.stringify(
      sampleProfileCreate({ email, firstName: 'Bench', lastName: 'Veteran', phoneNumber: '+15125550142' }),
    ),
  });
  if (!profile.ok) throw new Error(`profile failed: ${profile.status} ${await profile.text()}`);
  return { email, password, token };
}

/** Every page of SIGNED_IN_PAGES (or those LIGHTHOUSE_PAGES names), opened first by a signed-in veteran. */
export async function benchSignedInPages(url: string, distDir: string): Promise<void> {
  const pages = chosenPages(SIGNED_IN_PAGES);
  if (pages.length === 0) return;
  const { token } = await signedInVeteran(url);
  printSignedInLighthouse(await runLighthouse(url, pages, { token, distDir }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startProductServer } = await import('./servers');
  const server = await startProductServer(Number(process.env.BENCH_PORT ?? 3201));
  try {
    await benchSignedInPages(server.url, 'apps/web/dist');
  } finally {
    await server.stop();
  }
}
