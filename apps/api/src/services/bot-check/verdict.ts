import { createHash } from 'node:crypto';
import type { BotCheckAction, BotCheckChallenge, BotCheckProvider } from '@harsh/contract';

/*
 * What every provider (`altcha.ts`, `recaptcha.ts`) implements and answers. A module of its own so
 * that the providers and `index.ts`, which chooses one, do not import each other.
 */

/**
 * The bot check, behind one interface (DESIGN.md decision 6). The API verifies every token before
 * it stores anything; the repository then records the token's hash, in the same transaction as
 * the submission, so that a token is accepted once.
 */
export interface BotCheck {
  readonly provider: BotCheckProvider;
  /** What the browser needs to pass the check. */
  challenge(): Promise<BotCheckChallenge>;
  verify(token: string | undefined, action: BotCheckAction): Promise<BotCheckVerdict>;
}

/** A token that passed: what is recorded so that it cannot pass again. */
export interface AcceptedToken {
  hash: string;
  expiresAt: Date;
}

export type BotCheckFailure =
  'missing' | 'malformed' | 'expired' | 'invalid' | 'wrong-action' | 'low-score' | 'unavailable';

export type BotCheckVerdict =
  { passed: true; token: AcceptedToken } | { passed: false; reason: BotCheckFailure };

/** The hash a token is remembered by (tokens themselves are not stored). */
export const tokenHash = (text: string) => createHash('sha256').update(text).digest('hex');
