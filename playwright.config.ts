import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { smtpSinkPorts } from './e2e/mailbox';

/**
 * End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here) against the
 * production build, started as the README says (`npm start`) on an empty data directory.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// The site's mail goes to this run's SMTP sink; journeys read it with e2e/mailbox.ts.
const sink = smtpSinkPorts(port);
// Set once in the main process; workers inherit it.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'harsh-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  projects: [
    // The first admin turns on two-step sign-in once; the journeys that work as the admin reuse that session.
    { name: 'staff-setup', testMatch: 'staff.setup.ts' },
    {
      name: 'journeys',
      testMatch: '**/*.test.ts',
      testIgnore: ['edit-the-site/**', 'many-instances/**'],
      dependencies: ['staff-setup'],
    },
    // Publishing changes what every page shows (the company's phone, a page's title): after the other journeys, one at a time.
    // Its journeys are long (draft, preview, publish, then the public page): 20 to 28 s on a loaded two-core machine. Each publish
    // or delete answers once the pages it changed are rendered again (decision 040), up to 10 s each while the renderer takes half
    // the thread: a journey with three of them took 62 s, so a minute and a half each.
    // Their staff screens load the editor's code on a click; on a loaded two-core machine that took more than 5 s: 15 s to appear.
    {
      name: 'edit-the-site',
      testMatch: 'edit-the-site/**/*.test.ts',
      dependencies: ['journeys'],
      fullyParallel: false,
      timeout: 90_000,
      expect: { timeout: 15_000 },
    },
    // Two more servers of the same build on one PostgreSQL (TEST_DATABASE_URL): last, so that they have the machine to themselves.
    {
      name: 'many-instances',
      testMatch: 'many-instances/**/*.test.ts',
      dependencies: ['edit-the-site'],
      fullyParallel: false,
    },
  ],
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // Where the time went, printed at the end (README, "Test time").
  reporter: [['list'], ['./e2e/timing-reporter.ts']],
  // A test's limit is a guard against a hang, not a budget (the timing summary is the budget). On
  // CI's loaded two-core machine a staff journey of 24 s here took 31 s there (a staff page's first
  // load 4 s, axe 2 s) and failed at 30: twice the slowest journey that sets no limit of its own.
  timeout: 60_000,
  // A click on a link changes the address only once the next page's data is in: on CI's loaded
  // two-core machine a page not yet kept took more than the default 5 s to render.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'npx tsx e2e/smtp-sink.ts',
      url: `http://127.0.0.1:${sink.httpPort}/health`,
      env: { SMTP_SINK_PORT: String(sink.smtpPort), SMTP_SINK_HTTP_PORT: String(sink.httpPort) },
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npm start',
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // Every journey comes from 127.0.0.1: the per-address form limit is the API tests' to check.
        RATE_LIMIT_SUBMISSIONS: '1000',
        ALTCHA_HMAC_KEY: 'e2e-only-key-0123456789abcdef0123456789',
        // The first admin of the staff journeys (e2e/staff.ts).
        ADMIN_EMAIL: 'admin@e2e.harshlogistics.in',
        ADMIN_PASSWORD: 'e2e admin password, not for real use',
        // Notification and staff mails go to the sink (e2e/smtp-sink.ts).
        SMTP_URL: `smtp://127.0.0.1:${sink.smtpPort}`,
        MAIL_FROM: 'Harsh Logistics website <website@e2e.harshlogistics.in>',
        MAIL_TO: 'enquiries@e2e.harshlogistics.in',
      },
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
