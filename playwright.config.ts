import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT as port, SMTP_PORT } from './e2e/support/mail-sink';

export const baseURL = `http://127.0.0.1:${port}`;
// Per port, so two runs on one machine (E2E_PORT) never share or delete each other's database.
const dataDir = `.data-test/e2e-${port}`;

/** Debian's Chromium; no test tool downloads a browser here. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A limit on a whole test catches a hang, not slowness: a test of many steps on a busy 2-core machine (two
  // browsers, the server and the role servers on two cores) must not fail for being slow. Each step still waits
  // only for its condition.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace costs about a third of the browser tests' CPU (decision 049). CI retries a failed test
    // once and records that retry, so a failure there still comes with its trace; a run here records every test
    // and keeps the traces of those that failed.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // A real SMTP server that the product server delivers its e-mail to (e2e/support/mail-sink.ts).
  globalSetup: './e2e/support/global-setup.ts',
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: {
    // The built product exactly as `npm start` serves it, on a fresh embedded database.
    command: `rm -rf ${dataDir} && node --import tsx apps/api/src/server.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // With SMTP_URL set, e-mail verification is on by default and sign-up gives no session (decision 039). The
      // specs sign accounts up through the API and register in one step, as the embedded default does, so it is
      // off here; the API tests cover the verified sign-up (features/auth/auth-email-flows.test.ts).
      REQUIRE_EMAIL_VERIFICATION: 'false',
    },
  },
});
