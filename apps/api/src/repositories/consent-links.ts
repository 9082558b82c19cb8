import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { consentLinks, type SubmissionOutboxKind } from '../db/schema.js';

/** What a withdrawal link points at. */
export interface ConsentLinkTarget {
  kind: SubmissionOutboxKind;
  submissionId: number;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token is 32 random bytes in base64url: 43 characters of `A-Z a-z 0-9 - _`. */
export const CONSENT_TOKEN_PATTERN = /^[\w-]{43}$/;

/** Makes a new withdrawal link's token for one submission; only its hash is kept. */
export async function issueConsentLink(db: Database, target: ConsentLinkTarget): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(consentLinks)
    .values({ tokenHash: hashOf(token), kind: target.kind, submissionId: target.submissionId });
  return token;
}

/** The submission a token was issued for, or null for a token never issued (or malformed). */
export async function findConsentLink(
  db: Database,
  token: string,
): Promise<ConsentLinkTarget | null> {
  if (!CONSENT_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ kind: consentLinks.kind, submissionId: consentLinks.submissionId })
    .from(consentLinks)
    .where(eq(consentLinks.tokenHash, hashOf(token)));
  return row ?? null;
}
