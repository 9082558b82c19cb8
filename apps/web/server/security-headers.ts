import { randomBytes } from 'node:crypto';

/** A fresh nonce for one response's inline scripts. */
export const createNonce = () => randomBytes(16).toString('base64');

/** Google's hosts for reCAPTCHA v3, allowed only when it is the configured bot check. */
const RECAPTCHA_SCRIPTS = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';
const RECAPTCHA_FRAMES =
  'https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/';

/**
 * The page policy: our own scripts (and the inline ones React Router writes, by nonce or by hash), our own
 * styles, images and fonts; nothing may frame us. With reCAPTCHA, Google's script and frame too.
 */
export function contentSecurityPolicy(
  inlineScripts: { nonce: string } | { hashes: readonly string[] },
  { recaptcha = false }: { recaptcha?: boolean } = {},
): string {
  const allowed =
    'nonce' in inlineScripts ? `'nonce-${inlineScripts.nonce}'` : inlineScripts.hashes.join(' ');
  return [
    "default-src 'self'",
    // A public page kept by the page cache may have no inline script at all: then none is allowed.
    ['script-src', "'self'", allowed, recaptcha ? RECAPTCHA_SCRIPTS : ''].filter(Boolean).join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${recaptcha ? ` ${RECAPTCHA_SCRIPTS}` : ''}`,
    `frame-src ${recaptcha ? RECAPTCHA_FRAMES : "'none'"}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const SECURITY_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
};
