import { z } from 'zod';
import { ApiFeatureEnvShape, checkApiFeatureEnv, DatabaseEnvSchema, LOG_LEVELS } from '@harsh/api';

export const WebEnvSchema = DatabaseEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** A remote content API (`https://…/api`); unset, the API runs in this process. */
  API_BASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.url({ protocol: /^https?$/, error: 'API_BASE_URL must be an http(s) URL' }).optional()),
  /** The site's public origin, for pages and their links; unset: `http://localhost:PORT`. */
  SITE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.url({ protocol: /^https?$/, error: 'SITE_URL must be an http(s) URL' }).optional())
    .refine(
      (value) => value === undefined || new URL(value).pathname === '/',
      'SITE_URL must be an origin (scheme, host, port), no path',
    ),
  /** `off` renders every page request afresh (for measuring and debugging); `on` keeps rendered pages. */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /**
   * The most pages kept: every address of the sitemap, and room for pages asked for by query. A
   * kept page takes about 20 KB once strongly compressed (issue 42 §2): 3,000 about 60 MB.
   */
  PAGE_CACHE_PAGES: z.coerce
    .number('PAGE_CACHE_PAGES must be a number')
    .int('PAGE_CACHE_PAGES must be a whole number')
    .min(200, 'PAGE_CACHE_PAGES must be at least 200')
    .max(100_000, 'PAGE_CACHE_PAGES must be at most 100000')
    .default(3_000),
  /**
   * `on` renders every address of the sitemap into the page cache at start and after each change,
   * in the background (with the API in this process and the page cache on); `off`: pages render
   * on their first request after a change.
   */
  RENDER_AHEAD: z.enum(['on', 'off']).default('on'),
  /** Where changed pages' addresses are posted after a publish, for a CDN in front to drop them. */
  CDN_PURGE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z.url({ protocol: /^https?$/, error: 'CDN_PURGE_URL must be an http(s) URL' }).optional(),
    ),
  /** Unset: no metrics. Set: Prometheus metrics at `http://METRICS_HOST:METRICS_PORT/metrics`, apart from the site's port. */
  METRICS_PORT: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: 'METRICS_PORT must be a port number (1–65535)' })
      .int()
      .min(1, 'METRICS_PORT must be a port number (1–65535)')
      .max(65_535, 'METRICS_PORT must be a port number (1–65535)')
      .optional(),
  ),
  /** The address the metrics port listens on: the machine itself unless a scraper elsewhere needs it. */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  // The in-process API's forms: bot check, mail, rate limits, trusted proxies.
  ...ApiFeatureEnvShape,
})
  .superRefine(checkApiFeatureEnv)
  .transform((env) => ({
    ...env,
    SITE_URL: env.SITE_URL ? new URL(env.SITE_URL).origin : `http://localhost:${env.PORT}`,
  }));
export type WebEnv = z.infer<typeof WebEnvSchema>;
