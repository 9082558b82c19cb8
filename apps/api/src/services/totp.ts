import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/*
 * Two-step sign-in with time-based one-time codes (RFC 6238, through `otpauth`): six digits, a
 * new one every 30 seconds, the authenticator apps' defaults.
 */

const ISSUER = 'Harsh Logistics';
const PERIOD_SECONDS = 30;

const totpFor = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new shared secret: 160 random bits, base32 (what authenticator apps take). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` address an authenticator app reads from the QR code. */
export const totpUri = (secret: string, email: string) => totpFor(secret, email).toString();

/** The QR code of that address, as an SVG image's data URI (the pages' CSP allows `data:` images). */
export async function totpQrDataUri(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step of `code` when it is right for the secret, now or one step either side (a phone's
 * clock may be a little off); null otherwise, or when that step (or a later one) was used already.
 */
export function acceptTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secret).validate({ token, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** Recovery codes are kept as SHA-256: they are long random strings, used once. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

/** The recovery codes left once `code` is used up; null when it is not one of them. */
export function recoveryCodesWithout(hashes: readonly string[], code: string): string[] | null {
  const used = hashRecoveryCode(code);
  return hashes.includes(used) ? hashes.filter((hash) => hash !== used) : null;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten new recovery codes (`xxxxx-xxxxx`, 50 random bits each) and their hashes. */
export function newRecoveryCodes(count = 10): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: count }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}
