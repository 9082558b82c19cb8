import { hash, verify } from '@node-rs/argon2';
import { isGuessablePassword, MESSAGES, personalWords, STAFF_MESSAGES } from '@harsh/contract';
import { HttpError } from '../plugins/errors.js';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). The PHC string keeps
 * the parameters beside the salt, so raising them later still verifies older hashes.
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** A hash of nothing anyone knows, verified against when there is no account: the answer takes as long either way. */
let decoy: Promise<string> | null = null;

/** True when `password` is the one `stored` was made from; with no stored hash, spends the same time and says no. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** Refuses (422, on the password field) a password built on its owner's name or e-mail address. */
export function refusePersonalPassword(password: string, name: string, email: string): void {
  if (isGuessablePassword(password, personalWords(name, email))) {
    throw new HttpError(422, MESSAGES.validation, { password: [STAFF_MESSAGES.passwordPersonal] });
  }
}
