import { SUBMISSION_MESSAGES } from '@harsh/contract';
import { accessibilityViolations, expect, test, waitForHydration } from './fixtures';

const POST = '/blogs/blog_details/road-rail-or-air-choosing-the-right-mode';

test('a post shows its published comments with their replies, threaded, and the posts to read next beside it', async ({
  page,
}) => {
  await page.goto(POST);
  const comments = page.getByRole('region', { name: /comments?$/ });
  await expect(comments.getByRole('heading', { level: 2 }).first()).toHaveText('3 comments');
  const kavita = comments.getByRole('article', { name: 'Kavita Joshi' }).first();
  await expect(kavita).toContainText('We moved our Ahmedabad to Kolkata volumes');
  const replies = comments.getByRole('list', { name: 'Replies to Kavita Joshi' });
  await expect(replies.getByRole('article', { name: 'Harsh Logistics team' })).toContainText(
    'Combining a weekly rake',
  );
  await expect(
    comments
      .getByRole('list', { name: 'Replies to Harsh Logistics team' })
      .getByRole('article', { name: 'Kavita Joshi' }),
  ).toContainText('rail on Mondays');
  await expect(comments).not.toContainText('@example.in');
  const next = page.getByRole('complementary', { name: 'Read next' }).getByRole('listitem');
  await expect(next).toHaveCount(3);
  await expect(next.first().locator('img')).toHaveAttribute('alt', '');
  await expect(next.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  // Older than this post, the nearest first.
  const dates = await next
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
  const own = (await page.locator('main header time, main time').first().getAttribute('datetime'))!;
  expect(dates.every((date) => date <= own)).toBe(true);
  expect([...dates].sort().reverse()).toEqual(dates);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a comment is held for moderation: thanked, and not shown', async ({ page }) => {
  await page.goto('/blogs/blog_details/festive-season-supply-chain-peak');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Leave a comment' });
  await form
    .getByLabel('Comment')
    .fill('Which weeks before Diwali fill up first on the Delhi lanes?');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Enter your name.');

  await form.getByLabel('Name').fill('Neha Kapoor');
  await form.getByLabel('E-mail').fill('neha.kapoor@example.in');
  const post = page.waitForResponse(
    (r) => r.url().includes('/blog-comment') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Post comment' }).click();
  expect((await post).status()).toBe(201);
  await expect(form.getByRole('status')).toHaveText(SUBMISSION_MESSAGES.blogComment);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Comments' })).toContainText('No comments yet.');
  await expect(page.getByText('Which weeks before Diwali')).toHaveCount(0);
});

test('/blogs/detail shows the newest post, with comments and the form, at the post’s own address', async ({
  page,
  request,
}) => {
  const [newest] = (await (await request.post('/api/get/blogs', { data: { record: 1 } })).json())
    .data.data as Array<{ slug: string; title: string }>;
  const response = await page.goto('/blogs/detail');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest!.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/blogs/blog_details/${newest!.slug}$`),
  );
  // Spec §2: a post with comments (the seed gives the newest post its own).
  const comments = page.getByRole('region', { name: /comments?$/ });
  await expect(comments.getByRole('article', { name: 'Manoj Tiwari' })).toContainText(
    'loading appointments',
  );
  await expect(
    comments
      .getByRole('list', { name: 'Replies to Manoj Tiwari' })
      .getByRole('article', { name: 'Harsh Logistics team' }),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Leave a comment' })).toBeVisible();
});
