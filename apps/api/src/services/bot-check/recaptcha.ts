import { z } from 'zod';
import { type BotCheck, type BotCheckVerdict, tokenHash } from './verdict.js';

export interface RecaptchaOptions {
  siteKey: string;
  secret: string;
  /** reCAPTCHA v3 scores from 0 (a bot) to 1 (a person); lower scores fail. */
  minScore: number;
  /** Google's siteverify endpoint; tests point it at a fake on loopback. */
  verifyUrl?: string;
  timeoutMs?: number;
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Google's tokens live two minutes; ours are remembered a little longer. */
const TOKEN_MEMORY_MS = 10 * 60_000;

const SiteverifyAnswerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/**
 * Google reCAPTCHA v3: the browser gets a token for an action; the server asks Google whether the
 * token is good, was made for that action and scored high enough. The visitor's IP address is
 * not sent to Google (it is optional there).
 */
export function createRecaptchaBotCheck({
  siteKey,
  secret,
  minScore,
  verifyUrl = RECAPTCHA_VERIFY_URL,
  timeoutMs = 5_000,
}: RecaptchaOptions): BotCheck {
  const failed = (
    reason: Extract<BotCheckVerdict, { passed: false }>['reason'],
  ): BotCheckVerdict => ({ passed: false, reason });

  return {
    provider: 'recaptcha',

    async challenge() {
      return { provider: 'recaptcha', site_key: siteKey };
    },

    async verify(token, action) {
      if (!token) return failed('missing');
      let answer;
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        // Only a 200 is an answer; anything else is Google (or the way there) failing.
        if (!response.ok) return failed('unavailable');
        answer = SiteverifyAnswerSchema.safeParse(await response.json());
      } catch {
        return failed('unavailable');
      }
      if (!answer.success) return failed('unavailable');
      const { success, score, action: tokenAction } = answer.data;
      if (!success) return failed('invalid');
      if (tokenAction !== action) return failed('wrong-action');
      if (score === undefined || score < minScore) return failed('low-score');
      return {
        passed: true,
        token: { hash: tokenHash(token), expiresAt: new Date(Date.now() + TOKEN_MEMORY_MS) },
      };
    },
  };
}
