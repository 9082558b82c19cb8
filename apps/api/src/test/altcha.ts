import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import {
  type AltchaChallenge,
  type BotCheckChallenge,
  encodeAltchaToken,
  type Envelope,
} from '@harsh/contract';

/** Anything that can answer `GET /api/captcha/challenge`: a Fastify app (`inject`) or a base URL. */
export type ChallengeSource =
  | { inject: (options: { method: 'GET'; url: string }) => Promise<{ json: () => unknown }> }
  | string;

async function fetchChallenge(source: ChallengeSource): Promise<BotCheckChallenge> {
  const envelope =
    typeof source === 'string'
      ? ((await (
          await fetch(`${source.replace(/\/+$/, '')}/api/captcha/challenge`)
        ).json()) as Envelope<BotCheckChallenge>)
      : ((
          await source.inject({ method: 'GET', url: '/api/captcha/challenge' })
        ).json() as Envelope<BotCheckChallenge>);
  if (envelope.status !== 1) throw new Error(`No challenge: ${envelope.message}`);
  return envelope.data;
}

/**
 * What a visitor's browser does: fetch an ALTCHA challenge, solve it, and encode the `captcha`
 * field. Real work (thousands of hashes), as in the browser, only in Node's crypto.
 */
export async function solvedCaptcha(source: ChallengeSource): Promise<string> {
  const challenge = await fetchChallenge(source);
  if (challenge.provider !== 'altcha')
    throw new Error(`Expected the ALTCHA provider, got ${challenge.provider}`);
  return solvedAltcha(challenge.challenge);
}

/** The token for one ALTCHA challenge, solved (a sign-in's proof of work, say). */
export async function solvedAltcha(challenge: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  if (!solution) throw new Error('The challenge could not be solved');
  return encodeAltchaToken({
    challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  });
}
