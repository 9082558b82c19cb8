import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { SUBMISSION_MESSAGES } from '@harsh/contract';
import {
  type PostgresCluster,
  postgresBinDir,
  startPostgresCluster,
} from '../../apps/api/src/test/postgres-cluster';
import { uiText } from '../../apps/web/app/ui-text';
import { expect, expectConsoleErrors, test, waitForHydration } from '../fixtures';

/*
 * Issue 26, as a visitor meets it: the site (`npm start`'s build) on a PostgreSQL of this test's
 * own, which is stopped and started again. While it is away, kept pages are served as usual, a
 * page that needs the database answers a fast 503 with Retry-After, and a form says that nothing
 * was kept, so the visitor sends it again once the database is back.
 */
const binDir = postgresBinDir();
test.skip(
  !binDir,
  'PostgreSQL is not installed: the outage journey needs a server of its own to stop',
);
test.describe.configure({ mode: 'serial' });

const main = fileURLToPath(new URL('../../apps/web/dist/main.js', import.meta.url));
const port = 3233;
const base = `http://127.0.0.1:${port}`;
const metricsPort = 3234;
const metric = async (name: string) =>
  Number(
    new RegExp(`^${name.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(
      await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text(),
    )?.[1],
  );
let cluster: PostgresCluster;
let site: ChildProcess;
let output = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startPostgresCluster(binDir!);
  site = spawn(process.execPath, ['--max-old-space-size=192', main], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: cluster.url,
      SITE_URL: base,
      LOG_LEVEL: 'warn',
      ALTCHA_HMAC_KEY: 'outage-journey-key-0123456789abcdef0123',
      RATE_LIMIT_SUBMISSIONS: '1000',
      METRICS_PORT: String(metricsPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  site.stdout!.on('data', (chunk) => (output += chunk));
  site.stderr!.on('data', (chunk) => (output += chunk));
  // In service: ready, its pages rendered ahead (a start's renders, cut short by the outage, would keep it "starting" for up to 30 s).
  try {
    await expect(async () =>
      expect((await fetch(`${base}/api/health/ready`)).status).toBe(200),
    ).toPass({ timeout: 90_000, intervals: [250] });
  } catch (error) {
    console.log(`The site's output:\n${output}`);
    throw error;
  }
});

// A failure here is read from CI's log alone: the site's own lines say what it answered and why.
test.afterEach(() => {
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus) console.log(`The site's output:\n${output}`);
});

test.afterAll(async () => {
  if (site && site.exitCode === null) {
    const exited = new Promise((resolve) => site.once('exit', resolve));
    site.kill('SIGTERM');
    await exited;
  }
  await cluster?.destroy();
});

test('while the database is away, kept pages are served, the rest is a fast 503, and a form says to send it again', async ({
  page,
  consoleErrors,
}) => {
  // Kept: visited once before the outage.
  expect((await fetch(`${base}/about-us`)).status).toBe(200);
  await page.goto(`${base}/contact-us`);
  await waitForHydration(page);

  await cluster.stop();
  try {
    const kept = await fetch(`${base}/about-us`);
    expect(kept.status).toBe(200);
    expect(await kept.text()).toContain('<h1');

    // A search for words never searched before needs the database.
    const started = Date.now();
    const search = await fetch(`${base}/search?q=${randomUUID().slice(0, 8)}`);
    expect(search.status).toBe(503);
    expect(search.headers.get('retry-after')).toBe('5');
    expect(search.headers.get('cache-control')).toBe('no-store');
    expect(Date.now() - started).toBeLessThan(2_500);

    // Every page of the sitemap was rendered ahead before the outage (decision 040): served as kept.
    for (const path of [
      '/blogs/blog_details/cold-chain-pharma-perishables-summer',
      '/branches/ahmedabad/head-office',
    ]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(200);
    }
    // Any page not kept needs its loader's reads: a 503 to retry, not a 500 (nor a 404 it cannot know).
    for (const path of [
      `/blogs/blog_details/${randomUUID().slice(0, 8)}`,
      `/branches/ahmedabad/${randomUUID().slice(0, 8)}`,
    ]) {
      const fresh = await fetch(`${base}${path}`);
      expect(fresh.status, path).toBe(503);
      expect(fresh.headers.get('retry-after'), path).toBe('5');
    }

    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect((await ready.json()).data).toMatchObject({ ready: false, database: 'unreachable' });
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    expect(await metric('harsh_database_up')).toBe(0);

    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByLabel('Name').fill('Meera Iyer');
    await form.getByLabel('E-mail').fill('meera.iyer@example.in');
    await form.getByLabel('Phone').fill('9822012345');
    await form.getByLabel('Subject').fill('Monthly dispatch from Pune to Hubli');
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Submit Now' }).click();
    await expect(form.getByText(uiText('en').forms.unavailable)).toBeVisible();
    // What was typed stays, to be sent again.
    await expect(form.getByLabel('Subject')).toHaveValue('Monthly dispatch from Pune to Hubli');
  } finally {
    await cluster.start();
  }
  expectConsoleErrors(consoleErrors, /503/);

  // Back: ready within seconds, and the same press sends it.
  await expect(async () =>
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200),
  ).toPass({ timeout: 5_000, intervals: [100] });
  // Having heard no change while the database was away, it listens again (its backoff may outlast
  // readiness by seconds) and renders its pages again. On CI's loaded machine a post sent during
  // that pass was refused in two runs (told to send it again: nothing lost). Whether a post can be
  // refused then is not what this test is about; it presses once the site has settled.
  await expect(async () =>
    expect((await (await fetch(`${base}/api/health/ready`)).json()).data).toMatchObject({
      relay: 'listening',
      pages: 'kept',
    }),
  ).toPass({ timeout: 30_000, intervals: [250] });
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByRole('button', { name: 'Submit Now' }).click();
  await expect(form.getByRole('status')).toHaveText(SUBMISSION_MESSAGES.contactMessage);
  expect((await fetch(`${base}/search?q=warehouse`)).status).toBe(200);
  expect(site.exitCode, output).toBeNull();
  expect(await metric('harsh_database_up')).toBe(1);
  expect(await metric('harsh_503_total{reason="unavailable"}')).toBeGreaterThanOrEqual(2);
  expect(output).toContain('Lost the database');
});
