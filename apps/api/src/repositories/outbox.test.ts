import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { openTestDatabase } from '../test/database.js';
import {
  claimDueNotifications,
  countUnsentNotifications,
  enqueueNotification,
  markNotificationFailed,
  markNotificationSent,
} from './outbox.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(outbox);
});

const LONG_LEASE = { limit: 10, leaseMs: 60_000 };

describe('the outbox', () => {
  it('hands out due notifications oldest first, up to the limit, counting each attempt', async () => {
    for (const id of [11, 12, 13]) await enqueueNotification(database.db, 'partner_enquiry', id);
    const first = await claimDueNotifications(database.db, { limit: 2, leaseMs: 60_000 });
    expect(
      first.map(({ kind, submissionId, attempts }) => ({ kind, submissionId, attempts })),
    ).toEqual([
      { kind: 'partner_enquiry', submissionId: 11, attempts: 1 },
      { kind: 'partner_enquiry', submissionId: 12, attempts: 1 },
    ]);
    const rest = await claimDueNotifications(database.db, LONG_LEASE);
    expect(rest.map((n) => n.submissionId)).toEqual([13]);
  });

  /** How long from now the row falls due, in ms. */
  const dueIn = async (id: number) => {
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    return new Date(row!.nextAttemptAt).getTime() - Date.now();
  };
  /** The time a row waits for passes. */
  const makeDue = (id: number) =>
    database.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, id));

  it('does not hand out a notification again while it is leased, and does once the lease has run out', async () => {
    await enqueueNotification(database.db, 'contact_message', 7);
    const [taken] = await claimDueNotifications(database.db, { limit: 10, leaseMs: 60_000 });
    expect(taken).toBeDefined();
    expect(await claimDueNotifications(database.db, LONG_LEASE)).toEqual([]);
    const lease = await dueIn(taken!.id);
    expect(lease).toBeGreaterThan(50_000);
    expect(lease).toBeLessThanOrEqual(60_000);
    // The worker that took it died without a word: after the lease it falls due again.
    await makeDue(taken!.id);
    const [again] = await claimDueNotifications(database.db, LONG_LEASE);
    expect(again).toMatchObject({ id: taken!.id, submissionId: 7, attempts: 2 });
  });

  it('hands a failed notification out again after its wait, keeping the error', async () => {
    await enqueueNotification(database.db, 'newsletter_subscription', 3);
    const [taken] = await claimDueNotifications(database.db, LONG_LEASE);
    await markNotificationFailed(database.db, taken!.id, `451 ${'x'.repeat(2000)}`, 30_000);
    const [row] = await database.db.select().from(outbox);
    expect(row!.lastError).toHaveLength(1000);
    expect(row!.lastError!.startsWith('451 ')).toBe(true);
    expect(row!.sentAt).toBeNull();
    expect(await claimDueNotifications(database.db, LONG_LEASE)).toEqual([]);
    const wait = await dueIn(taken!.id);
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThanOrEqual(30_000);
    await makeDue(taken!.id);
    expect(await claimDueNotifications(database.db, LONG_LEASE)).toMatchObject([
      { id: taken!.id, attempts: 2 },
    ]);
  });

  it('never hands out a sent notification, and counts only unsent ones', async () => {
    await enqueueNotification(database.db, 'partner_enquiry', 1);
    await enqueueNotification(database.db, 'partner_enquiry', 2);
    expect(await countUnsentNotifications(database.db)).toBe(2);
    const [first] = await claimDueNotifications(database.db, { limit: 1, leaseMs: 60_000 });
    await markNotificationSent(database.db, first!.id);
    expect(await countUnsentNotifications(database.db)).toBe(1);
    await makeDue(first!.id);
    expect(
      (await claimDueNotifications(database.db, LONG_LEASE)).map((n) => n.submissionId),
    ).toEqual([2]);
  });

  it('gives each of two workers claiming at once different notifications', async () => {
    for (let id = 1; id <= 8; id++) await enqueueNotification(database.db, 'partner_enquiry', id);
    const [a, b] = await Promise.all([
      claimDueNotifications(database.db, { limit: 5, leaseMs: 60_000 }),
      claimDueNotifications(database.db, { limit: 5, leaseMs: 60_000 }),
    ]);
    const ids = [...a!, ...b!].map((n) => n.submissionId).sort((x, y) => x - y);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
