import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { usedCaptchaTokens } from '../db/schema.js';

/**
 * How long a used token is remembered past its expiry. Expiry is judged by the app server's clock
 * and forgetting by the database's: were a record forgotten as soon as the database's clock passed
 * the expiry, an app server whose clock runs behind could take the token for valid and accept it
 * a second time.
 */
const FORGET_AFTER_EXPIRY = sql`interval '1 hour'`;

/**
 * Records a bot-check token as used. False when it already was: the same token sent twice, or two
 * submissions racing with one token (the second waits for the first to commit, then finds it).
 * Tokens well past their expiry are forgotten here, since they could not pass the check again anyway.
 */
export async function claimCaptchaToken(
  db: Database,
  token: { hash: string; expiresAt: Date },
): Promise<boolean> {
  await db
    .delete(usedCaptchaTokens)
    .where(lt(usedCaptchaTokens.expiresAt, sql`now() - ${FORGET_AFTER_EXPIRY}`));
  const claimed = await db
    .insert(usedCaptchaTokens)
    .values({ hash: token.hash, expiresAt: token.expiresAt.toISOString() })
    .onConflictDoNothing()
    .returning({ hash: usedCaptchaTokens.hash });
  return claimed.length === 1;
}
