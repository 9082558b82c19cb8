// bench/scale: the site at the company's real size (issue 42, point 1). For each size named on the
// command line (`seed`, `small`, `real`, `stretch`; default `seed real stretch`), in a fresh data
// directory of its own:
//  1. Builds the content through the staff API, as staff would: each picture uploaded to the media
//     library, each post and branch created as a draft and published, some given Hindi words
//     through the translation API and published (revisions, checks and audit as always). The API
//     server runs alone for it (`node apps/api/dist/server.js`): the site's publishes wait for the
//     pages they change to be rendered again, which would measure the renderer, not the staff API.
//  2. Starts the site on that data directory (a restart: the database is there, no page is kept)
//     and measures what the issue names: the sitemap's addresses, readiness, crawls of the whole
//     sitemap at 8 and at 16 connections and how many pages each found kept (the page cache's hit
//     counter at METRICS_PORT), publishes of a post and of the company facts, the staff screens,
//     and the server's resident memory after it all.
// Prints one table, a column per size, then checks the issue's thresholds: the last line is
// `thresholds met` or `falls short: …` (exit 1). Run after a build: `npm run build && npm run
// bench:scale` (`node bench/scale.js seed small` for a quick look). Loopback only, ports 3610–3612.
// SCALE_PARALLEL: requests at a time while building (3).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Secret, TOTP } from 'otpauth';
import {
  BENCH_ADMIN,
  BENCH_ADMIN_ENV,
  fmt,
  printTable,
  residentMegabytes,
  startSite,
  stop,
  tempDataDir,
} from './lib.js';
import { branchDraft, CITIES, pictureOf, postDraft } from './scale-content.js';
import { crawl as crawlPaths, percentile, sitemapPaths } from './crawler.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const API_PORT = 3610;
const SITE_PORT = 3611;
const METRICS_PORT = 3612;
const PARALLEL = Number(process.env.SCALE_PARALLEL ?? 3);
/** Publishes of one post measured at each size. */
const POST_PUBLISHES = 3;
/** Requests of each staff screen; the median is kept. */
const STAFF_TRIES = 5;
/** The two-step key both processes seal the admin's secret with (else a file beside the data directory). */
const TWO_STEP_KEY = 'bench-scale: a two-step key for this run only, 32+ characters';

/**
 * The sizes. `hindi`: one post in `postsPerHindi` and one branch in `branchesPerHindi` get Hindi
 * words (the rest are read in English under `/hi/…`, as the site falls back). A third language
 * is not added: `packages/contract/src/locales.json` is read at build time and a language needs
 * its two catalogues besides (see the report printed at the end).
 */
const SIZES = {
  seed: null,
  small: { cities: 24, branches: 60, posts: 100, postsPerHindi: 4, branchesPerHindi: 3 },
  real: { cities: 120, branches: 300, posts: 1000, postsPerHindi: 4, branchesPerHindi: 3 },
  stretch: { cities: 120, branches: 1500, posts: 5000, postsPerHindi: 4, branchesPerHindi: 3 },
};

/** The issue's thresholds; `real` holds for every size up to it (seed, small). */
const LIMITS = {
  real: { p99: 50, rss: 450 },
  stretch: { p99: 100, rss: null },
  postAnswerMs: 2000,
  postKeptMs: 5000,
  factsFinishedMs: 60_000,
  readySeconds: 10,
  staffMs: 200,
  staffKB: 150,
};

const sizes =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['seed', 'real', 'stretch'];
for (const size of sizes)
  if (!(size in SIZES)) {
    console.error(`Unknown size ${size}: choose from ${Object.keys(SIZES).join(', ')}`);
    process.exit(2);
  }

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

// --- Staff, through the API ---------------------------------------------------------------

/**
 * Signs in as the bench's admin at `base` (the API server or the site), with the two-step code
 * when asked; turns two-step sign-in on when it is not (as admins must), keeping its secret in
 * `account`. Returns a caller of `/api/admin…` and the session's cookies.
 */
async function signIn(base, account) {
  const post = (path, body, cookie) =>
    fetch(`${base}/api/admin${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const cookiesOf = (response) =>
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  let answer = await post('/session', BENCH_ADMIN);
  if (answer.status !== 200) throw new Error(`Sign-in failed: ${answer.status}`);
  const first = await answer.json();
  if (first.data?.code_required) {
    // A code's 30-second step counts once: the one that turned two-step on cannot sign in again.
    for (let attempt = 0; ; attempt++) {
      const totp = new TOTP({ secret: Secret.fromBase32(account.secret) });
      answer = await post('/session/code', {
        ticket: first.data.ticket,
        code: totp.generate({ timestamp: Date.now() + attempt * 30_000 }),
      });
      if (answer.status === 200) break;
      if (attempt >= 2) throw new Error(`Two-step sign-in failed: ${answer.status}`);
    }
  }
  const cookie = cookiesOf(answer);
  const call = async (method, path, body) => {
    const response = await fetch(`${base}/api/admin${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const envelope = await response.json();
    if (response.status >= 300)
      throw new Error(
        `${method} ${path}: ${response.status} ${envelope.message} ${JSON.stringify(envelope.data ?? '')}`,
      );
    return envelope.data;
  };
  if (!account.secret) {
    const { secret } = await call('POST', '/totp/setup', {});
    await call('POST', '/totp/enable', {
      code: new TOTP({ secret: Secret.fromBase32(secret) }).generate(),
    });
    account.secret = secret;
  }
  return { call, cookie };
}

/** The API server alone on `dataDir`, as `npm run start:api` starts it; resolves once it answers. */
async function startApi(dataDir) {
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TWO_STEP_KEY,
      ...BENCH_ADMIN_ENV,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${API_PORT}`;
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error('the API server did not start within 60 s');
}

/** Runs `task(i)` for i in [0, count), `PARALLEL` at a time, printing progress now and then. */
async function inTurn(count, label, task) {
  let next = 0;
  let done = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      await task(i);
      done += 1;
      if (done % Math.max(1, Math.round(count / 5)) === 0 && done < count)
        console.log(
          `  ${label}: ${done} of ${count} (${fmt((performance.now() - started) / 1000, 1)} s)`,
        );
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, count) }, worker));
  return performance.now() - started;
}

/**
 * Grows the seed to `size` through the staff API, as staff would: a picture uploaded for each
 * post, each post and branch created and published, some translated into Hindi and published.
 */
async function build(staff, size) {
  const services = (
    await (
      await fetch(`http://127.0.0.1:${API_PORT}/api/get/services`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).json()
  ).data.data.map((service) => service.slug);
  const times = {};
  const publishNew = async (kind, draft, hindi) => {
    const { key, revision } = await staff.call('POST', `/content/${kind}`, {
      data: draft,
      note: 'bench/scale',
    });
    await staff.call('POST', `/content/${kind}/${key}/publish`, { revision });
    if (!hindi) return;
    const translated = await staff.call('POST', `/content/${kind}/${key}/revisions?locale=hi`, {
      data: hindi,
      note: 'bench/scale: Hindi',
      base_revision: 0,
      source_revision: revision,
    });
    await staff.call('POST', `/content/${kind}/${key}/publish?locale=hi`, {
      revision: translated.revision,
    });
  };
  // The oldest post first, as they were written: the newest is published last.
  times.posts = await inTurn(size.posts, 'posts with their pictures', async (i) => {
    const n = size.posts - 1 - i;
    const bytes = await pictureOf(n);
    const picture = await staff.call('POST', '/media', {
      file_name: `route-${n + 1}.jpg`,
      data: bytes.toString('base64'),
      alt: `A drawn route map, number ${n + 1}`,
    });
    const { draft, hindi } = postDraft(n, picture.address);
    await publishNew('posts', draft, n % size.postsPerHindi === 0 ? hindi : null);
  });
  times.branches = await inTurn(size.branches, 'branches', async (n) => {
    const { draft, hindi } = branchDraft(n, Math.min(size.cities, CITIES.length), services);
    await publishNew('branches', draft, n % size.branchesPerHindi === 0 ? hindi : null);
  });
  return times;
}

// --- The site, as visitors and crawlers see it ----------------------------------------------

/** The page cache's counters (hit, stale, miss) from the site's metrics. */
async function cacheCounts() {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const count = (outcome) =>
    Number(
      new RegExp(`harsh_page_cache_requests_total\\{outcome="${outcome}"\\} (\\d+)`).exec(
        text,
      )?.[1] ?? 0,
    );
  return { hit: count('hit'), stale: count('stale'), miss: count('miss') };
}

/**
 * A crawl (`crawler.js`) with the page cache's counters read before and after: how many answers
 * were kept pages (`kept`), pages kept from before a change (`stale`) and renders (`missed`).
 */
async function crawl(base, paths, options) {
  const before = await cacheCounts();
  const crawled = await crawlPaths(base, paths, options);
  const after = await cacheCounts();
  const stale = after.stale - before.stale;
  const missed = after.miss - before.miss;
  // Every page request through Fastify counts once, as a hit, a stale page or a miss; one the
  // fast path (kept-answers.ts) finds kept but cannot answer (no compression of it yet) counts
  // a second hit there. So the kept ones are those neither stale nor missed.
  return { ...crawled, kept: crawled.requests - stale - missed, stale, missed };
}

/** The site's "pages rendered ahead" log lines as they come, each with the moment it came. */
function watchPasses(child) {
  const passes = [];
  const waiting = new Set();
  let buffered = '';
  child.stdout.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop();
    for (const line of lines) {
      if (!line.includes('"pages rendered ahead"')) continue;
      passes.push({ ...JSON.parse(line), at: performance.now() });
      for (const wake of waiting) wake();
    }
  });
  /** The first pass logged after `since` (performance.now()), or null after `timeoutMs`. */
  const after = async (since, timeoutMs) => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const pass = passes.find((p) => p.at >= since && p.reason === 'change');
      if (pass) return pass;
      const left = deadline - performance.now();
      if (left <= 0) return null;
      await new Promise((resolve) => {
        const wake = () => {
          waiting.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiting.add(wake);
      });
    }
  };
  return { passes, after };
}

/**
 * Saves a change of an item's newest version in `locale` as staff would (a translation of the
 * English live now) and publishes it; the publish's answer time.
 */
async function publish(staff, kind, key, change, locale = 'en') {
  const query = locale === 'en' ? '' : `?locale=${locale}`;
  const item = await staff.call('GET', `/content/${kind}/${key}${query}`);
  const { revision } = await staff.call('POST', `/content/${kind}/${key}/revisions${query}`, {
    data: change(item.latest ?? item.english.data),
    note: 'bench/scale',
    base_revision: item.latest_revision,
    ...(locale === 'en' ? {} : { source_revision: item.english.revision }),
  });
  const sent = performance.now();
  await staff.call('POST', `/content/${kind}/${key}/publish${query}`, { revision });
  return { sent, ms: performance.now() - sent };
}

/** A staff screen of the site, as a signed-in browser asks for it: median time and its HTML's size. */
async function staffScreen(base, path, cookie) {
  const times = [];
  let bytes = 0;
  let status = 0;
  for (let i = 0; i < STAFF_TRIES; i++) {
    const started = performance.now();
    const response = await fetch(base + path, {
      headers: { cookie, accept: 'text/html', 'accept-encoding': 'identity' },
    });
    const body = await response.arrayBuffer();
    times.push(performance.now() - started);
    bytes = body.byteLength;
    status = response.status;
  }
  return { ms: median(times), kb: bytes / 1024, status };
}

/** Everything measured at one size, on the built data directory. */
async function measure(dataDir, account) {
  const started = performance.now();
  const site = await startSite(
    dataDir,
    SITE_PORT,
    {
      ...BENCH_ADMIN_ENV,
      TWO_STEP_KEY,
      LOG_LEVEL: 'info',
      METRICS_PORT: String(METRICS_PORT),
    },
    undefined,
    { log: 'pipe' },
  );
  const figures = { readySeconds: (performance.now() - started) / 1000 };
  const watch = watchPasses(site.child);
  try {
    figures.readyPages = (await (await fetch(`${site.url}/api/health/ready`)).json()).data?.pages;
    const startPass = watch.passes.find((pass) => pass.reason === 'start');
    figures.startRendered = startPass?.pages ?? 0;
    const paths = await sitemapPaths(site.url);
    figures.addresses = paths.length;
    console.log(
      `  the site: ready after ${fmt(figures.readySeconds, 1)} s (pages: ${figures.readyPages}, ${figures.startRendered} rendered ahead); the sitemap: ${paths.length} addresses`,
    );

    figures.crawl8 = await crawl(site.url, paths, { connections: 8 });
    figures.again = await crawl(site.url, paths, { connections: 8 });
    figures.crawl16 = await crawl(site.url, paths, { connections: 16 });
    console.log(
      `  crawls: ${fmt(figures.crawl8.ms / 1000, 1)} s, ${fmt(figures.again.ms / 1000, 1)} s, ${fmt(figures.crawl16.ms / 1000, 1)} s`,
    );

    const staff = await signIn(site.url, account);
    const list = await staff.call('GET', '/content');
    // Live posts (the seed's have a page but no revision yet).
    const posts = list.filter((item) => item.kind === 'posts' && item.path !== null);
    // The newest posts (the site's lists start with them), as staff correct what they just wrote.
    const newest = posts
      .map((post) => post.key)
      .sort((a, b) => Number(b) - Number(a))
      .slice(0, POST_PUBLISHES);
    if (newest.length === 0) throw new Error('no live post to publish');
    figures.postPublishes = [];
    for (const key of newest) {
      const { sent, ms } = await publish(staff, 'posts', key, (post) => ({
        ...post,
        excerpt: `${post.excerpt.replace(/ Updated \d+\.$/, '')} Updated ${Date.now() % 1000}.`,
      }));
      const pass = await watch.after(sent, 60_000);
      figures.postPublishes.push({
        ms,
        keptMs: pass ? pass.at - sent : null,
        rendered: pass?.pages ?? 0,
      });
    }

    // An older post (past the lists of the newest): its page and the list page it is on, no other post's.
    // The staff list has a kind's posts newest first (content/kinds/posts.ts).
    const older = posts.at(-1).key;
    {
      const { sent, ms } = await publish(staff, 'posts', older, (post) => ({
        ...post,
        excerpt: `${post.excerpt.replace(/ Updated \d+\.$/, '')} Updated ${Date.now() % 1000}.`,
      }));
      const pass = await watch.after(sent, 60_000);
      figures.olderPostPublish = {
        ms,
        keptMs: pass ? pass.at - sent : null,
        rendered: pass?.pages ?? 0,
      };
    }

    // A content page's search-engine text, in English and then in Hindi: its own pages again, no other.
    figures.pagePublishes = [];
    for (const locale of ['en', 'hi']) {
      const { sent, ms } = await publish(
        staff,
        'pages',
        '1',
        (page) => ({
          ...page,
          meta_description: `${page.meta_description.replace(/ \(\d+\)$/, '')} (${Date.now() % 1000})`,
        }),
        locale,
      );
      const pass = await watch.after(sent, 60_000);
      figures.pagePublishes.push({
        locale,
        ms,
        keptMs: pass ? pass.at - sent : null,
        rendered: pass?.pages ?? 0,
      });
    }

    // A branch's phone: its page, the pages listing it as near, the lists of branches; no other branch page.
    const branchKey = list.find((item) => item.kind === 'branches' && item.path !== null)?.key;
    if (!branchKey) throw new Error('no live branch to publish');
    {
      const { sent, ms } = await publish(staff, 'branches', branchKey, (branch) => ({
        ...branch,
        phone_no: `+91 79 4890 ${1000 + (Date.now() % 999)}`,
      }));
      const pass = await watch.after(sent, 60_000);
      figures.branchPublish = {
        ms,
        keptMs: pass ? pass.at - sent : null,
        rendered: pass?.pages ?? 0,
      };
    }

    const phone = `+91 79 4890 ${1200 + Math.floor(Math.random() * 99) + 1}`;
    let publishing = true;
    let during;
    const factsSent = performance.now();
    const facts = (async () => {
      const item = await staff.call('GET', '/content/settings/company');
      const { revision } = await staff.call('POST', '/content/settings/company/revisions', {
        data: { ...item.latest, phone },
        note: 'bench/scale',
        base_revision: item.latest_revision,
      });
      const sent = performance.now();
      // Round and round the sitemap until the publish answers (it waits for the pages it changed).
      during = crawl(site.url, paths, { connections: 8, until: () => publishing });
      await staff.call('POST', '/content/settings/company/publish', { revision });
      publishing = false;
      return { sent, ms: performance.now() - sent };
    })();
    const factsAnswer = await facts;
    figures.factsMs = factsAnswer.ms;
    figures.factsDuring = await during;
    const factsPass = await watch.after(factsSent, 120_000);
    figures.factsKeptMs = factsPass ? factsPass.at - factsAnswer.sent : null;
    figures.factsRendered = factsPass?.pages ?? 0;
    let withoutPhone = 0;
    figures.factsAfter = await crawl(site.url, paths, {
      connections: 8,
      check: (_path, body) => body.includes(phone) || (withoutPhone += 1),
    });
    figures.factsWithoutPhone = withoutPhone;

    const postKey = newest[0];
    const media = await staff.call('GET', '/media');
    figures.mediaCount = media.length;
    figures.staff = {
      list: await staffScreen(site.url, '/admin/content', staff.cookie),
      edit: await staffScreen(site.url, `/admin/content/posts/${postKey}`, staff.cookie),
      media: await staffScreen(site.url, '/admin/media', staff.cookie),
    };
    figures.rss = residentMegabytes(site.child.pid);
  } finally {
    await stop(site.child);
  }
  return figures;
}

// --- The run ------------------------------------------------------------------------------

const results = {};
for (const name of sizes) {
  const size = SIZES[name];
  console.log(`\n${name}: building in a fresh data directory through the staff API`);
  const data = await tempDataDir();
  try {
    const account = {};
    const buildStarted = performance.now();
    const api = await startApi(data.dir);
    let times = {};
    try {
      const staff = await signIn(api.url, account);
      if (size) times = await build(staff, size);
    } finally {
      await stop(api.child);
    }
    const buildMs = performance.now() - buildStarted;
    if (size)
      console.log(
        `  built in ${fmt(buildMs / 1000)} s at ${PARALLEL} requests at a time: ${size.posts} posts with a picture each in ${fmt(times.posts / 1000)} s (${fmt(times.posts / size.posts)} ms each), ${size.branches} branches in ${fmt(times.branches / 1000)} s (${fmt(times.branches / size.branches)} ms each)`,
      );
    const figures = await measure(data.dir, account);
    results[name] = { ...figures, buildMs, times, size };
  } finally {
    await data.remove();
  }
}

// --- The table and the thresholds ---------------------------------------------------------

const columns = sizes;
const each = (format) => columns.map((name) => format(results[name], name));
const statuses = (crawled) =>
  Object.entries(crawled.statuses)
    .map(([status, count]) => `${count}×${status}`)
    .join(' ');
const crawlCell = (crawled) =>
  `${statuses(crawled)}; ${fmt(crawled.p50, 1)}/${fmt(crawled.p99, 1)}/${fmt(crawled.max)} ms`;
const keptShare = (crawled) =>
  `${fmt((crawled.kept / Math.max(1, crawled.requests)) * 100)} % (${crawled.kept} of ${crawled.requests})`;
const msOrNever = (ms) => (ms === null ? 'not within the wait' : `${fmt(ms)} ms`);
const screen = (s) => `${fmt(s.ms)} ms, ${fmt(s.kb)} KB${s.status === 200 ? '' : ` (${s.status})`}`;

const rows = [
  ['figure', ...columns],
  [
    'content built (posts, branches)',
    ...each((r) => (r.size ? `+${r.size.posts}, +${r.size.branches}` : 'as loaded')),
  ],
  ['build through the staff API', ...each((r) => (r.size ? `${fmt(r.buildMs / 1000)} s` : '–'))],
  ['addresses in the sitemap', ...each((r) => fmt(r.addresses))],
  [
    'readiness after start (pages rendered ahead)',
    ...each((r) => `${fmt(r.readySeconds, 1)} s, ${r.readyPages} (${r.startRendered})`),
  ],
  ['pages kept after start (1st crawl)', ...each((r) => `${r.crawl8.kept} of ${r.addresses}`)],
  ['crawl, 8 connections: answers; p50/p99/max', ...each((r) => crawlCell(r.crawl8))],
  ['second crawl (8): answers; p50/p99/max', ...each((r) => crawlCell(r.again))],
  ['second crawl: share kept', ...each((r) => keptShare(r.again))],
  ['crawl, 16 connections: answers; p50/p99/max', ...each((r) => crawlCell(r.crawl16))],
  [
    'post publish: answer p50 (max)',
    ...each(
      (r) =>
        `${fmt(median(r.postPublishes.map((p) => p.ms)))} ms (${fmt(Math.max(...r.postPublishes.map((p) => p.ms)))})`,
    ),
  ],
  [
    'post publish: pages kept again after (renders)',
    ...each(
      (r) =>
        `${r.postPublishes.map((p) => msOrNever(p.keptMs)).join(', ')} (${r.postPublishes.map((p) => p.rendered).join(', ')})`,
    ),
  ],
  [
    'older post publish (an excerpt): answer; kept again after (renders)',
    ...each(
      (r) =>
        `${fmt(r.olderPostPublish.ms)} ms; ${msOrNever(r.olderPostPublish.keptMs)} (${r.olderPostPublish.rendered})`,
    ),
  ],
  [
    'page publish, English then Hindi: answer; kept again after (renders)',
    ...each((r) =>
      r.pagePublishes
        .map((p) => `${fmt(p.ms)} ms; ${msOrNever(p.keptMs)} (${p.rendered})`)
        .join(' / '),
    ),
  ],
  [
    'branch publish (a phone): answer; kept again after (renders)',
    ...each(
      (r) =>
        `${fmt(r.branchPublish.ms)} ms; ${msOrNever(r.branchPublish.keptMs)} (${r.branchPublish.rendered})`,
    ),
  ],
  ['facts publish: answer', ...each((r) => `${fmt(r.factsMs)} ms`)],
  [
    'facts publish: pages kept again after (renders)',
    ...each((r) => `${msOrNever(r.factsKeptMs)} (${r.factsRendered})`),
  ],
  ['crawl during the facts publish (8)', ...each((r) => crawlCell(r.factsDuring))],
  [
    'crawl during it: kept, from before it, rendered',
    ...each((r) => `${r.factsDuring.kept}, ${r.factsDuring.stale}, ${r.factsDuring.missed}`),
  ],
  [
    'crawl once it answered: kept; pages without the change',
    ...each((r) => `${keptShare(r.factsAfter)}; ${r.factsWithoutPhone}`),
  ],
  ['staff content list (HTML)', ...each((r) => screen(r.staff.list))],
  ['an edit page (a post)', ...each((r) => screen(r.staff.edit))],
  ['media library (pictures)', ...each((r) => `${screen(r.staff.media)} (${r.mediaCount})`)],
  ['RSS after the workload', ...each((r) => `${r.rss} MB`)],
];
console.log('');
printTable(rows);

// Projections from the sizes built here: per post (with its picture) and per branch.
const built = columns.filter((name) => results[name].size);
if (built.length > 0) {
  const r = results[built.at(-1)];
  const perPost = r.times.posts / r.size.posts;
  const perBranch = r.times.branches / r.size.branches;
  for (const name of ['real', 'stretch'].filter((n) => !columns.includes(n))) {
    const size = SIZES[name];
    console.log(
      `Projected build of ${name} at ${built.at(-1)}'s rates: ${fmt((size.posts * perPost + size.branches * perBranch) / 60_000)} min (the API slows as tables grow: a floor).`,
    );
  }
}
console.log(
  'A third language: not added. LOCALES is packages/contract/src/locales.json, imported at build time; a language also needs its two catalogues (apps/web/app/ui-text/locales/{code}.json, packages/contract/src/visitor-text/locales/{code}.json): a rebuild, not a setting of the running server.',
);

const misses = [];
for (const name of columns) {
  const r = results[name];
  const limits = name === 'stretch' ? LIMITS.stretch : LIMITS.real;
  const miss = (what) => misses.push(`${name}: ${what}`);
  for (const [label, crawled] of [
    ['crawl (8)', r.crawl8],
    ['second crawl (8)', r.again],
    ['crawl (16)', r.crawl16],
    ['crawl during the facts publish', r.factsDuring],
  ]) {
    const other = crawled.requests - (crawled.statuses[200] ?? 0);
    if (other > 0) miss(`${label} got ${other} answers other than 200 (${statuses(crawled)})`);
    if (crawled.p99 >= limits.p99) miss(`${label} p99 ${fmt(crawled.p99)} ms ≥ ${limits.p99} ms`);
  }
  if (r.again.kept < r.again.requests)
    miss(`second crawl found ${r.again.kept} of ${r.again.requests} pages kept`);
  const postP50 = median(r.postPublishes.map((p) => p.ms));
  if (postP50 >= LIMITS.postAnswerMs)
    miss(`post publish answered in ${fmt(postP50)} ms (p50) ≥ ${LIMITS.postAnswerMs} ms`);
  const slowKept = r.postPublishes.filter(
    (p) => p.keptMs === null || p.keptMs >= LIMITS.postKeptMs,
  );
  if (slowKept.length > 0)
    miss(
      `post publish: pages kept again after ${slowKept.map((p) => msOrNever(p.keptMs)).join(', ')} (≥ ${LIMITS.postKeptMs} ms)`,
    );
  for (const p of [
    ...r.pagePublishes.map((each) => ({ ...each, what: `page publish (${each.locale})` })),
    { ...r.branchPublish, what: 'branch publish' },
    { ...r.olderPostPublish, what: 'older post publish' },
  ])
    if (p.ms >= LIMITS.postAnswerMs || p.keptMs === null || p.keptMs >= LIMITS.postKeptMs)
      miss(
        `${p.what} answered in ${fmt(p.ms)} ms, pages kept again after ${msOrNever(p.keptMs)} (≥ ${LIMITS.postAnswerMs} / ${LIMITS.postKeptMs} ms)`,
      );
  const factsDone = Math.max(r.factsMs, r.factsKeptMs ?? Infinity);
  if (
    factsDone >= LIMITS.factsFinishedMs ||
    r.factsWithoutPhone > 0 ||
    r.factsAfter.kept < r.factsAfter.requests
  )
    miss(
      `facts publish not finished within ${LIMITS.factsFinishedMs / 1000} s (answer ${fmt(r.factsMs)} ms, kept again ${msOrNever(r.factsKeptMs)}, then ${r.factsAfter.kept} of ${r.factsAfter.requests} kept, ${r.factsWithoutPhone} without the change)`,
    );
  if (r.readySeconds >= LIMITS.readySeconds || r.crawl8.kept < r.addresses)
    miss(
      `restart: ready after ${fmt(r.readySeconds, 1)} s with ${r.crawl8.kept} of ${r.addresses} pages kept (< ${LIMITS.readySeconds} s with all)`,
    );
  for (const [label, s] of [
    ['staff content list', r.staff.list],
    ['edit page', r.staff.edit],
    ['media library', r.staff.media],
  ]) {
    if (s.status !== 200) miss(`${label} answered ${s.status}`);
    if (s.ms >= LIMITS.staffMs) miss(`${label} ${fmt(s.ms)} ms ≥ ${LIMITS.staffMs} ms`);
    if (s.kb >= LIMITS.staffKB) miss(`${label} ${fmt(s.kb)} KB ≥ ${LIMITS.staffKB} KB`);
  }
  if (limits.rss !== null && r.rss > limits.rss) miss(`RSS ${r.rss} MB > ${limits.rss} MB`);
}
console.log(
  '\nThresholds: p99 < 50 ms and RSS ≤ 450 MB at real and below, p99 < 100 ms at stretch; the rest at every size.',
);
// The last line says it all: each figure missed, by size.
console.log(misses.length === 0 ? 'thresholds met' : `falls short: ${misses.join('; ')}`);
process.exitCode = misses.length === 0 ? 0 : 1;
