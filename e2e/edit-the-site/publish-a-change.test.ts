import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { CONTENT_MESSAGES, STAFF_MESSAGES, TWO_FACTOR_MESSAGES } from '@harsh/contract';
import { accessibilityViolations, expect, test, waitForHydration } from '../fixtures';
import { ADMIN_STATE, inviteAndSignIn } from '../staff';

test.describe.configure({ mode: 'serial' });
test.use({ storageState: ADMIN_STATE });

const stamp = Date.now().toString(36);
let editor: Page;
let publisher: Page;

test.beforeAll(async ({ browser }) => {
  const admin = await (await browser.newContext({ storageState: ADMIN_STATE })).newPage();
  editor = await inviteAndSignIn(admin, browser, {
    name: 'Esha Editor',
    email: `editor-${stamp}@e2e.harshlogistics.in`,
    role: 'editor',
    password: 'esha edits the site',
  });
  publisher = await inviteAndSignIn(admin, browser, {
    name: 'Pranav Publisher',
    email: `publisher-${stamp}@e2e.harshlogistics.in`,
    role: 'publisher',
    password: 'pranav publishes the site',
  });
});

async function openItem(page: Page, name: string) {
  await page.goto('/admin/content');
  const link = page.getByRole('link', { name, exact: true });
  const href = (await link.getAttribute('href'))!;
  await link.click();
  // The list has a heading of its own: wait for the item's page, or a save made "after" this
  // opened could reach the server before the page was read, and be no conflict at all.
  await expect(page).toHaveURL((url) => url.pathname === href.split('?')[0]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    name === 'Company facts' ? 'Company facts' : /.+/,
  );
}

// The draft the editor saves and the publisher then publishes.
const title = `About Harsh Logistics ${stamp}`;
const phone = `+91 79 4000 ${String(Date.now()).slice(-4)}`;

async function visitorPage(browser: Browser) {
  return (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
}

test('an editor changes the about-us page and the company phone and previews them; visitors do not see the drafts, and the editor cannot publish', async ({
  browser,
}) => {
  const visitor = await visitorPage(browser);

  // The editor saves a draft of /about-us.
  await openItem(editor, 'About Us');
  await editor.getByLabel('Title', { exact: true }).fill(title);
  // The page text in HTML (the rich-text editor's other view), with a script pasted in.
  await editor
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Edit the HTML' })
    .click();
  const body = editor.getByLabel('Page text (HTML)');
  await body.fill(
    `${await body.inputValue()}<p>Edited in the e2e run ${stamp}.</p><script>alert('x')</script>`,
  );
  await editor.getByLabel('What changed (for the history)').fill('New title');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  expect(await accessibilityViolations(editor)).toEqual([]);

  // Visitors do not see the draft; the preview does, in the page's own layout.
  await visitor.goto('/about-us');
  await expect(visitor.getByRole('heading', { level: 1 })).not.toHaveText(title);
  await editor.getByRole('link', { name: /^Preview version \d+$/ }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(editor.getByRole('region', { name: 'Preview' })).toContainText(
    'visitors do not see this',
  );
  await expect(editor.getByText(`Edited in the e2e run ${stamp}.`)).toBeVisible();
  expect(await editor.content()).not.toContain("alert('x')");
  expect(await accessibilityViolations(editor)).toEqual([]);
  await editor.getByRole('link', { name: 'Back to editing' }).click();

  // The editor is not offered publishing, and the API refuses it.
  await expect(editor.getByRole('button', { name: /^Publish/ })).toHaveCount(0);
  await expect(editor.getByText('A publisher or an admin publishes drafts.')).toBeVisible();
  const refused = await editor.request.post('/api/admin/content/pages/1/publish', {
    data: { revision: 2 },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(STAFF_MESSAGES.forbidden);

  // The company phone: a bad value is refused by its field, a good one saved.
  await openItem(editor, 'Company facts');
  await editor.getByLabel('Phone', { exact: true }).fill('call us');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByLabel('Phone', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByText('Enter the phone number with its area code')).toBeVisible();
  // The refused field takes the focus, so its message is read with it.
  await expect(editor.getByLabel('Phone', { exact: true })).toBeFocused();
  await editor.getByLabel('Phone', { exact: true }).fill(phone);
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  // Its preview is the site's header and footer with the draft's facts; the live site keeps its own.
  await editor.getByRole('link', { name: /^Preview version \d+$/ }).click();
  await expect(editor.locator('footer').getByText(phone)).toBeVisible();
  await expect(editor.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await accessibilityViolations(editor)).toEqual([]);
  await visitor.goto('/contact-us');
  await expect(visitor.locator('footer').getByText(phone)).toHaveCount(0);
  await editor.goBack();
});

test('a publisher publishes both drafts; visitors see them on the next request', async ({
  browser,
}) => {
  const visitor = await visitorPage(browser);
  // The overview counts the drafts waiting, and leads to them.
  await publisher.goto('/admin');
  await publisher
    .getByRole('link', { name: /^\d+ drafts? (is|are) waiting to be published\.$/ })
    .click();
  await expect(publisher).toHaveURL(/\/admin\/content\?state=waiting$/);
  await expect(publisher.getByLabel('State')).toHaveValue('waiting');
  await expect(publisher.getByRole('main').getByRole('status')).toHaveText(
    /^Showing \d+ of \d+ items\.$/,
  );
  await expect(publisher.getByRole('link', { name: 'About Us', exact: true })).toBeVisible();
  await expect(publisher.getByRole('link', { name: 'Company facts', exact: true })).toBeVisible();
  await expect(publisher.getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveCount(0);
  expect(await accessibilityViolations(publisher)).toEqual([]);
  // Words of a title or an address find an item, whatever its state.
  await publisher.getByLabel('State').selectOption('');
  await publisher.getByLabel('Title or address').fill('privacy');
  await publisher.getByRole('button', { name: 'Show' }).click();
  await expect(publisher.getByRole('link', { name: 'Privacy Policy', exact: true })).toBeVisible();
  await expect(publisher.getByRole('link', { name: 'About Us', exact: true })).toHaveCount(0);
  await publisher.getByLabel('Title or address').fill('no such page anywhere');
  await publisher.getByRole('button', { name: 'Show' }).click();
  await expect(publisher.getByRole('main').getByRole('status')).toHaveText(
    'Nothing matches these filters.',
  );

  await openItem(publisher, 'About Us');
  await publisher.getByRole('button', { name: /^Publish version \d+$/ }).click();
  await expect(publisher.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);
  await openItem(publisher, 'Company facts');
  await publisher.getByRole('button', { name: /^Publish version \d+$/ }).click();
  await expect(publisher.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);

  await visitor.goto('/about-us');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.getByText(`Edited in the e2e run ${stamp}.`)).toBeVisible();
  await expect(visitor.locator('footer').getByText(phone)).toBeVisible();
  await visitor.goto('/contact-us');
  await expect(visitor.getByText(phone).first()).toBeVisible();
});

test('an old version is compared and restored, and publishing it brings the old page back', async () => {
  // Its title in the list is the new one now.
  await publisher.goto('/admin/content');
  await publisher.locator('a[href="/admin/content/pages/1"]').click();
  const history = publisher.getByRole('region', { name: 'History' });
  await expect(history.getByRole('row')).toHaveCount(3); // header, version 2, version 1
  await history.getByRole('link', { name: /^Compare with \d+ \(version 1\)$/ }).click();
  await expect(publisher.getByRole('row', { name: /^Title Changed/ })).toBeVisible();
  // What changed is marked in the fields: the words put in or taken out, not the whole text alone.
  await expect(
    publisher
      .getByRole('row', { name: /^Title Changed/ })
      .locator('ins, del')
      .filter({ hasText: stamp }),
  ).toHaveCount(1);
  // A rich-text field reads as text; its HTML is there on request.
  const pageText = publisher.getByRole('row', { name: /^Page text Changed/ });
  await expect(
    pageText.locator('td > ins, td > del').filter({ hasText: `Edited in the e2e run ${stamp}.` }),
  ).toHaveCount(1);
  await expect(pageText.getByRole('cell').last()).not.toContainText('<p>', { useInnerText: true });
  await pageText
    .getByText(/^Show the HTML of version \d+$/)
    .last()
    .click();
  await expect(pageText.getByRole('cell').last()).toContainText(
    `<p>Edited in the e2e run ${stamp}.</p>`,
    { useInnerText: true },
  );
  await expect(
    publisher.getByRole('row', { name: /^Banner image/ }).locator('ins, del'),
  ).toHaveCount(0);
  expect(await accessibilityViolations(publisher)).toEqual([]);
  await publisher.getByRole('link', { name: 'Back to editing' }).click();
  await publisher.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(publisher.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.restored);
  await expect(publisher.getByLabel('Title', { exact: true })).toHaveValue('About Us');
  await publisher.getByRole('button', { name: 'Publish version 3' }).click();
  await expect(publisher.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);
  await expect(history.getByRole('row')).toHaveCount(4);
  await publisher.goto('/about-us');
  await expect(publisher.getByRole('heading', { level: 1 })).toHaveText('About Us');
  for (const width of [360, 1440]) {
    await publisher.setViewportSize({ width, height: 900 });
    await publisher.goto('/admin/content/pages/1');
    // Wide tables scroll inside their own box; the page itself never scrolls sideways.
    expect(
      await publisher.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  }
});

/** `seconds` from now as a `datetime-local` value in India time (UTC+5:30). */
const indiaTimeIn = (seconds: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + seconds * 1000).toISOString().slice(0, 19);

test('a publish scheduled for a time appears on the site at that time, not before', async ({
  browser,
  page: admin,
}) => {
  const visitor = await (
    await browser.newContext({ storageState: { cookies: [], origins: [] } })
  ).newPage();
  const title = `Sustainability, from ${stamp}`;
  await editor.goto('/admin/content/pages/14');
  await editor.getByLabel('Title', { exact: true }).fill(title);
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  await expect(editor.getByRole('region', { name: /^Publish version/ })).toHaveCount(0);

  await publisher.goto('/admin/content/pages/14');
  const publish = publisher.getByRole('region', { name: /^Publish version \d+$/ });
  // A time gone by is refused by its field.
  await publish.getByLabel('Publish at (India time)').fill(indiaTimeIn(-120));
  await publish.getByRole('button', { name: /^Publish version/ }).click();
  await expect(publisher.getByLabel('Publish at (India time)')).toHaveAccessibleDescription(
    new RegExp(CONTENT_MESSAGES.atInPast.replace('.', '\\.')),
  );

  const due = Date.now() + 12_000;
  await publisher.getByLabel('Publish at (India time)').fill(indiaTimeIn(12));
  await publisher.getByRole('button', { name: /^Publish version/ }).click();
  await expect(publisher.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.scheduled);
  // Before its time the site still shows the old title: looked at first, while the time is still
  // ahead (an axe run on a loaded machine once took longer than the wait).
  await visitor.goto('/sustainability');
  expect(Date.now(), 'the page was read before the publish was due').toBeLessThan(due - 1_000);
  await expect(visitor.getByRole('heading', { level: 1 })).not.toHaveText(title, {
    timeout: 1_000,
  });
  await expect(publisher.getByRole('region', { name: 'Scheduled' })).toContainText(
    /Version \d+ goes live on/,
  );
  expect(await accessibilityViolations(publisher)).toEqual([]);

  await expect(async () => {
    await visitor.goto('/sustainability');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 500 });
  }).toPass({ timeout: 20_000, intervals: [500] });
  // Not before its time (the field takes whole seconds), and within a few seconds of it.
  expect(Date.now()).toBeGreaterThanOrEqual(due - 1_000);
  expect(Date.now() - due).toBeLessThan(5_000);
  await publisher.reload();
  await expect(publisher.getByRole('region', { name: 'Scheduled' })).toHaveCount(0);
  // The audit log (the admin's) names the system as having published it, the page by its title, and who scheduled it.
  await admin.goto('/admin/audit?action=content_published');
  const published = admin.getByRole('row').filter({ hasText: title }).first();
  await expect(published).toContainText('system');
  await expect(published).toContainText(
    `scheduled by: Pranav Publisher (publisher-${stamp}@e2e.harshlogistics.in)`,
  );
  await expect(published.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    '/admin/content/pages/14',
  );
});

test('a preview link shows a draft to someone without an account, in the site’s own frame, until it is revoked', async ({
  browser,
}) => {
  const title = `Fleet, for the board ${stamp}`;
  await editor.goto('/admin/content/pages/3');
  await editor.getByLabel('Title', { exact: true }).fill(title);
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByRole('status').first()).toContainText(CONTENT_MESSAGES.saved);
  const share = editor.getByRole('region', { name: 'Share a preview' });
  await share.getByLabel('Works for (hours)').fill('30');
  await share.getByRole('button', { name: /^Make a preview link for version \d+$/ }).click();
  await expect(share.getByLabel('Works for (hours)')).toHaveAccessibleDescription(
    'A preview link works for 24 hours at most.',
  );
  await share.getByLabel('Works for (hours)').fill('2');
  await share.getByRole('button', { name: /^Make a preview link for version \d+$/ }).click();
  await expect(editor.getByRole('status').first()).toContainText(CONTENT_MESSAGES.previewLinkMade);
  const link = (await editor.getByTestId('preview-link').textContent())!.trim();
  expect(await accessibilityViolations(editor)).toEqual([]);

  // Someone with no account opens it: the draft, in the public header and footer, private and unindexed.
  const guest = await (
    await browser.newContext({ storageState: { cookies: [], origins: [] } })
  ).newPage();
  const response = await guest.goto(new URL(link).pathname);
  expect(response!.status()).toBe(200);
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  expect(response!.headers()['x-robots-tag']).toBe('noindex');
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(guest.getByRole('region', { name: 'Preview' })).toContainText(
    'it is not on the site yet',
  );
  await expect(guest.locator('footer')).toBeVisible();
  expect(await accessibilityViolations(guest)).toEqual([]);
  await guest.goto('/fleets');
  await expect(guest.getByRole('heading', { level: 1 })).not.toHaveText(title);

  // Revoked, it no longer opens.
  await editor.reload();
  await editor
    .getByRole('list', { name: 'Working preview links' })
    .getByRole('button', { name: /^Revoke/ })
    .click();
  await expect(editor.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.previewLinkRevoked);
  const gone = await guest.goto(new URL(link).pathname);
  expect(gone!.status()).toBe(404);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(
    'This preview link no longer works',
  );
  await expect(guest.getByText(CONTENT_MESSAGES.previewLinkGone)).toBeVisible();
});

test('an editor sees a list’s order without the buttons that change it; a publisher moves an entry', async () => {
  await editor.goto('/admin/content/achievements/order');
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText('Order of the achievements');
  await expect(editor.getByText(CONTENT_MESSAGES.reorderForbidden)).toBeVisible();
  await expect(editor.getByRole('button', { name: /^Move/ })).toHaveCount(0);
  expect(await accessibilityViolations(editor)).toEqual([]);

  await publisher.goto('/admin/content/achievements/order');
  const entries = publisher.getByRole('listitem');
  const second = (await entries.nth(1).getByRole('link').textContent())!;
  await publisher.getByRole('button', { name: `Move up “${second}”` }).click();
  await expect(publisher.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.reordered);
  await expect(entries.first()).toContainText(second);
  await expect(publisher.getByRole('button', { name: `Move down “${second}”` })).toBeFocused();

  // A place chosen: the first entry goes last in one move, and its Move button keeps the focus.
  const count = await entries.count();
  await publisher.getByLabel(`Place for “${second}”`).selectOption(String(count));
  await publisher.getByRole('button', { name: `Move “${second}” there` }).click();
  await expect(entries.last()).toContainText(second);
  await expect(publisher.getByLabel(`Place for “${second}”`)).toHaveValue(String(count));
  await expect(publisher.getByRole('button', { name: `Move “${second}” there` })).toBeFocused();

  // A place the list does not have, as a forged form would send it, is refused by name and moves nothing.
  const first = (await entries.first().getByRole('link').textContent())!;
  await publisher
    .getByLabel(`Place for “${first}”`)
    .evaluate((select: HTMLSelectElement) => (select.options[0]!.value = '99'));
  await publisher.getByLabel(`Place for “${first}”`).selectOption({ index: 0 });
  await publisher.getByRole('button', { name: `Move “${first}” there` }).click();
  await expect(publisher.getByRole('status').first()).toHaveText(
    `Choose a place from 1 to ${count}.`,
  );
  await expect(entries.first()).toContainText(first);
  expect(await accessibilityViolations(publisher)).toEqual([]);
});

test('two people saving the same page: the second is told, keeps the text typed, sees the version the first saved, and saves over it only once they say they have seen it', async () => {
  await openItem(editor, 'Dangerous Goods');
  await openItem(publisher, 'Dangerous Goods');
  await editor.getByLabel('Title', { exact: true }).fill(`Dangerous Goods (editor ${stamp})`);
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  const editorsVersion = Number(
    (await editor
      .getByRole('link', { name: /^Preview version \d+$/ })
      .first()
      .textContent())!.match(/\d+/)![0],
  );

  const mine = `Dangerous Goods (publisher ${stamp})`;
  await publisher.getByLabel('Title', { exact: true }).fill(mine);
  await publisher.getByRole('button', { name: 'Save draft' }).click();
  await expect(publisher.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.conflict);
  await expect(publisher.getByLabel('Title', { exact: true })).toHaveValue(mine);
  // The screen is read again: what it offers to publish is the version the editor saved, not an older one.
  await expect(
    publisher.getByRole('button', { name: `Publish version ${editorsVersion}` }),
  ).toBeVisible();
  await expect(
    publisher.getByRole('link', { name: `Preview version ${editorsVersion}` }),
  ).toBeVisible();

  // Saving again without a look at theirs is refused again: nothing of the editor's is lost unseen.
  await expect(
    publisher.getByRole('link', { name: 'See what they changed (opens in a new tab)' }),
  ).toHaveAttribute('href', new RegExp(`/compare\\?from=\\d+&to=${editorsVersion}$`));
  await publisher.getByRole('button', { name: 'Save draft' }).click();
  await expect(publisher.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.conflict);
  await expect(publisher.getByLabel('Title', { exact: true })).toHaveValue(mine);
  // A mistake in between (a field refused) does not make them forget whose version is newer.
  await publisher.getByLabel('Title', { exact: true }).fill('');
  await publisher.getByRole('button', { name: 'Save draft' }).click();
  await expect(publisher.getByLabel('Title', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await publisher.getByLabel('Title', { exact: true }).fill(mine);
  await publisher.getByRole('button', { name: 'Save draft' }).click();
  await expect(publisher.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.conflict);
  // Once they say they have seen it, theirs goes over it as the newest version.
  await publisher
    .getByLabel(
      `I have seen their changes: save mine as the newest version, over version ${editorsVersion}.`,
    )
    .check();
  await publisher.getByRole('button', { name: 'Save draft' }).click();
  await expect(publisher.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  await expect(
    publisher.getByRole('link', { name: `Preview version ${editorsVersion + 1}` }),
  ).toBeVisible();
  await expect(publisher.getByLabel('Title', { exact: true })).toHaveValue(mine);
});

test('an editor who opens the inbox’s download gets the page that says it is not for their role', async () => {
  const response = await editor.goto('/admin/inbox/export?kind=contact');
  expect(response?.status()).toBe(403);
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText('Not for your role');
  await expect(editor).toHaveTitle('Not for your role | Staff | Harsh Logistics');
});

test('two-step sign-in is turned on, then moved to another phone with a code of the app in use', async () => {
  const codeOf = (secret: string, offsetSteps = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: Date.now() + offsetSteps * 30_000,
    });
  // A second tab, opened while it is still off.
  const otherTab = await editor.context().newPage();
  await otherTab.goto('/admin/two-step');
  await waitForHydration(otherTab);
  await editor.goto('/admin/two-step');
  await editor.getByRole('button', { name: 'Set it up' }).click();
  const first = (await editor.getByTestId('totp-secret').textContent())!.trim();
  await editor.getByLabel('Code from the app').fill(codeOf(first));
  await editor.getByRole('button', { name: 'Turn it on' }).click();
  await expect(editor.getByRole('heading', { level: 2, name: 'It is on' })).toBeVisible();

  // The other tab, still showing it off, is told it is on and offered what now applies.
  await otherTab.getByRole('button', { name: 'Set it up' }).click();
  await expect(otherTab.getByRole('status').first()).toContainText(TWO_FACTOR_MESSAGES.alreadyOn);
  await expect(otherTab.getByRole('heading', { level: 2, name: 'It is on' })).toBeVisible();
  await expect(otherTab.getByLabel('Code from the app')).toBeVisible();
  await otherTab.close();

  // Without a code of the app in use, no move.
  await editor.getByRole('button', { name: 'Move to another phone' }).click();
  await expect(editor.getByRole('status').first()).toContainText(TWO_FACTOR_MESSAGES.alreadyOn);
  await editor.getByLabel('Code from the app').fill(codeOf(first, 1));
  await editor.getByRole('button', { name: 'Move to another phone' }).click();
  await expect(
    editor.getByRole('heading', { level: 2, name: 'Scan, then enter a code' }),
  ).toBeVisible();
  const second = (await editor.getByTestId('totp-secret').textContent())!.trim();
  expect(second).not.toBe(first);
  await editor.getByLabel('Code from the app').fill(codeOf(second));
  await editor.getByRole('button', { name: 'Use this app from now on' }).click();
  await expect(
    editor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await expect(editor.getByRole('heading', { level: 2, name: 'It is on' })).toBeVisible();
  expect(await accessibilityViolations(editor)).toEqual([]);
});

test('a save after the session has ended keeps what was typed, with a way to sign in again, and saves once signed in', async () => {
  await openItem(editor, 'Code of Conduct');
  const title = `Code of Conduct, reviewed ${stamp}`;
  await editor.getByLabel('Title', { exact: true }).fill(title);
  // The session ends while the editor types (30 minutes without use): the browser no longer holds it.
  const signedIn = await editor.context().cookies();
  await editor.context().clearCookies();
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByRole('status').first()).toContainText(CONTENT_MESSAGES.sessionEnded);
  await expect(editor).toHaveURL(/\/admin\/content\/pages\/\d+$/);
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue(title);
  // At the top of the page and beside the Save button, where it was pressed.
  await expect(editor.getByRole('link', { name: 'Sign in again in a new tab' })).toHaveCount(2);
  const again = editor.getByRole('link', { name: 'Sign in again in a new tab' }).last();
  await expect(again).toHaveAttribute('target', '_blank');
  await expect(again).toHaveAttribute(
    'href',
    /^\/admin\/sign-in\?next=%2Fadmin%2Fcontent%2Fpages%2F\d+$/,
  );
  // Signed in again in the other tab; the same form is saved.
  await editor.context().addCookies(signedIn);
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue(title);
});

test('leaving an edit with changes not saved asks first; staying keeps them', async () => {
  await openItem(editor, 'Banned Goods');
  await waitForHydration(editor);
  await editor
    .getByLabel('What changed (for the history)')
    .fill('Half-way through the list of goods');
  const questions: string[] = [];
  editor.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await editor.getByRole('link', { name: 'Media', exact: true }).click();
  await expect.poll(() => questions).toEqual([CONTENT_MESSAGES.leaveUnsaved]);
  await expect(editor).toHaveURL(/\/admin\/content\/pages\/\d+$/);
  await expect(editor.getByLabel('What changed (for the history)')).toHaveValue(
    'Half-way through the list of goods',
  );
  editor.once('dialog', (dialog) => void dialog.accept());
  await editor.getByRole('link', { name: 'Media', exact: true }).click();
  await expect(editor).toHaveURL(/\/admin\/media$/);
});

test('typing on while a draft saves keeps what was typed; a refused save puts the focus on the field, a saved one leaves it on Save', async () => {
  await openItem(editor, 'Banned Goods');
  await waitForHydration(editor);
  const title = editor.getByLabel('Title', { exact: true });
  const note = editor.getByLabel('What changed (for the history)');
  const save = editor.getByRole('button', { name: 'Save draft' });

  // Refused: the first field in error takes the focus, so its message is read with it.
  await title.fill('');
  await save.click();
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');

  // Saved: the form is drawn again for the new version, and the focus stays on Save.
  await title.fill(`Banned Goods (checked ${stamp})`);
  await note.fill('Checked the list');
  await save.focus();
  await editor.keyboard.press('Enter');
  await expect(editor.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  await expect(save).toBeFocused();

  // A save held on its way (a slow network): what is typed meanwhile stays, and is said to be not saved.
  await editor.route('**/*.data*', async (route) => {
    if (route.request().method() === 'POST')
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await title.fill(`Banned Goods (saved ${stamp})`);
  await note.fill('Saved on a slow network');
  await save.click();
  await title.fill(`Banned Goods (typed while saving ${stamp})`);
  await expect(editor.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.saved);
  await expect(
    editor.getByText(/What you typed while it was saving is still in the form/),
  ).toBeVisible();
  await expect(title).toHaveValue(`Banned Goods (typed while saving ${stamp})`);
  await expect(editor.getByRole('region', { name: 'History' })).toContainText(
    'Saved on a slow network',
  );
  await editor.unroute('**/*.data*');
});
