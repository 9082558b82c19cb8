import { inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, type EditableItem, MESSAGES } from '@harsh/contract';
import { api } from '../../app.js';
import { ContentEvents } from '../../services/content-events.js';
import { apiServerOptions } from '../../server-options.js';
import { pages } from '../../db/schema.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { signedInStaff } from '../../test/staff.js';

const PASSWORD = 'a password for the schedule tests';

let t: TestApi;
const cookies: Record<string, string> = {};

const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: who ? { cookie: cookies[who]! } : {},
    ...(payload ? { payload } : {}),
  });

const item = async (key: string) =>
  (await as('publisher', 'GET', `/content/pages/${key}`)).json().data as EditableItem;
const publicTitle = async (key: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/get/single/pages/${key}` })).json().data
    .title as string;
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const auditOf = async (action: string) =>
  (await as('admin', 'GET', `/audit?action=${action}`)).json().data.entries as {
    actor_email: string;
    target: string;
    details: Record<string, unknown>;
  }[];

/** Waits for `check` to hold, trying every 50 ms for up to `ms`; gives the time it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

/** Saves a draft of page `key` with `title` and gives its revision number. */
async function draft(key: string, title: string): Promise<number> {
  const current = await item(key);
  const response = await as('editor', 'POST', `/content/pages/${key}/revisions`, {
    data: { ...current.latest, title },
    note: title,
    base_revision: current.latest_revision,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.revision as number;
}

beforeAll(async () => {
  t = await buildTestApi({ rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 } });
  Object.assign(
    cookies,
    await signedInStaff(t.app, t.database.db, ['admin', 'editor', 'publisher'], PASSWORD),
  );
});
afterAll(() => t.close());

describe('publishing at a chosen time', () => {
  it('publishes a revision at its time, not before, recorded in the audit log as the system on the scheduler’s behalf', async () => {
    const before = await publicTitle('2');
    const revision = await draft('2', 'Careers at Harsh Logistics, from the new year');
    const response = await as('publisher', 'POST', '/content/pages/2/publish', {
      revision,
      at: inSeconds(1.5),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(CONTENT_MESSAGES.scheduled);
    expect(await publicTitle('2')).toBe(before);
    expect((await item('2')).schedules).toMatchObject([
      { revision, published: false, unpublish_at: null, scheduled_by: 'publisher person' },
    ]);
    const waited = await within(
      4_000,
      async () => (await publicTitle('2')) === 'Careers at Harsh Logistics, from the new year',
    );
    expect(waited).toBeGreaterThan(1_000);
    expect(await item('2')).toMatchObject({ live_revision: revision, schedules: [] });
    expect((await auditOf('content_scheduled'))[0]).toMatchObject({
      actor_email: 'publisher@harshlogistics.in',
      target: 'pages:2',
      details: { revision },
    });
    expect((await auditOf('content_published'))[0]).toMatchObject({
      actor_email: 'system',
      target: 'pages:2',
      details: { revision },
    });
  });

  it('publishes now until a time, when the version live before goes back up', async () => {
    const before = await publicTitle('3');
    const revision = await draft('3', 'Festive season hours');
    const response = await as('publisher', 'POST', '/content/pages/3/publish', {
      revision,
      until: inSeconds(1.5),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(CONTENT_MESSAGES.publishedUntil);
    expect(await publicTitle('3')).toBe('Festive season hours');
    expect((await item('3')).schedules).toMatchObject([{ revision, published: true }]);
    await within(4_000, async () => (await publicTitle('3')) === before);
    expect(await item('3')).toMatchObject({ live_revision: 1, schedules: [] });
    expect((await auditOf('content_unpublished'))[0]).toMatchObject({
      actor_email: 'system',
      target: 'pages:3',
      details: { revision, restored: 1 },
    });
  });

  it('does not take a version down when another was published since: the newer one stays', async () => {
    const first = await draft('4', 'Warehousing, for a while');
    expect(
      (
        await as('publisher', 'POST', '/content/pages/4/publish', {
          revision: first,
          until: inSeconds(1),
        })
      ).statusCode,
    ).toBe(200);
    const second = await draft('4', 'Warehousing, for good');
    expect(
      (await as('publisher', 'POST', '/content/pages/4/publish', { revision: second })).statusCode,
    ).toBe(200);
    await within(4_000, async () => (await item('4')).schedules.length === 0);
    expect(await publicTitle('4')).toBe('Warehousing, for good');
    expect((await auditOf('content_unpublish_skipped'))[0]).toMatchObject({
      target: 'pages:4',
      details: { revision: first, live: second },
    });
  });

  it('cancels a waiting publish: nothing happens at its time, and the cancel is audited', async () => {
    const before = await publicTitle('5');
    const revision = await draft('5', 'A title that never goes up');
    expect(
      (await as('publisher', 'POST', '/content/pages/5/publish', { revision, at: inSeconds(1) }))
        .statusCode,
    ).toBe(200);
    const [schedule] = (await item('5')).schedules;
    expect(
      (await as('editor', 'POST', `/content/pages/5/schedules/${schedule!.id}/cancel`)).statusCode,
    ).toBe(403);
    expect(
      (await as('publisher', 'POST', `/content/pages/2/schedules/${schedule!.id}/cancel`))
        .statusCode,
    ).toBe(404);
    const cancelled = await as(
      'publisher',
      'POST',
      `/content/pages/5/schedules/${schedule!.id}/cancel`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe(CONTENT_MESSAGES.scheduleCancelled);
    expect(
      (await as('publisher', 'POST', `/content/pages/5/schedules/${schedule!.id}/cancel`)).json()
        .message,
    ).toBe(CONTENT_MESSAGES.noSuchSchedule);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await publicTitle('5')).toBe(before);
    expect((await item('5')).schedules).toEqual([]);
    expect((await auditOf('content_schedule_cancelled'))[0]).toMatchObject({
      actor_email: 'publisher@harshlogistics.in',
      target: 'pages:5',
      details: { schedule: schedule!.id },
    });
  });

  it('refuses times that have passed, a take-down before the publish, times over a year ahead and times without an offset, by field', async () => {
    const revision = await draft('6', 'Never scheduled');
    const refuse = async (body: object) => {
      const response = await as('publisher', 'POST', '/content/pages/6/publish', {
        revision,
        ...body,
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().message).toBe(MESSAGES.validation);
      return response.json().data as Record<string, string[]>;
    };
    expect(await refuse({ at: inSeconds(-60) })).toEqual({ at: [CONTENT_MESSAGES.atInPast] });
    expect(await refuse({ at: inSeconds(600), until: inSeconds(300) })).toEqual({
      until: [CONTENT_MESSAGES.untilBeforeAt],
    });
    expect(await refuse({ until: inSeconds(-5) })).toEqual({ until: [CONTENT_MESSAGES.atInPast] });
    expect(await refuse({ at: inSeconds(400 * 86_400) })).toEqual({
      at: [CONTENT_MESSAGES.tooFarAhead],
    });
    expect(Object.keys(await refuse({ at: '2027-01-01T10:00' }))).toEqual(['at']);
    expect(
      (await as('editor', 'POST', '/content/pages/6/publish', { revision, at: inSeconds(600) }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await as('publisher', 'POST', '/content/pages/6/publish', {
          revision: 99,
          at: inSeconds(600),
        })
      ).statusCode,
    ).toBe(404);
    expect((await item('6')).schedules).toEqual([]);
  });
});

describe('more than one instance', () => {
  it('runs each schedule once when two instances share the database, and tells the other instance’s caches', async () => {
    const otherEvents = new ContentEvents();
    const heard: string[][] = [];
    otherEvents.onChange(({ tables }) => heard.push([...tables]));
    const other = Fastify({ ...apiServerOptions, logger: false });
    await other.register(api, {
      prefix: '/api',
      database: t.database,
      events: otherEvents,
      schedulePollMs: 200,
    });
    await other.ready();
    try {
      const revisions = [];
      for (const key of ['7', '8', '9'])
        revisions.push(await draft(key, `Published once, page ${key}`));
      for (const [index, key] of ['7', '8', '9'].entries()) {
        expect(
          (
            await as('publisher', 'POST', `/content/pages/${key}/publish`, {
              revision: revisions[index],
              at: inSeconds(1),
            })
          ).statusCode,
        ).toBe(200);
      }
      // Read from the database itself: whichever instance ran a schedule, the other's read cache hears
      // of it only through PostgreSQL (tested below); on PGlite there is one process in real use.
      const liveTitles = async () =>
        (
          await t.database.db
            .select({ number: pages.number, title: pages.title })
            .from(pages)
            .where(inArray(pages.number, [7, 8, 9]))
            .orderBy(pages.number)
        ).map((row) => row.title);
      await within(5_000, async () =>
        (await liveTitles()).every((title, index) => title === `Published once, page ${index + 7}`),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const published = (await auditOf('content_published')).filter((entry) =>
        ['pages:7', 'pages:8', 'pages:9'].includes(entry.target),
      );
      expect(published.map((entry) => entry.target).sort()).toEqual([
        'pages:7',
        'pages:8',
        'pages:9',
      ]);
      if (t.database.kind === 'postgres') {
        // The other instance hears every publish, whichever instance ran it.
        await within(
          2_000,
          async () => heard.filter((tables) => tables.includes('pages')).length >= 3,
        );
      }
    } finally {
      await other.close();
    }
  });
});
