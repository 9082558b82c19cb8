import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolve } from 'node:path';
import { z } from 'zod';
import {
  ApiEnvSchema,
  ApiFeatureEnvShape,
  apiOptionsFromEnv,
  checkApiFeatureEnv,
  defaultTwoStepKeyFile,
  parseEnv,
} from './config.js';

/** The API's feature settings as a process that mounts the API reads them. */
const FeatureEnvSchema = z.object(ApiFeatureEnvShape).superRefine(checkApiFeatureEnv);

/** The problems with an environment, as `variable: message` lines. */
function problems(env: Record<string, string>): string[] {
  const result = FeatureEnvSchema.safeParse(env);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const RECAPTCHA = {
  CAPTCHA_PROVIDER: 'recaptcha',
  RECAPTCHA_SITE_KEY: 'site-key',
  RECAPTCHA_SECRET: 'secret',
};
const SMTP = {
  SMTP_URL: 'smtp://mailer:pw@mail.example:587',
  MAIL_FROM: 'Website <website@harsh.example>',
  MAIL_TO: 'sales@harsh.example',
};

describe('the API feature settings', () => {
  it('default to ALTCHA, no mail, loopback as the only proxy, and the default limits', () => {
    const env = FeatureEnvSchema.parse({});
    expect(apiOptionsFromEnv(env, undefined, undefined)).toEqual({
      trustedProxies: ['loopback'],
      botCheck: { provider: 'altcha', hmacKey: undefined },
      mail: null,
      rateLimits: { windowMs: 60_000, submissions: 10, requests: 300 },
      staff: {
        siteUrl: 'http://localhost:3000',
        adminEmail: undefined,
        adminPassword: undefined,
        twoStepKey: { key: undefined, file: resolve('data.two-step-key') },
      },
      retentionDays: 730,
    });
  });

  it('keep the two-step key beside DATA_DIR, or with PostgreSQL under systemd in its state directory (the working directory is read-only there)', () => {
    expect(
      defaultTwoStepKeyFile(
        { DATA_DIR: '/var/lib/harsh-logistics/data' },
        '/var/lib/harsh-logistics:/var/lib/harsh-logistics-backups',
      ),
    ).toBe('/var/lib/harsh-logistics/data.two-step-key');
    expect(
      defaultTwoStepKeyFile(
        { DATABASE_URL: 'postgres://db/harsh' },
        '/var/lib/harsh-logistics:/var/lib/harsh-logistics-backups',
      ),
    ).toBe('/var/lib/harsh-logistics/two-step-key');
    expect(defaultTwoStepKeyFile({ DATABASE_URL: 'postgres://db/harsh' }, undefined)).toBe(
      resolve('data.two-step-key'),
    );
  });

  it('read every setting into the API’s options', () => {
    const env = FeatureEnvSchema.parse({
      ...RECAPTCHA,
      ...SMTP,
      MAIL_TO: 'sales@harsh.example, ops@harsh.example',
      RECAPTCHA_MIN_SCORE: '0.7',
      TRUST_PROXY: 'loopback, 10.0.0.0/8 , 2001:db8::1,',
      RATE_LIMIT_WINDOW_SECONDS: '30',
      RATE_LIMIT_SUBMISSIONS: '5',
      RATE_LIMIT_REQUESTS: '100',
      ADMIN_EMAIL: 'first@harsh.example',
      ADMIN_PASSWORD: 'a long first password',
      RETENTION_DAYS: '365',
    });
    expect(apiOptionsFromEnv(env, 'https://www.harsh.example', undefined)).toEqual({
      trustedProxies: ['loopback', '10.0.0.0/8', '2001:db8::1'],
      botCheck: { provider: 'recaptcha', siteKey: 'site-key', secret: 'secret', minScore: 0.7 },
      mail: {
        smtpUrl: SMTP.SMTP_URL,
        from: SMTP.MAIL_FROM,
        to: ['sales@harsh.example', 'ops@harsh.example'],
      },
      rateLimits: { windowMs: 30_000, submissions: 5, requests: 100 },
      staff: {
        siteUrl: 'https://www.harsh.example',
        adminEmail: 'first@harsh.example',
        adminPassword: 'a long first password',
        twoStepKey: { key: undefined, file: resolve('data.two-step-key') },
      },
      retentionDays: 365,
    });
  });

  it('need ADMIN_EMAIL and ADMIN_PASSWORD together, a real address and a long password', () => {
    expect(problems({ ADMIN_EMAIL: 'first@harsh.example' })).toEqual([
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together',
    ]);
    expect(problems({ ADMIN_PASSWORD: 'a long first password' })).toEqual([
      'ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD go together',
    ]);
    expect(problems({ ADMIN_EMAIL: 'first@harsh.example', ADMIN_PASSWORD: 'short' })[0]).toMatch(
      /^ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 12 characters/,
    );
    expect(problems({ ADMIN_EMAIL: 'nobody', ADMIN_PASSWORD: 'a long first password' })[0]).toMatch(
      /^ADMIN_EMAIL: /,
    );
    expect(problems({ RETENTION_DAYS: '0' })[0]).toMatch(/^RETENTION_DAYS: /);
  });

  it('take an ALTCHA key of 32 characters or more', () => {
    const env = FeatureEnvSchema.parse({ ALTCHA_HMAC_KEY: 'k'.repeat(32) });
    expect(apiOptionsFromEnv(env).botCheck).toEqual({
      provider: 'altcha',
      hmacKey: 'k'.repeat(32),
    });
    expect(problems({ ALTCHA_HMAC_KEY: 'short' })).toEqual([
      'ALTCHA_HMAC_KEY: ALTCHA_HMAC_KEY must be at least 32 characters',
    ]);
  });

  it('need both reCAPTCHA keys with CAPTCHA_PROVIDER=recaptcha, naming each missing one', () => {
    expect(problems({ CAPTCHA_PROVIDER: 'recaptcha' })).toEqual([
      'RECAPTCHA_SITE_KEY: RECAPTCHA_SITE_KEY is needed when CAPTCHA_PROVIDER=recaptcha',
      'RECAPTCHA_SECRET: RECAPTCHA_SECRET is needed when CAPTCHA_PROVIDER=recaptcha',
    ]);
    expect(
      problems({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET: '  ' }),
    ).toEqual(['RECAPTCHA_SECRET: RECAPTCHA_SECRET is needed when CAPTCHA_PROVIDER=recaptcha']);
    expect(problems({ CAPTCHA_PROVIDER: 'hcaptcha' })[0]).toMatch(/^CAPTCHA_PROVIDER: /);
  });

  it('keep the reCAPTCHA score between 0 and 1, and an empty setting means the default, not 0', () => {
    expect(problems({ ...RECAPTCHA, RECAPTCHA_MIN_SCORE: '1.5' })[0]).toMatch(
      /^RECAPTCHA_MIN_SCORE: /,
    );
    expect(problems({ ...RECAPTCHA, RECAPTCHA_MIN_SCORE: 'high' })[0]).toMatch(
      /^RECAPTCHA_MIN_SCORE: /,
    );
    // `RECAPTCHA_MIN_SCORE=` in an env file must not let every bot through.
    for (const blank of ['', ' ']) {
      const env = FeatureEnvSchema.parse({ ...RECAPTCHA, RECAPTCHA_MIN_SCORE: blank });
      expect(apiOptionsFromEnv(env).botCheck).toMatchObject({ minScore: 0.5 });
    }
    expect(
      apiOptionsFromEnv(FeatureEnvSchema.parse({ ...RECAPTCHA, RECAPTCHA_MIN_SCORE: '0' }))
        .botCheck,
    ).toMatchObject({ minScore: 0 });
  });

  it('need MAIL_FROM and MAIL_TO with SMTP_URL, naming each missing one', () => {
    expect(problems({ SMTP_URL: SMTP.SMTP_URL })).toEqual([
      'MAIL_FROM: MAIL_FROM is needed when SMTP_URL is set',
      'MAIL_TO: MAIL_TO is needed when SMTP_URL is set',
    ]);
    expect(problems({ SMTP_URL: SMTP.SMTP_URL, MAIL_FROM: SMTP.MAIL_FROM })).toEqual([
      'MAIL_TO: MAIL_TO is needed when SMTP_URL is set',
    ]);
    expect(problems({ ...SMTP, MAIL_TO: 'sales@harsh.example, not-an-address' })).toEqual([
      'MAIL_TO: MAIL_TO must be e-mail addresses, comma-separated',
    ]);
    expect(problems({ ...SMTP, SMTP_URL: 'http://mail.example' })).toEqual([
      'SMTP_URL: SMTP_URL must start with smtp:// or smtps://',
    ]);
    // Mail settings without SMTP_URL are allowed: the outbox keeps the mails.
    expect(
      apiOptionsFromEnv(FeatureEnvSchema.parse({ MAIL_FROM: SMTP.MAIL_FROM })).mail,
    ).toBeNull();
  });

  it.each(['proxy.internal', '10.0.0.0/33', 'loopback,10.0.0.300', '10.0.0.0/8/2'])(
    'refuse TRUST_PROXY=%s, naming it',
    (value) => {
      expect(problems({ TRUST_PROXY: value })).toEqual([
        'TRUST_PROXY: TRUST_PROXY must list IP addresses, CIDR subnets or "loopback"',
      ]);
    },
  );

  it('refuse limits that are not positive whole numbers, and read blank ones as the defaults', () => {
    expect(problems({ RATE_LIMIT_SUBMISSIONS: '0' })[0]).toMatch(/^RATE_LIMIT_SUBMISSIONS: /);
    expect(problems({ RATE_LIMIT_REQUESTS: '2.5' })[0]).toMatch(/^RATE_LIMIT_REQUESTS: /);
    expect(problems({ RATE_LIMIT_WINDOW_SECONDS: 'a minute' })[0]).toMatch(
      /^RATE_LIMIT_WINDOW_SECONDS: /,
    );
    const env = FeatureEnvSchema.parse({
      RATE_LIMIT_WINDOW_SECONDS: '',
      RATE_LIMIT_SUBMISSIONS: ' ',
      RATE_LIMIT_REQUESTS: '',
    });
    expect(apiOptionsFromEnv(env).rateLimits).toEqual({
      windowMs: 60_000,
      submissions: 10,
      requests: 300,
    });
  });

  it('have daily backups off by default, kept 14 days when on', () => {
    const defaults = FeatureEnvSchema.parse({});
    expect([defaults.BACKUP_DIR, defaults.BACKUP_KEEP_DAYS]).toEqual([undefined, 14]);
    expect(
      FeatureEnvSchema.parse({ BACKUP_DIR: ' /var/backups/harsh ', BACKUP_KEEP_DAYS: '30' }),
    ).toMatchObject({
      BACKUP_DIR: '/var/backups/harsh',
      BACKUP_KEEP_DAYS: 30,
    });
    const blank = FeatureEnvSchema.parse({ BACKUP_DIR: '  ', BACKUP_KEEP_DAYS: '' });
    expect([blank.BACKUP_DIR, blank.BACKUP_KEEP_DAYS]).toEqual([undefined, 14]);
  });

  it.each(['0', '-7', '2.5', 'two weeks'])('refuse BACKUP_KEEP_DAYS=%s, naming it', (value) => {
    expect(problems({ BACKUP_DIR: '/var/backups/harsh', BACKUP_KEEP_DAYS: value })).toEqual([
      'BACKUP_KEEP_DAYS: BACKUP_KEEP_DAYS must be a whole number of days, 1 or more',
    ]);
  });

  it('refuse a two-step key inside DATA_DIR, where every backup would carry it beside the secrets it seals, and a short one', () => {
    const keyProblems = (env: Record<string, string>) =>
      (ApiEnvSchema.safeParse(env).error?.issues ?? []).map(
        (issue) => `${issue.path.join('.')}: ${issue.message}`,
      );
    expect(keyProblems({ TWO_STEP_KEY_FILE: './data/two-step.key' })).toEqual([
      'TWO_STEP_KEY_FILE: TWO_STEP_KEY_FILE must be outside DATA_DIR',
    ]);
    expect(keyProblems({ TWO_STEP_KEY_FILE: '/etc/harsh/two-step.key' })).toEqual([]);
    // Backups are copied off the machine: the key must not travel with them (named, or beside DATA_DIR).
    expect(
      keyProblems({
        TWO_STEP_KEY_FILE: '/var/backups/harsh/two-step.key',
        BACKUP_DIR: '/var/backups/harsh',
      }),
    ).toEqual(['TWO_STEP_KEY_FILE: TWO_STEP_KEY_FILE must be outside BACKUP_DIR']);
    expect(keyProblems({ DATA_DIR: '/var/lib/harsh/data', BACKUP_DIR: '/var/lib/harsh' })).toEqual([
      'TWO_STEP_KEY_FILE: TWO_STEP_KEY_FILE must be outside BACKUP_DIR',
    ]);
    expect(
      keyProblems({
        DATA_DIR: '/var/lib/harsh/data',
        BACKUP_DIR: '/var/lib/harsh',
        TWO_STEP_KEY: 'k'.repeat(32),
      }),
    ).toEqual([]);
    expect(keyProblems({ TWO_STEP_KEY: 'too short' })).toEqual([
      'TWO_STEP_KEY: TWO_STEP_KEY must be at least 32 characters (openssl rand -base64 32)',
    ]);
  });

  it('refuse a BACKUP_DIR inside PGlite’s DATA_DIR, where each backup would hold the ones before', () => {
    const backupDirProblems = (env: Record<string, string>) =>
      (ApiEnvSchema.safeParse(env).error?.issues ?? []).map(
        (issue) => `${issue.path.join('.')}: ${issue.message}`,
      );
    const inside = ['BACKUP_DIR: BACKUP_DIR must be outside DATA_DIR'];
    expect(backupDirProblems({ BACKUP_DIR: './data/backups' })).toEqual(inside);
    expect(backupDirProblems({ BACKUP_DIR: 'data' })).toEqual(inside);
    expect(
      backupDirProblems({ DATA_DIR: '/srv/harsh/data', BACKUP_DIR: '/srv/harsh/data/./nightly/' }),
    ).toEqual(inside);
    expect(
      backupDirProblems({ DATA_DIR: '/srv/harsh/data', BACKUP_DIR: '/srv/harsh/data/../backups' }),
    ).toEqual([]);
    expect(backupDirProblems({ BACKUP_DIR: './data-backups' })).toEqual([]);
    // PostgreSQL's backups hold nothing of DATA_DIR.
    expect(
      backupDirProblems({
        DATABASE_URL: 'postgres://db.internal/harsh',
        BACKUP_DIR: './data/backups',
      }),
    ).toEqual([]);
  });

  it('report every bad setting at once', () => {
    const lines = problems({
      CAPTCHA_PROVIDER: 'recaptcha',
      TRUST_PROXY: 'nope',
      SMTP_URL: SMTP.SMTP_URL,
    });
    expect(lines.map((line) => line.split(':')[0])).toEqual([
      'TRUST_PROXY',
      'RECAPTCHA_SITE_KEY',
      'RECAPTCHA_SECRET',
      'MAIL_FROM',
      'MAIL_TO',
    ]);
  });
});

describe('parseEnv', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('stops the process with a message naming each bad variable', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const env = {
      CAPTCHA_PROVIDER: 'recaptcha',
      SMTP_URL: SMTP.SMTP_URL,
      TRUST_PROXY: 'lb.internal',
    };
    expect(() => parseEnv(ApiEnvSchema, env)).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    const message = error.mock.calls.map((call) => String(call[0])).join('\n');
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of [
      'TRUST_PROXY',
      'RECAPTCHA_SITE_KEY',
      'RECAPTCHA_SECRET',
      'MAIL_FROM',
      'MAIL_TO',
    ]) {
      expect(message).toMatch(new RegExp(`^  ${name}: .*${name}`, 'm'));
    }
  });

  it('answers the settings when they are good', () => {
    const env = parseEnv(ApiEnvSchema, { ...RECAPTCHA, ...SMTP, PORT: '8080' });
    expect(env).toMatchObject({
      PORT: 8080,
      CAPTCHA_PROVIDER: 'recaptcha',
      MAIL_TO: ['sales@harsh.example'],
    });
  });
});
