import type { AltchaToken } from './bot-check.js';

/*
 * Apart from the bot check's schemas so that the browser's solver, which only writes tokens,
 * does not bring zod with it (a public page's scripts have a budget: issue 28).
 */

/** The `captcha` field's text for an ALTCHA solution: base64 of its JSON (the widget's format). */
export function encodeAltchaToken(token: AltchaToken): string {
  return btoa(JSON.stringify(token));
}
