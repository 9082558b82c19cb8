import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import {
  ACCOUNT_MESSAGES,
  INBOX_MESSAGES,
  MESSAGES,
  STAFF_MESSAGES,
  TWO_FACTOR_MESSAGES,
  visitorText,
} from '@harsh/contract';
import { accessibilityViolations, expect, expectConsoleErrors, test } from './fixtures';
import { ADMIN, ADMIN_STATE, adminRecoveryCode, inviteAndSignIn, signIn } from './staff';

test('the staff pages ask for a sign-in, and are private, unindexed and without the public header', async ({
  page,
  request,
}) => {
  const response = await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Faudit$/);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('h1')).toHaveText('Sign in');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await accessibilityViolations(page), `${width} px`).toEqual([]);
  }
  // Asked twice, the answer is the page for this request, never a kept copy.
  const again = await request.get('/admin/sign-in');
  expect(again.headers()['cache-control']).toBe('private, no-store');
  expect(again.headers()['etag']).toBeUndefined();
});

test('a staff page is private however its address is spelt', async ({ baseURL }) => {
  // A proxy may pass on an absolute-form target; escapes in the path are read as what they stand for.
  for (const target of [
    'http://other.example/admin/sign-in',
    '/admin/sign-in',
    '/%61dmin/sign-in',
  ]) {
    const answer = await rawGet(baseURL!, target);
    if (!target.includes('%')) {
      expect(answer.status, target).toBe(200);
      expect(answer.body, target).toContain('<h1');
    }
    expect(answer.headers['cache-control'], target).toBe('private, no-store');
    expect(answer.headers['x-robots-tag'], target).toBe('noindex');
  }
});

/** A GET with the request target written as given, which browsers and Playwright's client normalise. */
function rawGet(
  baseURL: string,
  target: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { hostname, port, path: target, method: 'GET', headers: { accept: 'text/html' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

test('an admin signs in (a wrong password first), reads the audit log, and signs out', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/admin');
  await signIn(page, { ...ADMIN, password: 'not the right password' });
  await expect(page.getByRole('alert')).toHaveText(STAFF_MESSAGES.signInFailed);
  await expect(page.getByLabel('E-mail')).toHaveValue(ADMIN.email);
  expectConsoleErrors(consoleErrors, /status of 401/);

  // Two-step sign-in is on for admins (staff.setup.ts): a recovery code of its own for this test.
  await signIn(page, ADMIN, adminRecoveryCode(0));
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Administrator');
  await expect(page.getByRole('navigation', { name: 'Staff' })).toBeVisible();
  // The overview says what waits in the inbox, and leads to the content an admin may change too.
  await expect(page.getByRole('region', { name: 'Inbox' })).toContainText(
    /Nothing new is waiting\.|\d+ new submissions? (is|are) waiting\./,
  );
  await expect(
    page
      .getByRole('region', { name: 'Content' })
      .getByRole('link', { name: 'Open the media library' }),
  ).toHaveAttribute('href', '/admin/media');
  expect(await accessibilityViolations(page)).toEqual([]);
  // The browser's own token (decision 019): others' wrong guesses at this address do not lock it out here.
  const browserToken = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'hl_browser',
  );
  expect(browserToken).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

  await page
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
  const rows = page.getByRole('region', { name: 'Audit log entries' }).locator('tbody tr');
  // Other journeys sign in at the same time: look for this admin's entries.
  await expect(
    rows.filter({ hasText: 'Signed in' }).filter({ hasText: ADMIN.email }).first(),
  ).toContainText('second step: recovery code');
  await expect(
    rows.filter({ hasText: 'Failed sign-in' }).filter({ hasText: ADMIN.email }).first(),
  ).toContainText('why: wrong password');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Filters live in the address.
  await page.getByLabel('What').selectOption('sign_in_failed');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/action=sign_in_failed/);
  await expect(rows.first()).toContainText('Failed sign-in');
  await expect(rows.filter({ hasText: /^Signed in$/ })).toHaveCount(0);

  // What an entry refers to is named, and leads to it.
  await page.goto('/admin/audit?action=2fa_enabled');
  const target = rows
    .filter({ hasText: ADMIN.email })
    .first()
    .getByRole('link', { name: `Administrator (${ADMIN.email})` });
  await expect(target).toHaveAttribute('href', /^\/admin\/staff\/\d+$/);
  await target.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administrator');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\?signed_out$/);
  await expect(page.getByRole('status')).toHaveText('You are signed out.');
  // Signing out ends the session, not what the browser is known by.
  const left = await page.context().cookies();
  expect(left.map((cookie) => cookie.name)).not.toContain('hl_staff');
  expect(left.find((cookie) => cookie.name === 'hl_browser')?.value).toBe(browserToken!.value);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});

test.describe('signed in as the admin', () => {
  test.use({ storageState: ADMIN_STATE });

  test('a forged cross-site post cannot sign anyone out, nor reach the staff API', async ({
    page,
    request,
  }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Administrator');
    const cookies = await page.context().cookies();
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const forgedPage = await request.post('/admin/sign-out', {
      headers: { origin: 'https://evil.example', cookie },
      form: { scope: 'everywhere' },
    });
    expect(forgedPage.status()).toBe(403);
    const forgedApi = await request.delete('/api/admin/sessions', {
      headers: { origin: 'https://evil.example', cookie },
    });
    expect(forgedApi.status()).toBe(403);
    expect((await forgedApi.json()).message).toBe(STAFF_MESSAGES.crossSite);
    // Still signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Administrator');
  });
});

test('the public pages load no staff code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /admin|sign-in|audit|overview|setup/i.test(url))).toEqual([]);
});

test("no script a public page can load holds the staff side's texts or schemas", async ({
  request,
}) => {
  // Every module a public page asks for (its enhancement scripts), and every module those import,
  // statically or lazily (the bot check's solver loads on first use of a form).
  const seen = new Set<string>();
  const queue: string[] = [];
  for (const path of ['/', '/index2', '/contact-us', '/business-partner']) {
    const html = await (await request.get(path)).text();
    queue.push(
      ...[...html.matchAll(/\/assets\/[\w.-]+\.js/g)]
        .map((m) => m[0])
        .filter((url) => !url.includes('/manifest-')),
    );
  }
  const bodies: string[] = [];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const body = await (await request.get(url)).text();
    bodies.push(body);
    for (const [, file] of body.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g))
      queue.push(`/assets/${file}`);
  }
  expect(seen.size).toBeGreaterThan(5);
  const everything = bodies.join('\n');
  // The forms' script (which reads its two messages from the form's attributes) and the lazily
  // loaded solver are among them, so the checks below can fail.
  expect(everything).toContain('botCheckFailed');
  expect(everything).toContain('/api/captcha/challenge');
  for (const text of [
    STAFF_MESSAGES.crossSite,
    ACCOUNT_MESSAGES.lastAdmin,
    TWO_FACTOR_MESSAGES.codeWrong,
    INBOX_MESSAGES.unknownAssignee,
    'YYYY-MM-DD',
    '/api/admin',
  ]) {
    expect(everything, text).not.toContain(text);
  }
  // Nor the visitors' catalogues: a public page carries the words of its own language in its HTML (decision 043).
  for (const text of [
    MESSAGES.captchaFailed,
    MESSAGES.validation,
    visitorText('hi').answers.validation,
    visitorText('hi').fields.consent,
  ]) {
    expect(everything, text).not.toContain(text);
  }
});

test('after wrong guesses at an address from elsewhere, its owner still signs in from a new browser, which does a short check first', async ({
  browser,
  request,
}) => {
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const person = {
    name: 'Guarded Editor',
    email: `guarded.${Date.now()}@e2e.harshlogistics.in`,
    role: 'editor',
    password: 'a guarded editor password',
  };
  const first = await inviteAndSignIn(await admin.newPage(), browser, person);
  await first.context().close();
  await admin.close();
  // Guesses from five other networks (the site's proxy, loopback, passes their addresses on).
  for (let i = 0; i < 5; i++) {
    const guess = await request.post('/api/admin/session', {
      data: { email: person.email, password: `attacker guess ${i}` },
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
    });
    expect(guess.status()).toBe(401);
  }
  const refused = await request.post('/api/admin/session', {
    data: { email: person.email, password: person.password },
    headers: { 'x-forwarded-for': '198.51.100.9' },
  });
  expect(refused.status()).toBe(428);

  const fresh = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await fresh.newPage();
  await page.goto('/admin/sign-in');
  await signIn(page, person);
  // The browser solves the check and sends the form again by itself.
  await page.waitForURL(/\/admin$/, { timeout: 30_000 });
  await fresh.close();
});
