import { accessibilityViolations, expect, expectConsoleErrors, test } from '../fixtures';
import { CONTENT_MESSAGES } from '@harsh/contract';
import { ADMIN_STATE } from '../staff';

test.use({ storageState: ADMIN_STATE });

test('the page text is written with a rich-text editor: headings, bold, links and tables are kept, pasted script is not', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/admin/content/pages/15');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  const text = page.getByRole('textbox', { name: 'Page text' });
  await expect(text).toHaveAttribute('contenteditable', 'true');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Everything written afresh: a heading, a paragraph with bold and a link, a table.
  await text.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
  await expect(toolbar.getByRole('button', { name: 'Heading', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.type('Questions we hear');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Call us for ');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('same-day pickups');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' in Ahmedabad.');
  await page.keyboard.press('Shift+Home');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  await expect(page.getByLabel('Link address')).toBeFocused();
  // Words that are no address are refused by name, in the panel; a site page is taken.
  await page.getByLabel('Link address').fill('our contact page');
  await page.getByLabel('Link address').press('Enter');
  await expect(page.getByLabel('Link address')).toHaveAccessibleDescription(
    CONTENT_MESSAGES.linkAddress,
  );
  await page.getByLabel('Link address').fill('/contact-us');
  await page.getByLabel('Link address').press('Enter');
  await expect(page.getByLabel('Link address')).toHaveCount(0);
  await text.press('End');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Table' }).click();
  await page.keyboard.type('Service');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Days');
  await expect(toolbar.getByRole('button', { name: 'Add row' })).toBeVisible();

  // An image needs words for those who cannot see it.
  await text.press('ControlOrMeta+End');
  await toolbar.getByRole('button', { name: 'Image' }).click();
  await page.getByLabel('Image address').fill('/api/media/banner-company.svg');
  await page.getByRole('button', { name: 'Insert the image' }).click();
  await expect(page.getByRole('group', { name: 'Image' }).getByRole('alert')).toHaveText(
    'Describe the image for people who cannot see it.',
  );
  await page.getByLabel('Alt text').fill('Our head office in Ahmedabad');
  await page.getByRole('button', { name: 'Insert the image' }).click();
  await expect(text.getByRole('img', { name: 'Our head office in Ahmedabad' })).toBeVisible();

  // A paste from elsewhere, with script in it, after the image (not over it).
  await text.press('ControlOrMeta+End');
  await text.evaluate((element) => {
    const clipboard = new DataTransfer();
    clipboard.setData(
      'text/html',
      '<p onclick="steal()">Pasted from a mail <img src="/api/media/banner-company.svg" onerror="alert(1)" alt="Our office"></p><script>alert(2)</script>',
    );
    clipboard.setData('text/plain', 'Pasted from a mail');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
    );
  });
  // Even while the editor reads the paste, the page's Content-Security-Policy refuses its handlers.
  expect(consoleErrors.some((error) => /inline event handler violates/.test(error))).toBe(true);
  expectConsoleErrors(consoleErrors, /inline event handler violates/);
  await page.getByLabel('What changed (for the history)').fill('Rewritten with the editor');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').first()).toContainText('Draft saved');

  // What was saved is clean HTML of the allowed kinds, and the preview shows it.
  const item = await page.request.get('/api/admin/content/pages/15');
  const saved = ((await item.json()).data.latest.content as string).toLowerCase();
  expect(saved).toContain('<h2>questions we hear</h2>');
  expect(saved).toMatch(/<strong>same-day pickups<\/strong>/);
  expect(saved).toContain('href="/contact-us"');
  expect(saved).toContain('<table>');
  expect(saved).toContain('alt="our head office in ahmedabad"');
  expect(saved).toContain('pasted from a mail');
  expect(saved).not.toMatch(/onclick|onerror|<script|alert\(/);
  await page.getByRole('link', { name: /^Preview version \d+$/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Questions we hear' })).toBeVisible();
  await expect(page.getByRole('link', { name: /same-day pickups/ })).toHaveAttribute(
    'href',
    '/contact-us',
  );
  await expect(page.getByRole('columnheader', { name: 'Service' })).toBeVisible();
});

test('text typed into the field before the editor has loaded is kept when the editor takes its place', async ({
  page,
}) => {
  // The page's script is held back: the field is the server's text area of HTML until it comes.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/content/pages/15', { waitUntil: 'commit' });
  const area = page.getByLabel('Page text (HTML)');
  await area.fill('<p>Typed before the editor loaded: pickups from Vapi are now daily.</p>');
  release();
  const text = page.getByRole('textbox', { name: 'Page text' });
  await expect(text).toHaveAttribute('contenteditable', 'true');
  await expect(text).toHaveText('Typed before the editor loaded: pickups from Vapi are now daily.');
});

test('a save with nothing changed makes no new version: the editor writing the same HTML its own way is no change', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/admin/content/pages/7');
  const text = page.getByRole('textbox', { name: 'Page text' });
  await expect(text).toHaveAttribute('contenteditable', 'true');
  const before = await page
    .getByText(/is live|Not edited yet/)
    .first()
    .textContent();
  // Into the text, a letter typed and taken back: the editor now holds its own HTML of the same page.
  await text.click();
  await page.keyboard.press('End');
  await page.keyboard.type('x');
  await page.keyboard.press('Backspace');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.unchanged);
  await expect(page.getByText(/is live|Not edited yet/).first()).toHaveText(before!);
  expectConsoleErrors(consoleErrors, /status of 422/);
});

test('a company fact goes into the text from the toolbar and the preview says it; a typed figure is refused with what to write instead', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/admin/content/pages/16');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  const text = page.getByRole('textbox', { name: 'Page text' });
  await expect(text).toHaveAttribute('contenteditable', 'true');
  await text.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('Recognised across our network of ');
  await toolbar.getByRole('button', { name: 'Company fact' }).click();
  const fact = page.getByRole('group', { name: 'Company fact' }).getByLabel('Fact');
  await expect(fact).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);
  await fact.selectOption('branches');
  await page.getByRole('button', { name: 'Insert the fact' }).click();
  await page.keyboard.type('+ branches, and 600 people.');

  // "600 people" is the workforce the company facts hold: typed, it would stay 600 when they change.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(text).toHaveAccessibleDescription(
    /600 is a company fact: write \{workforce\} instead/,
  );
  expectConsoleErrors(consoleErrors, /status of 422/);

  await text.press('ControlOrMeta+End');
  for (let i = 0; i < '600 people.'.length; i++) await page.keyboard.press('Backspace');
  await toolbar.getByRole('button', { name: 'Company fact' }).click();
  await page
    .getByRole('group', { name: 'Company fact' })
    .getByLabel('Fact')
    .selectOption('workforce');
  await page.getByRole('button', { name: 'Insert the fact' }).click();
  await page.keyboard.type(' people.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').first()).toContainText('Draft saved');

  const saved = (await (await page.request.get('/api/admin/content/pages/16')).json()).data.latest
    .content as string;
  expect(saved).toContain(
    'Recognised across our network of {branches}+ branches, and {workforce} people.',
  );
  await page.getByRole('link', { name: /^Preview version \d+$/ }).click();
  await expect(
    page.getByText('Recognised across our network of 295+ branches, and 600 people.'),
  ).toBeVisible();
});
