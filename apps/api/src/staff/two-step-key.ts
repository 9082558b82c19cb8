import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { closeSync, constants, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Database } from '../db/client.js';
import { listTwoStepSecrets, replaceTwoStepSecret } from '../repositories/staff.js';

/*
 * Two-step sign-in's shared secrets (TOTP) are kept encrypted with a key that lives apart from the
 * database: in `TWO_STEP_KEY`, or in the file `TWO_STEP_KEY_FILE` (by default beside `DATA_DIR`,
 * never in it). A backup, or a copy of the data directory, then holds no secret an authenticator
 * could be made from (issue 40). AES-256-GCM, bound to the account: a sealed secret copied to
 * another account's row does not open.
 */

const PREFIX = 'v1:';
/** A secret as authenticator apps take it (base32); what older versions stored in clear. */
const PLAIN_SECRET = /^[A-Z2-7]+=*$/;

export interface TwoStepSecrets {
  /** The secret sealed for the account's row. */
  seal(userId: number, secret: string): string;
  /**
   * The secret of a stored value: a sealed one opened with the key, or one stored in clear by an
   * older version. Null when it does not open (another key: the key was lost or changed).
   */
  open(userId: number, stored: string | null): string | null;
  /** Whether the stored value is still in clear (to be sealed at start). */
  isPlain(stored: string): boolean;
}

export function twoStepSecrets(key: Buffer): TwoStepSecrets {
  if (key.length !== 32) throw new Error('The two-step key must be 32 bytes.');
  const aad = (userId: number) => Buffer.from(`staff:${userId}`);
  return {
    seal(userId, secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(userId));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(userId, stored) {
      if (!stored) return null;
      if (!stored.startsWith(PREFIX)) return PLAIN_SECRET.test(stored) ? stored : null;
      const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12)).setAAD(
          aad(userId),
        );
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
    isPlain: (stored) => !stored.startsWith(PREFIX),
  };
}

/** The key from its text: 32 characters or more (the file's, or the variable's), hashed to 32 bytes. */
export function keyFromText(text: string, where: string): Buffer {
  const material = text.trim();
  if (material.length < 32)
    throw new Error(
      `${where} must hold at least 32 characters (a random key: openssl rand -base64 32).`,
    );
  return createHash('sha256').update(material).digest();
}

/** Where the key file is when `TWO_STEP_KEY_FILE` is not set: beside `DATA_DIR` (`./data` → `./data.two-step-key`). */
export const defaultKeyFile = (dataDir: string) => {
  const dir = resolve(dataDir);
  return join(dirname(dir), `${basename(dir)}.two-step-key`);
};

/**
 * The two-step key of the settings: `TWO_STEP_KEY` when set, else the key file, made (0600, 256
 * random bits) when it does not exist yet. Throws, naming the file, when it cannot be read or made.
 */
export function loadTwoStepKey({
  key,
  keyFile: path,
}: {
  key?: string | undefined;
  keyFile: string;
}): Buffer {
  if (key) return keyFromText(key, 'TWO_STEP_KEY');
  try {
    return keyFromText(readFileSync(path, 'utf8'), path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new Error(`Cannot read the two-step key ${path}: ${(error as Error).message}`);
  }
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    const fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
    try {
      writeSync(fd, `${randomBytes(32).toString('base64')}\n`);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    // Another process made it meanwhile: theirs is read below.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
      throw new Error(`Cannot make the two-step key ${path}: ${(error as Error).message}`);
  }
  return keyFromText(readFileSync(path, 'utf8'), path);
}

/**
 * Seals the two-step secrets an older version stored in clear (at every start; a no-op once done),
 * and counts those that do not open with this key. Existing authenticators keep working.
 */
export async function sealTwoStepSecrets(
  db: Database,
  secrets: TwoStepSecrets,
): Promise<{ sealed: number; unopened: number }> {
  let sealed = 0;
  let unopened = 0;
  for (const row of await listTwoStepSecrets(db)) {
    for (const column of ['totpSecret', 'totpPendingSecret'] as const) {
      const stored = row[column];
      if (!stored) continue;
      const secret = secrets.open(row.id, stored);
      if (secret === null) {
        if (column === 'totpSecret') unopened++;
      } else if (secrets.isPlain(stored)) {
        await replaceTwoStepSecret(db, row.id, column, stored, secrets.seal(row.id, secret));
        if (column === 'totpSecret') sealed++;
      }
    }
  }
  return { sealed, unopened };
}
