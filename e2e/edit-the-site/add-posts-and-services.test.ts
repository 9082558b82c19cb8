import { CONTENT_MESSAGES } from '@harsh/contract';
import { accessibilityViolations, expect, expectConsoleErrors, test } from '../fixtures';
import { ADMIN_STATE } from '../staff';

test.use({ storageState: ADMIN_STATE });

test('a new blog post is drafted unseen, published to the blog, and deleted', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const slug = `parcel-cut-off-times-${Date.now()}`;
  const visitorContext = await browser.newContext({ baseURL });
  await page.goto('/admin/content');
  await page.getByRole('link', { name: 'New blog post' }).click();
  // The address changes once the new page's data has loaded: a slow machine takes more than a clock's 5 s.
  await page.waitForURL(/\/admin\/content\/[a-z_-]+\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New blog post' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await expect(page.getByLabel('Date')).not.toHaveValue('');

  // An address another post has is refused by field, and what was typed stays.
  const listed = (await (await page.request.get('/api/admin/content')).json()).data as {
    kind: string;
    path: string | null;
  }[];
  const takenSlug = listed
    .find((entry) => entry.kind === 'posts' && entry.path)!
    .path!.split('/')
    .pop()!;
  await page.getByLabel('Title').fill('Cut-off times for same-day parcels');
  await page.getByLabel('Address', { exact: true }).fill(takenSlug);
  await page
    .getByLabel('Excerpt')
    .fill('Book by 2 pm for same-day pickup in our metro hubs; here is what each hub accepts.');
  const text = page.getByRole('textbox', { name: 'Post' });
  await expect(text).toHaveAttribute('contenteditable', 'true');
  await text.click();
  await page.keyboard.type(
    'Parcels booked by 2 pm are picked up the same day in Ahmedabad, Pune and Indore.',
  );
  await page.getByLabel('Image').fill('/api/media/blog-festive.svg');
  await page.getByLabel('Author').fill('Network planning team');
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByLabel('Address', { exact: true })).toHaveAccessibleDescription(
    new RegExp(CONTENT_MESSAGES.slugTaken.replace('.', '\\.')),
  );
  await expect(page.getByLabel('Title')).toHaveValue('Cut-off times for same-day parcels');
  expectConsoleErrors(consoleErrors, /status of 422/);

  await page.getByLabel('Address', { exact: true }).fill(slug);
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.created);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cut-off times for same-day parcels' }),
  ).toBeVisible();
  await expect(page.getByText('New: not on the site yet')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  const visitor = await visitorContext.newPage();
  const before = await visitor.goto(`/blogs/blog_details/${slug}`);
  expect(before!.status()).toBe(404);

  // The draft in the blog's own page, at the staff's address.
  await page.getByRole('link', { name: 'Preview version 1' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Cut-off times for same-day parcels',
  );
  await expect(page.getByText('visitors do not see this until it is published')).toBeVisible();
  await expect(page.getByText('Parcels booked by 2 pm are picked up the same day')).toBeVisible();
  await expect(page.getByRole('heading', { name: /comment/i })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to editing' }).click();

  await page
    .getByRole('button', { name: /^Publish version 1$/ })
    .first()
    .click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);
  await visitor.goto(`/blogs/blog_details/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    'Cut-off times for same-day parcels',
  );
  await expect(
    visitor.getByText('Parcels booked by 2 pm are picked up the same day'),
  ).toBeVisible();
  await visitor.goto('/blogs/grid');
  await expect(
    visitor.getByRole('link', { name: /Cut-off times for same-day parcels/ }).first(),
  ).toBeVisible();

  // Deleted, once it is confirmed: gone from the site and from the content list.
  await page.getByRole('button', { name: 'Delete “Cut-off times for same-day parcels”' }).click();
  await expect(
    page.getByLabel('Yes, delete “Cut-off times for same-day parcels”'),
  ).toHaveAccessibleDescription(CONTENT_MESSAGES.confirmDelete);
  expectConsoleErrors(consoleErrors, /status of 422/);
  await page.getByLabel('Yes, delete “Cut-off times for same-day parcels”').check();
  await page.getByRole('button', { name: 'Delete “Cut-off times for same-day parcels”' }).click();
  await expect(page).toHaveURL(/\/admin\/content\?deleted=live$/);
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.deleted);
  await expect(page.getByRole('link', { name: 'Cut-off times for same-day parcels' })).toHaveCount(
    0,
  );
  const after = await visitor.goto(`/blogs/blog_details/${slug}`);
  expect(after!.status()).toBe(404);
  await visitorContext.close();
});

test('a new service is published at its own address; a new address leads on from the old one', async ({
  page,
  browser,
  baseURL,
}) => {
  // The address is left empty: it is made from the title.
  const title = `Cold chain transport ${Date.now()}`;
  const slug = title.toLowerCase().replace(/ /g, '-');
  await page.goto('/admin/content');
  await page.getByRole('link', { name: 'New service' }).click();
  // As for the blog post: the editor's code and data can take more than 5 s to come on a loaded machine.
  await page.waitForURL(/\/admin\/content\/[a-z_-]+\/new$/);
  // Not before: the list's own search field is labelled "Title or address".
  await expect(page.getByRole('heading', { level: 1, name: 'New service' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page
    .getByLabel('Summary')
    .fill('Refrigerated trucks between 2 °C and 8 °C for medicines and dairy.');
  const text = page.getByRole('textbox', { name: 'Description' });
  await expect(text).toHaveAttribute('contenteditable', 'true');
  await text.click();
  await page.keyboard.type('Temperature logged every five minutes and shared with you live.');
  await page.getByLabel('Image').fill('/api/media/service-road.svg');
  await page.getByLabel('Icon').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.created);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(slug);
  await page
    .getByRole('button', { name: /^Publish version 1$/ })
    .first()
    .click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/services/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await accessibilityViolations(visitor)).toEqual([]);

  await page.getByLabel('Address', { exact: true }).fill(`${slug}-india`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').first()).toContainText('Draft saved');
  await page
    .getByRole('button', { name: /^Publish version 2$/ })
    .first()
    .click();
  await expect(page.getByRole('status').first()).toHaveText(CONTENT_MESSAGES.published);
  const moved = await visitor.request.get(`/services/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe(`/services/${slug}-india`);
  await visitorContext.close();
});
