import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { z } from 'zod';
import { BOT_CHECK_PROVIDERS, DEFAULT_RETENTION_DAYS, PASSWORD_MIN_LENGTH } from '@harsh/contract';
import type { ApiOptions } from './app.js';
import { isTrustedProxyEntry } from './services/client-address.js';
import { defaultKeyFile } from './staff/two-step-key.js';

const port = z.coerce.number().int().min(0).max(65_535);
const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.test(value), hint);

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Settings every process that opens the database reads. */
export const DatabaseEnvSchema = z.object({
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(
    /^postgres(ql)?:\/\//,
    'DATABASE_URL must start with postgres:// or postgresql://',
  ),
});

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
/**
 * A number setting. `NAME=` (set but blank, as env files and compose files leave them) means the
 * default: coerced as it stands it would be 0, which turns a score threshold off.
 */
const numberSetting = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema,
  );
/** Two weeks of daily backups. */
const DEFAULT_BACKUP_KEEP_DAYS = 14;
const count = (fallback: number) =>
  numberSetting(z.coerce.number().int().positive().default(fallback));

/**
 * Settings of the API's forms (bot check, mail, limits) and of the jobs of the process that holds
 * the database (retention, backups), read by whichever process mounts the API: the API alone
 * (`server.ts`) or the site server. Parse with `.superRefine(checkApiFeatureEnv)`.
 */
export const ApiFeatureEnvShape = {
  /** Proxies whose `X-Forwarded-For` is believed: `loopback`, addresses and CIDR subnets, comma-separated. */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform(commaList)
    .refine(
      (entries) => entries.every(isTrustedProxyEntry),
      'TRUST_PROXY must list IP addresses, CIDR subnets or "loopback"',
    ),
  CAPTCHA_PROVIDER: z.enum(BOT_CHECK_PROVIDERS).default('altcha'),
  /** Unset: a random key per process start (and a warning in the log). */
  ALTCHA_HMAC_KEY: optionalText.refine(
    (key) => key === undefined || key.length >= 32,
    'ALTCHA_HMAC_KEY must be at least 32 characters',
  ),
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET: optionalText,
  RECAPTCHA_MIN_SCORE: numberSetting(z.coerce.number().min(0).max(1).default(0.5)),
  /** Unset: notification e-mails wait in the outbox. */
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://'),
  MAIL_FROM: optionalText,
  MAIL_TO: z
    .string()
    .default('')
    .transform(commaList)
    .refine(
      (addresses) => addresses.every((a) => z.email().safeParse(a).success),
      'MAIL_TO must be e-mail addresses, comma-separated',
    ),
  /** Unset: rate-limit counters are kept in each process; set, every instance shares them. */
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://'),
  RATE_LIMIT_WINDOW_SECONDS: count(60),
  RATE_LIMIT_SUBMISSIONS: count(10),
  RATE_LIMIT_REQUESTS: count(300),
  /** Days a submission is kept; a daily job erases older ones (DPDP Act). */
  RETENTION_DAYS: count(DEFAULT_RETENTION_DAYS),
  /** With ADMIN_PASSWORD: the first admin, made at start when there is no staff account. */
  ADMIN_EMAIL: optionalText.pipe(z.email('ADMIN_EMAIL must be an e-mail address').optional()),
  ADMIN_PASSWORD: optionalText.refine(
    (value) => value === undefined || value.length >= PASSWORD_MIN_LENGTH,
    `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters`,
  ),
  /** The key two-step secrets are sealed with (32+ characters); unset, the key file's. */
  TWO_STEP_KEY: optionalText,
  /** The file that holds that key (made at first start when missing); unset, beside DATA_DIR (`./data.two-step-key`). */
  TWO_STEP_KEY_FILE: optionalText,
  /** Unset: no daily backups. Set: the process that holds the database writes one a day here. */
  BACKUP_DIR: optionalText,
  /** Days a daily backup is kept; older ones are deleted after each new one. */
  BACKUP_KEEP_DAYS: numberSetting(
    z.coerce
      .number({ error: 'BACKUP_KEEP_DAYS must be a whole number of days, 1 or more' })
      .int('BACKUP_KEEP_DAYS must be a whole number of days, 1 or more')
      .positive('BACKUP_KEEP_DAYS must be a whole number of days, 1 or more')
      .default(DEFAULT_BACKUP_KEEP_DAYS),
  ),
};
export type ApiFeatureEnv = z.infer<z.ZodObject<typeof ApiFeatureEnvShape>>;

/**
 * The checks between settings: a provider needs its keys, SMTP needs a sender and a recipient,
 * backups go outside PGlite's data directory (`DATA_DIR`, in the schemas that spread these settings).
 */
export function checkApiFeatureEnv(
  env: ApiFeatureEnv & { DATA_DIR?: string; DATABASE_URL?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (env.CAPTCHA_PROVIDER === 'recaptcha') {
    for (const name of ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET'] as const) {
      if (!env[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is needed when CAPTCHA_PROVIDER=recaptcha`,
        });
    }
  }
  if (env.SMTP_URL) {
    if (!env.MAIL_FROM)
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'MAIL_FROM is needed when SMTP_URL is set',
      });
    if (env.MAIL_TO.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_TO'],
        message: 'MAIL_TO is needed when SMTP_URL is set',
      });
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
      message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
    });
  }
  if (
    env.BACKUP_DIR &&
    env.DATA_DIR &&
    !env.DATABASE_URL &&
    isWithin(env.BACKUP_DIR, env.DATA_DIR)
  ) {
    // Each backup would hold every one before it.
    ctx.addIssue({
      code: 'custom',
      path: ['BACKUP_DIR'],
      message: 'BACKUP_DIR must be outside DATA_DIR',
    });
  }
  if (env.TWO_STEP_KEY !== undefined && env.TWO_STEP_KEY.length < 32) {
    ctx.addIssue({
      code: 'custom',
      path: ['TWO_STEP_KEY'],
      message: 'TWO_STEP_KEY must be at least 32 characters (openssl rand -base64 32)',
    });
  }
  if (
    env.TWO_STEP_KEY_FILE &&
    env.DATA_DIR &&
    !env.DATABASE_URL &&
    isWithin(env.TWO_STEP_KEY_FILE, env.DATA_DIR)
  ) {
    // It would be in every backup, next to the secrets it seals.
    ctx.addIssue({
      code: 'custom',
      path: ['TWO_STEP_KEY_FILE'],
      message: 'TWO_STEP_KEY_FILE must be outside DATA_DIR',
    });
  }
  const keyFile = env.TWO_STEP_KEY
    ? null
    : (env.TWO_STEP_KEY_FILE ?? defaultTwoStepKeyFile(env, process.env['STATE_DIRECTORY']));
  if (keyFile && env.BACKUP_DIR && isWithin(keyFile, env.BACKUP_DIR)) {
    // The backups are copied off the machine: the key must not travel with them.
    ctx.addIssue({
      code: 'custom',
      path: ['TWO_STEP_KEY_FILE'],
      message: 'TWO_STEP_KEY_FILE must be outside BACKUP_DIR',
    });
  }
}

/**
 * The two-step key's file when none is named: beside PGlite's `DATA_DIR`. With PostgreSQL there is
 * no data directory of ours, and under systemd (`deploy/`) the working directory is read-only: the
 * unit's state directory then (systemd's `STATE_DIRECTORY`, its first), which every instance on
 * the machine shares.
 */
export function defaultTwoStepKeyFile(
  env: { DATA_DIR?: string; DATABASE_URL?: string | undefined },
  stateDirectory: string | undefined,
): string {
  const state = stateDirectory?.split(':')[0];
  if (env.DATABASE_URL && state) return join(state, 'two-step-key');
  return defaultKeyFile(env.DATA_DIR ?? './data');
}

/** Whether the path `inner` is `outer` or lies under it (as written, relative to the working directory). */
function isWithin(inner: string, outer: string): boolean {
  const path = relative(resolve(outer), resolve(inner));
  return path.split(sep)[0] !== '..' && !isAbsolute(path);
}

/**
 * The API plugin's options from its settings (everything but the database). `siteUrl` is the
 * public site's origin (`SITE_URL`), where the staff pages are.
 */
export function apiOptionsFromEnv(
  env: ApiFeatureEnv & { DATA_DIR?: string; DATABASE_URL?: string | undefined },
  siteUrl = 'http://localhost:3000',
  stateDirectory = process.env['STATE_DIRECTORY'],
): Omit<ApiOptions, 'database' | 'basePath'> {
  const twoStepKey = {
    key: env.TWO_STEP_KEY,
    file: env.TWO_STEP_KEY_FILE ?? defaultTwoStepKeyFile(env, stateDirectory),
  };
  return {
    staff: { siteUrl, adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD, twoStepKey },
    retentionDays: env.RETENTION_DAYS,
    trustedProxies: env.TRUST_PROXY,
    botCheck:
      env.CAPTCHA_PROVIDER === 'recaptcha'
        ? {
            provider: 'recaptcha',
            siteKey: env.RECAPTCHA_SITE_KEY!,
            secret: env.RECAPTCHA_SECRET!,
            minScore: env.RECAPTCHA_MIN_SCORE,
          }
        : { provider: 'altcha', hmacKey: env.ALTCHA_HMAC_KEY },
    mail: env.SMTP_URL ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM!, to: env.MAIL_TO } : null,
    rateLimits: {
      windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000,
      submissions: env.RATE_LIMIT_SUBMISSIONS,
      requests: env.RATE_LIMIT_REQUESTS,
    },
    ...(env.REDIS_URL ? { redis: { url: env.REDIS_URL } } : {}),
  };
}

export const ApiEnvSchema = DatabaseEnvSchema.extend({
  PORT: port.default(4000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** The public site's origin, where the staff pages are (for the first admin's set-up link). */
  SITE_URL: optionalUrl(/^https?:\/\//, 'SITE_URL must be an http(s) URL'),
  ...ApiFeatureEnvShape,
}).superRefine(checkApiFeatureEnv);
export type ApiEnv = z.infer<typeof ApiEnvSchema>;

/** Parses the environment or ends the process with a message that names every bad variable. */
export function parseEnv<T extends z.ZodType>(
  schema: T,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  console.error(`Invalid configuration:\n${lines.join('\n')}`);
  process.exit(1);
}
