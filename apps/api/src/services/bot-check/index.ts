import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type BotCheckAction, DEFAULT_LOCALE, visitorText } from '@harsh/contract';
import { HttpError } from '../../plugins/errors.js';
import { type AltchaOptions, createAltchaBotCheck } from './altcha.js';
import { createRecaptchaBotCheck, type RecaptchaOptions } from './recaptcha.js';
import type { AcceptedToken, BotCheck } from './verdict.js';

export type { AcceptedToken, BotCheck, BotCheckFailure, BotCheckVerdict } from './verdict.js';
export { tokenHash } from './verdict.js';

export type BotCheckOptions =
  | ({ provider: 'altcha' } & Partial<AltchaOptions>)
  | ({ provider: 'recaptcha' } & RecaptchaOptions);

export function createBotCheck(
  options: BotCheckOptions,
  log: Pick<FastifyBaseLogger, 'warn'>,
): BotCheck {
  if (options.provider === 'recaptcha') return createRecaptchaBotCheck(options);
  let { hmacKey } = options;
  if (!hmacKey) {
    hmacKey = randomBytes(32).toString('hex');
    log.warn(
      'ALTCHA_HMAC_KEY is not set: using a random key for this process. Challenges issued before a restart will ' +
        'fail, and several instances will not accept each other’s. Set ALTCHA_HMAC_KEY in production.',
    );
  }
  return createAltchaBotCheck({ ...options, hmacKey });
}

/** The answer to a submission whose bot check failed (spec §8's message, naming no provider, in the submission's language). */
export function botCheckFailed(locale: string = DEFAULT_LOCALE.code) {
  const { captchaFailed } = visitorText(locale).answers;
  return new HttpError(422, captchaFailed, { captcha: [captchaFailed] });
}

/** Verifies the token or throws `botCheckFailed`; logs why it failed (the reason only). */
export async function passBotCheck(
  botCheck: BotCheck,
  token: string | undefined,
  action: BotCheckAction,
  log: Pick<FastifyBaseLogger, 'info'>,
  locale: string = DEFAULT_LOCALE.code,
): Promise<AcceptedToken> {
  const verdict = await botCheck.verify(token, action);
  if (verdict.passed) return verdict.token;
  log.info({ provider: botCheck.provider, reason: verdict.reason }, 'bot check failed');
  throw botCheckFailed(locale);
}
