import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { usedCaptchaTokens } from '../db/schema.js';
import { openTestDatabase } from '../test/database.js';
import { claimCaptchaToken } from './used-captcha-tokens.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const stored = async (hash: string) =>
  (await database.db.select().from(usedCaptchaTokens).where(eq(usedCaptchaTokens.hash, hash)))
    .length;

describe('claimCaptchaToken', () => {
  it('claims a token once', async () => {
    const token = { hash: 'a'.repeat(64), expiresAt: minutesFromNow(10) };
    expect(await claimCaptchaToken(database.db, token)).toBe(true);
    expect(await claimCaptchaToken(database.db, token)).toBe(false);
    expect(await claimCaptchaToken(database.db, { ...token, hash: 'b'.repeat(64) })).toBe(true);
  });

  it('lets exactly one of several transactions racing with one token claim it', async () => {
    const token = { hash: 'c'.repeat(64), expiresAt: minutesFromNow(10) };
    const claims = await Promise.all(
      Array.from({ length: 5 }, () =>
        database.db.transaction((tx) => claimCaptchaToken(tx, token)),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('still refuses a token that expired a little while ago by the database’s clock', async () => {
    // An app server whose clock runs behind the database's still takes this token for valid:
    // the record of its use must outlive the expiry, or the token could be used again.
    const token = { hash: 'd'.repeat(64), expiresAt: minutesFromNow(-2) };
    expect(await claimCaptchaToken(database.db, token)).toBe(true);
    expect(await claimCaptchaToken(database.db, token)).toBe(false);
    expect(await stored(token.hash)).toBe(1);
  });

  it('forgets tokens long past their expiry', async () => {
    const old = { hash: 'e'.repeat(64), expiresAt: new Date(Date.now() - 3 * 60 * 60_000) };
    await database.db
      .insert(usedCaptchaTokens)
      .values({ hash: old.hash, expiresAt: old.expiresAt.toISOString() });
    expect(
      await claimCaptchaToken(database.db, { hash: 'f'.repeat(64), expiresAt: minutesFromNow(10) }),
    ).toBe(true);
    expect(await stored(old.hash)).toBe(0);
    expect(await stored('f'.repeat(64))).toBe(1);
  });
});
