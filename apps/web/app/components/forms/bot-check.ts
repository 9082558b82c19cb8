import {
  type BotCheckAction,
  type BotCheckChallenge,
  type Envelope,
  encodeAltchaToken,
} from '@harsh/contract';

/*
 * The browser's half of the bot check (DESIGN.md decision 6): ask the API how to pass it, pass it,
 * and hand back the token for the form's `captcha` field. The API verifies it before storing.
 * The solvers load only when a visitor presses Submit, so pages carry none of their weight.
 */

declare global {
  interface Window {
    grecaptcha?: {
      ready(callback: () => void): void;
      execute(siteKey: string, options: { action: string }): Promise<string>;
    };
  }
}

/** A fresh challenge per submission: each one is accepted once. */
async function fetchChallenge(): Promise<BotCheckChallenge> {
  const response = await fetch('/api/captcha/challenge', {
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  const envelope = (await response.json()) as Envelope<BotCheckChallenge>;
  if (envelope.status !== 1) throw new Error(envelope.message);
  return envelope.data;
}

/** Solves an ALTCHA challenge in the browser (the forms' bot check, a sign-in's proof of work) and encodes the token. */
export async function solveAltcha(
  challenge: Extract<BotCheckChallenge, { provider: 'altcha' }>['challenge'],
): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const solution = await solveChallenge({
    challenge: challenge as never,
    deriveKey,
    timeout: 60_000,
  });
  if (!solution) throw new Error('The bot check could not be solved in time.');
  return encodeAltchaToken({
    challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  });
}

let recaptchaScript: Promise<void> | null = null;

function loadRecaptcha(siteKey: string): Promise<void> {
  recaptchaScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () =>
      window.grecaptcha?.ready(resolve) ?? reject(new Error('reCAPTCHA did not start.'));
    script.onerror = () => {
      recaptchaScript = null;
      reject(new Error('reCAPTCHA could not be loaded.'));
    };
    document.head.append(script);
  });
  return recaptchaScript;
}

/** A token for `action`; rejects when the check cannot be passed (the form then says so). */
export async function botCheckToken(action: BotCheckAction): Promise<string> {
  const challenge = await fetchChallenge();
  if (challenge.provider === 'altcha') return solveAltcha(challenge.challenge);
  await loadRecaptcha(challenge.site_key);
  return window.grecaptcha!.execute(challenge.site_key, { action });
}
