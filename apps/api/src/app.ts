import swagger from '@fastify/swagger';
import { type CompanySettings, withNamesEverywhere } from '@harsh/contract';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { DatabaseAvailability } from './db/availability.js';
import type { DatabaseHandle } from './db/client.js';
import { SEED_MEDIA_DIR } from './db/seed-paths.js';
import { findCompanySettings } from './repositories/settings.js';
import { type BotCheckOptions, createBotCheck } from './services/bot-check/index.js';
import {
  clientAddress,
  type TrustedProxyEntry,
  trustedProxyCheck,
} from './services/client-address.js';
import { loggableError, registerErrorHandling, registerNulGuard } from './plugins/errors.js';
import {
  type MailSettings,
  type MailWorker,
  type MailWorkerTiming,
  startMailWorker,
} from './services/mailer.js';
import {
  DEFAULT_RATE_LIMITS,
  type RateLimitSettings,
  registerRateLimits,
} from './plugins/rate-limit.js';
import { RedisBreaker } from './plugins/rate-limit-store.js';
import { registerApiMetrics } from './services/api-metrics.js';
import { signInProofs } from './services/sign-in-proof.js';
import { randomBytes } from 'node:crypto';
import type { Metrics } from './plugins/metrics.js';
import { ContentEvents, EVERY_TABLE } from './services/content-events.js';
import { type RelayState, startInstanceRelay } from './services/instance-relay.js';
import { type PublishScheduler, startPublishScheduler } from './services/publish-scheduler.js';
import { ResponseCache } from './services/response-cache.js';
import { captchaChallengeRoutes } from './routes/captcha/challenge.js';
import { branchLocatorRoutes } from './routes/get-branch-locator.js';
import { branchRoutes } from './routes/get/branches.js';
import { listRoutes } from './routes/get/lists.js';
import { socialCardRoutes } from './routes/og.js';
import { mediaLibraryRoutes } from './routes/media-library.js';
import { siteDrawingRoutes } from './routes/site-drawings.js';
import { databaseMediaStore } from './repositories/media.js';
import { singleBlogRoutes } from './routes/get/single/blogs.js';
import { singlePageRoutes } from './routes/get/single/pages.js';
import { siteTextsRoutes } from './routes/get/site-texts.js';
import { singleServiceRoutes } from './routes/get/single/services.js';
import { movedRoutes } from './routes/get/moved.js';
import type { SubmissionDeps } from './routes/deps.js';
import { healthRoutes, type PagesState } from './routes/health.js';
import { searchRoutes } from './routes/search.js';
import { storeContactRoutes } from './routes/store/contact.js';
import { storeNewsletterRoutes } from './routes/store/newsletter.js';
import { withdrawalRoutes } from './routes/store/withdrawal.js';
import { dataRequestRoutes } from './routes/store/data-request.js';
import { dataRightsRoutes } from './routes/get/data-rights.js';
import { storePartnerRoutes } from './routes/store/partner.js';
import { storeQuoteRoutes } from './routes/store/quote.js';
import { storeCommentRoutes } from './routes/store/comment.js';
import { blogCommentRoutes } from './routes/get/blog-comments.js';
import { variantContentRoutes } from './routes/get/variant-content.js';
import { adminRoutes } from './routes/admin/index.js';
import { ensureFirstAdmin } from './services/first-admin.js';
import { loadTwoStepKey, sealTwoStepSecrets, twoStepSecrets } from './staff/two-step-key.js';
import { startRetentionJob, startUnprovedRequestSweep } from './services/retention.js';
import { visitorLanguageValidator } from './plugins/visitor-language.js';

export interface ApiOptions {
  database: DatabaseHandle;
  /** Where the API is mounted, for the OpenAPI document's server entry. */
  basePath?: string;
  /** Proxies whose `X-Forwarded-For` is believed (`TRUST_PROXY`); by default the machine itself. */
  trustedProxies?: readonly TrustedProxyEntry[];
  /** Default: ALTCHA with a random key per start (a warning is logged). */
  botCheck?: BotCheckOptions;
  /** Where notification e-mails go; null or unset: they wait in the outbox. */
  mail?: MailSettings | null;
  /** Tests pace the mail worker faster. */
  mailTiming?: MailWorkerTiming;
  rateLimits?: RateLimitSettings;
  /**
   * Redis for what every instance must share (`REDIS_URL`): the rate limits' counters. Unset, they
   * are kept in this process. `keyPrefix` keeps apart several sites (or test runs) on one server.
   */
  redis?: { url: string; keyPrefix?: string; deadlineMs?: number };
  /** The read cache; tests that change content behind the API's back give their own, to empty it. */
  cache?: ResponseCache;
  /** Where content changes are announced; the site that embeds the API gives its own and listens. */
  events?: ContentEvents;
  /** The staff side: the site's public origin (`SITE_URL`) and the first admin (`ADMIN_EMAIL`, `ADMIN_PASSWORD`). */
  staff?: StaffOptions;
  /** The publishing schedule's safety-net poll; tests shorten it. Announced schedule changes are heard at once. */
  schedulePollMs?: number;
  /** The work of a sign-in's proof at its first level (decision 034); tests that play an attacker's many guesses make it small. */
  signInProofWork?: readonly [min: number, max: number];
  /** Where the API's gauges go (the site's registry); unset, none are kept. */
  metrics?: Metrics;
  /** The site's pages rendered ahead, for the readiness answer (the site that runs this API in its process says). */
  pages?: () => PagesState;
  /** Days a submission is kept before the daily job erases it (`RETENTION_DAYS`); unset, no job runs (tests). */
  retentionDays?: number;
}

export interface StaffOptions {
  siteUrl: string;
  adminEmail?: string;
  adminPassword?: string;
  /**
   * Where the key two-step secrets are sealed with is (`TWO_STEP_KEY`, else its file, made when
   * missing): kept apart from the database. Unset (tests), a random key for this process.
   */
  twoStepKey?: { key?: string | undefined; file: string };
}

const DEFAULT_STAFF_OPTIONS: StaffOptions = { siteUrl: 'http://localhost:3000' };

/**
 * The content API as a Fastify plugin: mounted under `/api` by the site server, or alone by
 * `server.ts`. Tests build it and call it with `inject`.
 */
export const api: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  const { database, basePath = '/api' } = options;
  app.setValidatorCompiler(visitorLanguageValidator);
  app.setSerializerCompiler(serializerCompiler);
  const availability = new DatabaseAvailability(database.ping, app.log);
  const stopHearingIdleErrors = database.onIdleError((error) => availability.lost(error));
  app.addHook('onClose', async () => {
    stopHearingIdleErrors();
    availability.stop();
  });
  registerErrorHandling(app, (error) => availability.lost(error));
  registerNulGuard(app);
  // JSON only: any other body type is a 415, not a validation failure.
  app.removeContentTypeParser('text/plain');
  // The spec posts some calls with no body at all; they are read as an empty object.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body == null) request.body = {};
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Harsh Logistics content API',
        version: '1.0.0',
        description:
          'Content and enquiries for the public website. Every response is an envelope `{status, message, data}`.',
      },
      servers: [{ url: basePath }],
    },
    transform: jsonSchemaTransform,
  });
  // The documentation's page and files with a policy of their own (its scripts and styles only).
  // Without upgrade-insecure-requests: over plain http (the embedded setup) it broke the page;
  // with inline styles, which its script sets (as the site's own policy allows).
  // Its page links its files under this plugin's prefix (`/api/docs/static/…`), not `/docs/…`.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    indexPrefix: app.prefix,
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });

  // Before any route, so that every POST gets its limit.
  const redis = options.redis ? connectRedis(app, options.redis) : undefined;
  const isTrustedProxy = trustedProxyCheck(options.trustedProxies ?? ['loopback']);
  await registerRateLimits(app, options.rateLimits ?? DEFAULT_RATE_LIMITS, isTrustedProxy, redis);

  const deps = {
    database,
    cache: options.cache ?? new ResponseCache(),
    events: options.events ?? new ContentEvents(),
    mediaStore: databaseMediaStore(database.db),
  };
  // A text names a company fact in braces (`{branches}+ branches`); every public read says the fact as it is now.
  // The facts are read once until they change, not once a read: a publish renders every page again.
  let facts: Promise<CompanySettings | null> | null = null;
  const currentFacts = () =>
    (facts ??= findCompanySettings(database.db).catch(
      (error: unknown) => ((facts = null), Promise.reject(error)),
    ));
  deps.cache.finishEveryAnswer(
    async (data) => withNamesEverywhere(data, {}, await currentFacts()),
    ['settings'],
  );
  deps.events.onChange(({ tables }) => {
    if (tables.includes(EVERY_TABLE) || tables.includes('settings')) facts = null;
  });
  deps.events.onChange(({ tables }) =>
    tables.includes(EVERY_TABLE)
      ? deps.cache.invalidate()
      : tables.forEach((table) => deps.cache.invalidate(table)),
  );
  const relay = database.connectionString
    ? relayToOtherInstances(app, database, deps.events)
    : undefined;
  const scheduler = runPublishScheduler(app, database, deps.events, options.schedulePollMs);
  const operations = {
    availability,
    redis,
    relay,
    scheduler,
    mailSending: Boolean(options.mail),
    pages: options.pages,
  };
  if (options.metrics) registerApiMetrics(options.metrics, database, operations);
  await app.register(healthRoutes, { ...deps, operations });
  await app.register(singlePageRoutes, deps);
  await app.register(siteTextsRoutes, deps);
  await app.register(singleServiceRoutes, deps);
  await app.register(singleBlogRoutes, deps);
  await app.register(movedRoutes, deps);
  await app.register(listRoutes, deps);
  await app.register(branchLocatorRoutes, deps);
  await app.register(branchRoutes, deps);
  await app.register(blogCommentRoutes, deps);
  await app.register(variantContentRoutes, deps);
  await app.register(mediaLibraryRoutes, deps);
  await app.register(siteDrawingRoutes, { mediaDir: SEED_MEDIA_DIR });
  await app.register(socialCardRoutes, { ...deps, mediaDir: SEED_MEDIA_DIR });
  await app.register(searchRoutes, deps);
  await app.register(dataRightsRoutes, {
    retentionDays: options.retentionDays || null,
    mailSending: Boolean(options.mail),
  });

  const botCheck = createBotCheck(options.botCheck ?? { provider: 'altcha' }, app.log);
  const mailWorker = startMailWorkerWhenReady(app, database, options);
  const submissionDeps: SubmissionDeps = {
    database,
    botCheck,
    notifyQueued: () => mailWorker.current?.nudge(),
    clientIp: (request) => clientAddress(request, isTrustedProxy),
  };
  await app.register(captchaChallengeRoutes, submissionDeps);
  await app.register(storePartnerRoutes, submissionDeps);
  await app.register(storeContactRoutes, submissionDeps);
  await app.register(storeNewsletterRoutes, submissionDeps);
  await app.register(storeQuoteRoutes, submissionDeps);
  await app.register(storeCommentRoutes, submissionDeps);
  await app.register(withdrawalRoutes, {
    ...deps,
    siteUrl: (options.staff ?? DEFAULT_STAFF_OPTIONS).siteUrl,
  });
  await app.register(dataRequestRoutes, submissionDeps);

  const staff = options.staff ?? DEFAULT_STAFF_OPTIONS;
  const twoStep = twoStepSecrets(
    staff.twoStepKey
      ? loadTwoStepKey({ key: staff.twoStepKey.key, keyFile: staff.twoStepKey.file })
      : randomBytes(32),
  );
  await app.register(adminRoutes, {
    ...deps,
    cookie: { secure: staff.siteUrl.startsWith('https:') },
    siteOrigin: new URL(staff.siteUrl).origin,
    clientIp: (request) => clientAddress(request, isTrustedProxy),
    siteUrl: staff.siteUrl,
    mail: { configured: Boolean(options.mail), nudge: () => mailWorker.current?.nudge() },
    retentionDays: options.retentionDays || null,
    // Signed with the forms' ALTCHA key when there is one: every instance must accept another's challenges.
    twoStep,
    signInProofs: signInProofs(
      (options.botCheck?.provider === 'altcha' && options.botCheck.hmacKey) ||
        randomBytes(32).toString('hex'),
      options.signInProofWork,
    ),
  });
  app.addHook('onReady', async () => {
    try {
      const outcome = await ensureFirstAdmin(database.db, {
        siteUrl: staff.siteUrl,
        email: staff.adminEmail,
        password: staff.adminPassword,
      });
      if (outcome.kind === 'created')
        app.log.info('Created the first admin account from ADMIN_EMAIL and ADMIN_PASSWORD');
      if (outcome.kind === 'setup-link' && outcome.guessablePassword) {
        app.log.warn(
          'ADMIN_PASSWORD is among the first passwords an attacker would try, so no admin was made from it: choose a few unrelated words, or use the set-up link',
        );
      }
      if (outcome.kind === 'setup-link')
        app.log.warn(
          `No staff account yet. Set up the first admin within the hour at ${outcome.link}`,
        );
      const { sealed, unopened } = await sealTwoStepSecrets(database.db, twoStep);
      if (sealed > 0)
        app.log.info(
          { accounts: sealed },
          'Two-step secrets stored in clear by an older version are now sealed with the two-step key',
        );
      if (unopened > 0) {
        app.log.warn(
          { accounts: unopened },
          'Some two-step secrets do not open with this TWO_STEP_KEY: those people sign in with a recovery code, or an admin turns two-step sign-in off for them to set it up again',
        );
      }
    } catch (error) {
      // The public site does not wait on the staff side: it starts, and the next start tries again.
      app.log.error({ err: loggableError(error) }, 'Could not check for a staff account');
    }
  });
  let stopSweep: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopSweep = startUnprovedRequestSweep(database.db, app.log);
  });
  app.addHook('onClose', async () => stopSweep?.());
  if (options.retentionDays) {
    const days = options.retentionDays;
    let stop: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stop = startRetentionJob(
        database.db,
        days,
        app.log,
        (kinds) => kinds.includes('comment') && deps.events.changed({ tables: ['blog_comments'] }),
      );
    });
    app.addHook('onClose', async () => stop?.());
  }
};

/**
 * A Redis client for the API's lifetime behind a circuit breaker: it reconnects by itself; while
 * it is not connected a call fails at once (no queue), and no call waits longer than the
 * breaker's deadline. A lost connection is logged once, and so is its return.
 */
function connectRedis(
  app: FastifyInstance,
  { url, keyPrefix, deadlineMs }: NonNullable<ApiOptions['redis']>,
): RedisBreaker {
  const redis = new Redis(url, {
    keyPrefix,
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  let reachable = true;
  redis.on('error', (error) => {
    if (!reachable) return;
    reachable = false;
    app.log.warn(
      { err: { message: error.message } },
      'Redis is not reachable; trying again in the background',
    );
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    app.log.info({}, 'Connected to Redis again');
  });
  // The first requests find it connected (nothing is queued while it is not).
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => (clearTimeout(timer), redis.off('ready', done), resolve());
      const timer = setTimeout(done, 2000);
      redis.once('ready', done);
    });
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return new RedisBreaker(redis, app.log, deadlineMs);
}

/**
 * On PostgreSQL, several instances may serve the site: what one publishes, the others hear of.
 * Returns the relay's state for the readiness answer.
 */
function relayToOtherInstances(
  app: FastifyInstance,
  database: DatabaseHandle,
  events: ContentEvents,
): () => RelayState {
  let relay: ReturnType<typeof startInstanceRelay> | undefined;
  app.addHook('onReady', async () => {
    relay = startInstanceRelay(database, events, app.log);
    await relay.ready;
  });
  app.addHook('onClose', async () => relay?.stop());
  return () => relay?.state() ?? 'reconnecting';
}

/**
 * Scheduled publishes and take-downs run while the API does, on every instance (each schedule
 * once). Returns the scheduler's state for the readiness answer (null before it starts).
 */
function runPublishScheduler(
  app: FastifyInstance,
  database: DatabaseHandle,
  events: ContentEvents,
  pollMs: number | undefined,
) {
  let scheduler: PublishScheduler | undefined;
  app.addHook('onReady', async () => {
    scheduler = startPublishScheduler({ db: database.db, events, log: app.log, pollMs });
  });
  app.addHook('onClose', async () => scheduler?.stop());
  return () => scheduler?.status() ?? null;
}

/**
 * The mail worker runs while the API does: from `ready` to `close`. Without SMTP settings there
 * is none, and notifications wait in the outbox.
 */
function startMailWorkerWhenReady(
  app: FastifyInstance,
  database: DatabaseHandle,
  options: ApiOptions,
) {
  const holder: { current: MailWorker | null } = { current: null };
  const { mail } = options;
  if (!mail) {
    app.log.info('SMTP_URL is not set: notification e-mails wait in the outbox');
    return holder;
  }
  app.addHook('onReady', async () => {
    const siteUrl = (options.staff ?? DEFAULT_STAFF_OPTIONS).siteUrl;
    holder.current = startMailWorker({
      db: database.db,
      settings: mail,
      siteUrl,
      timing: options.mailTiming,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    await holder.current?.stop();
    holder.current = null;
  });
  return holder;
}
