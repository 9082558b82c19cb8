import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { usedCaptchaTokens } from '../db/schema.js';

/**
 * Records a bot-check token as used. False when it already was: the same token sent twice, or two
 * submissions racing with one token (the second waits for the first to commit, then finds it).
 * Tokens past their expiry are forgotten here, since they could not pass the check again anyway.
 */
export async function claimCaptchaToken(db: Database, token: { hash: string; expiresAt: Date }): Promise<boolean> {
  await db.delete(usedCaptchaTokens).where(lt(usedCaptchaTokens.expiresAt, sql`now()`));
  const claimed = await db
    .insert(usedCaptchaTokens)
    .values({ hash: token.hash, expiresAt: token.expiresAt.toISOString() })
    .onConflictDoNothing()
    .returning({ hash: usedCaptchaTokens.hash });
  return claimed.length === 1;
}
