import { z } from 'zod';

/**
 * The bot check (DESIGN.md decision 6). The browser asks the API how to pass it
 * (`GET /captcha/challenge`), passes it, and sends the resulting token in the form's `captcha`
 * field; the API verifies the token before it stores anything, and accepts each token once.
 */

/** An ALTCHA v2 challenge as `altcha-lib` creates it: parameters signed with the server's key. */
export const AltchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string().max(32),
    nonce: z.string().max(128),
    salt: z.string().max(128),
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive().max(64),
    keyPrefix: z.string().max(128),
    keySignature: z.string().max(256).optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().max(256),
});
export type AltchaChallenge = z.infer<typeof AltchaChallengeSchema>;

export const AltchaSolutionSchema = z.object({
  counter: z.number().int().min(0),
  derivedKey: z.string().max(256),
});

/** What the browser sends back: the challenge it was given and the counter that solves it. */
export const AltchaTokenSchema = z.object({
  challenge: AltchaChallengeSchema,
  solution: AltchaSolutionSchema,
});
export type AltchaToken = z.infer<typeof AltchaTokenSchema>;

/** How to pass the bot check, per provider: an ALTCHA challenge, or the reCAPTCHA site key. */
export const BotCheckChallengeSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challenge: AltchaChallengeSchema }),
  z.object({ provider: z.literal('recaptcha'), site_key: z.string() }),
]);
export type BotCheckChallenge = z.infer<typeof BotCheckChallengeSchema>;

/** The token in a `captcha` field, or null when it is not one. */
export function decodeAltchaToken(text: string): AltchaToken | null {
  try {
    const parsed = AltchaTokenSchema.safeParse(JSON.parse(atob(text)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
