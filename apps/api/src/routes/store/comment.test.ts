import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BlogComment,
  CONSENT_MESSAGE,
  EMAIL_MESSAGE,
  MESSAGES,
  SUBMISSION_MESSAGES,
} from '@harsh/contract';
import { blogComments } from '../../db/schema.js';
import { notificationMail } from '../../services/notification-mail.js';
import { ResponseCache } from '../../services/response-cache.js';
import { findSubmission } from '../../repositories/submissions.js';
import { solvedCaptcha } from '../../test/altcha.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import {
  countRows,
  expectConsentBetween,
  newestSubmissionId,
  postJson,
} from '../../test/submissions.js';

const POST = 'e-way-bills-gst-interstate-freight';
const COMMENT = '/api/store/comment';

let t: TestApi;
// Staff approval (the inbox, issue 10) empties the read cache; here the tests approve in SQL and empty it themselves.
const cache = new ResponseCache();
beforeAll(async () => {
  t = await buildTestApi({
    rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 },
    cache,
  });
});
afterAll(() => t.close());

const comment = (overrides: Record<string, unknown> = {}) => ({
  blog_slug: POST,
  name: 'Imran Sheikh',
  email: 'imran.sheikh@example.in',
  comment: 'Does this apply to job-work consignments sent to a processor in another state?',
  consent: true,
  ...overrides,
});
const published = async (slug = POST) =>
  (await t.app.inject({ method: 'GET', url: `/api/get/blogs/${slug}/comments` })).json()
    .data as BlogComment[];
const flatten = (list: BlogComment[]): BlogComment[] =>
  list.flatMap((c) => [c, ...flatten(c.replies)]);

/** Expects the post stored (201), answered with no id (it would count the forms for anyone), and gives the id the row got. */
async function storedId(response: {
  statusCode: number;
  json: () => unknown;
  body: string;
}): Promise<number> {
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({
    status: 1,
    message: SUBMISSION_MESSAGES.blogComment,
    data: null,
  });
  return newestSubmissionId(t.database.db, '/api/store/comment');
}

describe('GET /api/get/blogs/{slug}/comments', () => {
  it('lists the seeded comments of a post, oldest first, with their replies', async () => {
    const comments = await published();
    expect(comments.length).toBeGreaterThanOrEqual(2);
    expect(comments[0]!.name).toBe('Rakesh Agarwal');
    expect(comments[0]!.replies[0]!.name).toBe('Harsh Logistics team');
    const times = comments.map((c) => c.created_at);
    expect(times).toEqual([...times].sort());
    // No e-mail address is published.
    expect(JSON.stringify(comments)).not.toContain('@');
  });

  it('gives a post without comments an empty list, and an unknown post a 404', async () => {
    expect(await published('festive-season-supply-chain-peak')).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/get/blogs/no-such-post/comments' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/store/comment: held for moderation', () => {
  it('stores a comment as pending with its consent and a notification, and does not show it', async () => {
    const before = await countRows(t.database.db);
    const shownBefore = flatten(await published()).length;
    const sentAt = new Date();
    const id = await storedId(
      await postJson(t.app, COMMENT, comment({ captcha: await solvedCaptcha(t.app) })),
    );
    const [row] = await t.database.db.select().from(blogComments).where(eq(blogComments.id, id));
    // Sent without a language: from an English page.
    expect(row).toMatchObject({
      status: 'pending',
      name: 'Imran Sheikh',
      parentId: null,
      locale: 'en',
    });
    expectConsentBetween(row!, sentAt, new Date());
    // Its notification to the company, and its acknowledgement to the sender.
    expect((await countRows(t.database.db)).outbox).toBe(before.outbox + 2);
    expect(flatten(await published()).length).toBe(shownBefore);

    const mail = notificationMail((await findSubmission(t.database.db, 'blog_comment', id))!);
    expect(mail.subject).toMatch(/^Comment #\d+ awaiting approval on "/);
    expect(mail.text).toContain(`/blogs/blog_details/${POST}`);
    expect(mail.text).toContain(`/admin/inbox/comment/${id}`);
  });

  it('shows a comment once approved, and a reply under its parent', async () => {
    const id = await storedId(
      await postJson(t.app, COMMENT, comment({ captcha: await solvedCaptcha(t.app) })),
    );
    await t.database.db
      .update(blogComments)
      .set({ status: 'approved' })
      .where(eq(blogComments.id, id));
    cache.invalidate('blog_comments');
    expect(flatten(await published()).map((c) => c.id)).toContain(id);

    const reply = await storedId(
      await postJson(
        t.app,
        COMMENT,
        comment({
          parent_id: String(id),
          name: 'Harsh Logistics team',
          captcha: await solvedCaptcha(t.app),
        }),
      ),
    );
    await t.database.db
      .update(blogComments)
      .set({ status: 'approved' })
      .where(eq(blogComments.id, reply));
    cache.invalidate('blog_comments');
    const parent = flatten(await published()).find((c) => c.id === id)!;
    expect(parent.replies.map((r) => r.id)).toEqual([reply]);
  });

  it('refuses a reply to a comment that is pending, rejected or on another post', async () => {
    const pending = await storedId(
      await postJson(t.app, COMMENT, comment({ captcha: await solvedCaptcha(t.app) })),
    );
    const [other] = flatten(await published('road-rail-or-air-choosing-the-right-mode'));
    for (const parent_id of [pending, other!.id, 999_999]) {
      const response = await postJson(
        t.app,
        COMMENT,
        comment({ parent_id, captcha: await solvedCaptcha(t.app) }),
      );
      expect(response.statusCode, String(parent_id)).toBe(422);
      expect(response.json().data).toEqual({
        parent_id: ['Choose a published comment to reply to, or none.'],
      });
    }
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['no name', { name: '' }, { name: ['Enter your name.'] }],
    ['a bad e-mail address', { email: 'imran.example.in' }, { email: [EMAIL_MESSAGE] }],
    ['an empty comment', { comment: '  ' }, { comment: ['Enter your comment.'] }],
    [
      'a comment of 3,001 characters',
      { comment: 'c'.repeat(3001) },
      { comment: ['Use at most 3,000 characters.'] },
    ],
    ['no consent', { consent: undefined }, { consent: [CONSENT_MESSAGE] }],
    [
      'a post that is not there',
      { blog_slug: 'no-such-post' },
      { blog_slug: ['This post does not take comments.'] },
    ],
  ])('refuses %s and stores nothing', async (_what, change, fields) => {
    const before = await countRows(t.database.db);
    const response = await postJson(
      t.app,
      COMMENT,
      comment({ ...change, captcha: await solvedCaptcha(t.app) }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 0, message: MESSAGES.validation, data: fields });
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('refuses a comment without a working bot check, and answers a filled honeypot without storing it', async () => {
    const before = await countRows(t.database.db);
    expect((await postJson(t.app, COMMENT, comment({ captcha: 'garbage' }))).json().data).toEqual({
      captcha: [MESSAGES.captchaFailed],
    });
    const honeypot = await postJson(
      t.app,
      COMMENT,
      comment({ website: 'spam', captcha: await solvedCaptcha(t.app) }),
    );
    expect(honeypot.statusCode).toBe(201);
    expect(honeypot.json().data).toBeNull();
    expect(await countRows(t.database.db)).toEqual(before);
  });
});
