import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { decodeAltchaToken } from '@harsh/contract';
import { type BotCheck, type BotCheckVerdict, tokenHash } from './verdict.js';

export interface AltchaOptions {
  /** The secret challenges are signed with. */
  hmacKey: string;
  /** How long a challenge may be solved and sent; a visitor fetches one when pressing Submit. */
  expiresInSeconds?: number;
  /**
   * The work: the solver tries counters from 0 until it reaches the secret one, drawn from this
   * range. 5,000–25,000 SHA-256 hashes take a browser a fraction of a second.
   */
  counterRange?: readonly [min: number, max: number];
}

/** One hash per try: the work is set by the counter range, not by the hash's cost. */
const ALGORITHM = 'SHA-256';

/**
 * ALTCHA (self-hosted proof of work, no third party). Challenges are "deterministic": the server
 * picks the counter and signs the derived key, so verifying a solution costs two HMACs.
 */
export function createAltchaBotCheck({
  hmacKey,
  expiresInSeconds = 600,
  counterRange = [5_000, 25_000],
}: AltchaOptions): BotCheck {
  // Two secrets from one setting: one signs the challenge, one the key that solves it.
  const secret = (purpose: string) =>
    createHmac('sha256', hmacKey).update(`altcha:${purpose}`).digest('hex');
  const hmacSignatureSecret = secret('challenge');
  const hmacKeySignatureSecret = secret('key');
  const failed = (
    reason: Extract<BotCheckVerdict, { passed: false }>['reason'],
  ): BotCheckVerdict => ({ passed: false, reason });

  return {
    provider: 'altcha',

    async challenge() {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(counterRange[1], counterRange[0]),
        deriveKey,
        expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return {
        provider: 'altcha',
        challenge: {
          parameters: { ...challenge.parameters },
          signature: challenge.signature ?? '',
        },
      };
    },

    async verify(text) {
      if (!text) return failed('missing');
      const token = decodeAltchaToken(text);
      if (!token) return failed('malformed');
      const { expiresAt } = token.challenge.parameters;
      let result;
      try {
        result = await verifySolution({
          ...token,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
      } catch {
        return failed('malformed');
      }
      if (result.expired) return failed('expired');
      // Every challenge this server signs carries an expiry.
      if (!result.verified || expiresAt === undefined) return failed('invalid');
      return {
        passed: true,
        token: {
          hash: tokenHash(token.challenge.signature),
          expiresAt: new Date(expiresAt * 1000),
        },
      };
    },
  };
}
