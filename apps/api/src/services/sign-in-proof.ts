import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import {
  type AltchaChallenge,
  decodeAltchaToken,
  SIGN_IN_FAILURES_BEFORE_LOCK,
} from '@harsh/contract';
import { tokenHash } from './bot-check/index.js';

/**
 * The work asked at each level: the browser tries counters from 0 up to a secret one drawn from
 * the level's range. Level 1 is 50,000 to 100,000 SHA-256 hashes (about a second in a browser);
 * each level doubles it, up to level 4 (about ten seconds).
 */
export const LEVEL_ONE_WORK = [50_000, 100_000] as const;
export const MAX_PROOF_LEVEL = 4;

/** How long a challenge may be solved and sent: the solving, and a person typing a password meanwhile. */
const EXPIRES_IN_SECONDS = 300;

/**
 * The proof of work a sign-in from a browser the account does not know must bring, by how many
 * failed sign-ins the account had from such browsers in the last 15 minutes: none below the
 * count that used to lock it, then a level that grows with every failure. An attacker's every
 * guess then costs growing work, while the owner, who brings one proof and the right password,
 * is never locked out (decision 034).
 */
export function proofLevel(failures: number): number {
  return failures < SIGN_IN_FAILURES_BEFORE_LOCK
    ? 0
    : Math.min(MAX_PROOF_LEVEL, 1 + failures - SIGN_IN_FAILURES_BEFORE_LOCK);
}

export interface SignInProofs {
  /** A challenge for `email` at `level`, good for five minutes. */
  challenge(email: string, level: number): Promise<AltchaChallenge>;
  /**
   * Whether `text` solves a challenge given for `email` at `level` or above, not expired; with the
   * token's hash and expiry, to be claimed once (`claimCaptchaToken`).
   */
  verify(
    email: string,
    text: string | undefined,
    level: number,
  ): Promise<{ hash: string; expiresAt: Date } | null>;
}

/**
 * ALTCHA challenges (as the forms' bot check, decision 6) signed for one e-mail address and one
 * level: a proof solved for another address, or for a lower level than the account now needs,
 * does not verify.
 */
export function signInProofs(
  hmacKey: string,
  levelOne: readonly [min: number, max: number] = LEVEL_ONE_WORK,
): SignInProofs {
  const secrets = (email: string, level: number) => {
    const secret = (purpose: string) =>
      createHmac('sha256', hmacKey)
        .update(`sign-in:${purpose}:${level}:${email.toLowerCase()}`)
        .digest('hex');
    return { hmacSignatureSecret: secret('challenge'), hmacKeySignatureSecret: secret('key') };
  };
  return {
    async challenge(email, level) {
      const factor = 2 ** (Math.max(1, level) - 1);
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(levelOne[1] * factor, levelOne[0] * factor),
        deriveKey,
        expiresAt: new Date(Date.now() + EXPIRES_IN_SECONDS * 1000),
        ...secrets(email, level),
      });
      return { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' };
    },
    async verify(email, text, level) {
      const token = text ? decodeAltchaToken(text) : null;
      const { expiresAt } = token?.challenge.parameters ?? {};
      if (!token || expiresAt === undefined) return null;
      for (let at = Math.max(1, level); at <= MAX_PROOF_LEVEL; at++) {
        try {
          const result = await verifySolution({ ...token, deriveKey, ...secrets(email, at) });
          if (result.verified && !result.expired)
            return {
              hash: tokenHash(token.challenge.signature),
              expiresAt: new Date(expiresAt * 1000),
            };
        } catch {
          return null;
        }
      }
      return null;
    },
  };
}
