// bench/pages: rendered HTML of three pages, each figure next to a baseline of the same run.
//  1. Cached pages against a bare Node server sending the same bytes; first-visit JS/CSS weight.
//  2. Fresh renders (PAGE_CACHE=off, every request a new address, compressed as for a browser).
//  3. A flood of cache misses at 32 connections, and what a second visitor of `/` sees meanwhile.
//  4. What per-request logging costs the cached path (LOG_LEVEL=info against warn).
//  5. A page just published: its first request (rendered ahead by then, decision 040; rendered
//     for it with RENDER_AHEAD=off), and from the second the cached speed measured before.
// Resident memory after a first start on an empty data directory, and after everything.
// With BASELINE_BUILD=<a built checkout> (an older commit, say), 2 also measures that build's fresh
// renders, alternated with this one's, on a data directory of its own: before and after side by side.
// Run after a build: `npm run build && npm run bench:pages`. Loopback only; about three minutes.
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import {
  BENCH_ADMIN_ENV,
  BROWSER_HEADERS,
  fmt,
  floodInChild,
  load,
  printTable,
  residentMegabytes,
  signInAsAdmin,
  startBaseline,
  startSite,
  stop,
  tempDataDir,
} from './lib.js';

const PAGES = ['/', '/about-us', '/services/services1'];
const PORT = 3302;
/** The second visitor's connections during the flood: a handful of people, not a crowd. */
const VISITOR_CONNECTIONS = 4;

/** A built checkout whose fresh renders are measured beside this one's (2b). */
const BASELINE_BUILD = process.env.BASELINE_BUILD;
const FRESH_PAGES = ['/about-us', '/'];
const FRESH_CONNECTIONS = [4, 32];

function baselineCommit() {
  try {
    return execFileSync('git', ['-C', BASELINE_BUILD, 'log', '-1', '--format=%h %s'], {
      encoding: 'utf8',
    })
      .trim()
      .slice(0, 60);
  } catch {
    return 'not a git checkout';
  }
}

/**
 * Fresh renders (PAGE_CACHE=off) of BASELINE_BUILD and of this build, each on a data directory of
 * its own, twice in turn (old, new, old, new): the ratio of their best runs.
 */
async function freshAgainstBaselineBuild() {
  const builds = [
    { name: 'baseline build', checkout: BASELINE_BUILD, data: await tempDataDir() },
    { name: 'this build', checkout: undefined, data: await tempDataDir() },
  ];
  const best = new Map();
  try {
    for (let round = 0; round < 2; round++) {
      for (const build of builds) {
        const running = await startSite(
          build.data.dir,
          PORT,
          { PAGE_CACHE: 'off' },
          build.checkout,
        );
        try {
          for (const path of FRESH_PAGES) {
            for (const connections of FRESH_CONNECTIONS) {
              const result = await load(running.url + path, {
                headers: BROWSER_HEADERS,
                unique: true,
                allowBusy: true,
                connections,
              });
              const key = `${build.name} ${path} ${connections}`;
              if (!best.has(key) || best.get(key).rps < result.rps) best.set(key, result);
            }
          }
        } finally {
          await stop(running.child);
        }
      }
    }
  } finally {
    for (const build of builds) await build.data.remove();
  }
  const rows = [
    [
      'page',
      'connections',
      'baseline build 2xx req/s (p99 ms)',
      'this build 2xx req/s (p99 ms)',
      'this / baseline',
    ],
  ];
  for (const path of FRESH_PAGES) {
    for (const connections of FRESH_CONNECTIONS) {
      const [old, now] = builds.map((build) => best.get(`${build.name} ${path} ${connections}`));
      rows.push([
        path,
        connections,
        `${fmt(old.rps)} (${fmt(old.p99)})`,
        `${fmt(now.rps)} (${fmt(now.p99)})`,
        `${fmt(now.rps / old.rps, 2)} x`,
      ]);
    }
  }
  return rows;
}

/** Script and stylesheet URLs a page's HTML asks for (module preloads included). */
function assetsOf(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.(?:js|css))"/g))
    urls.add(match[1]);
  for (const match of html.matchAll(
    /import\("([^"]+\.js)"\)|from "([^"]+\.js)"|import "([^"]+\.js)"/g,
  ))
    urls.add(match[1] ?? match[2] ?? match[3]);
  return [...urls];
}

const data = await tempDataDir();
let site = await startSite(data.dir, PORT);
const memory = [['when', 'resident MB']];
try {
  memory.push([
    `after a first start on an empty data directory (${fmt(site.seconds, 1)} s)`,
    residentMegabytes(site.child.pid),
  ]);

  // 1. Cached pages.
  const weights = [['page', 'JS files', 'JS gzip KB', 'CSS gzip KB']];
  const cached = [['page', 'server', 'req/s', 'p99 ms', 'ratio']];
  const htmlOf = {};
  for (const path of PAGES) {
    const response = await fetch(site.url + path);
    const html = await response.text();
    htmlOf[path] = { html, headers: response.headers };
    let js = 0;
    let css = 0;
    let jsFiles = 0;
    for (const asset of assetsOf(html)) {
      const bytes = Buffer.from(await (await fetch(new URL(asset, site.url))).arrayBuffer());
      const gzipped = gzipSync(bytes, { level: 9 }).length;
      if (asset.endsWith('.css')) css += gzipped;
      else {
        js += gzipped;
        jsFiles += 1;
      }
    }
    weights.push([path, jsFiles, fmt(js / 1024, 1), fmt(css / 1024, 1)]);

    const baseline = await startBaseline(Buffer.from(html), response.headers);
    const base = await load(baseline.url + path);
    await baseline.close();
    const ours = await load(site.url + path);
    cached.push([path, 'baseline', fmt(base.rps), fmt(base.p99, 1), '']);
    cached.push([
      path,
      'site, cached',
      fmt(ours.rps),
      fmt(ours.p99, 1),
      `${fmt((ours.rps / base.rps) * 100)} %`,
    ]);
  }
  console.log('First-visit weight (gzip, level 9):');
  printTable(weights);
  console.log('\n1. Cached HTML at 32 connections:');
  printTable(cached);

  // 2. Fresh renders: the cache off, every request a new address, compressed for a browser.
  memory.push(['after the cached pages (the same server)', residentMegabytes(site.child.pid)]);
  await stop(site.child);
  site = await startSite(data.dir, PORT, { PAGE_CACHE: 'off' });
  const fresh = [['page', 'server', 'connections', '2xx req/s', '503 req/s', 'p99 ms']];
  for (const path of ['/about-us', '/']) {
    const brotli = await fetch(site.url + path, { headers: BROWSER_HEADERS });
    const baseline = await startBaseline(Buffer.from(await brotli.arrayBuffer()), brotli.headers);
    const base = await load(baseline.url + path, { headers: BROWSER_HEADERS, unique: true });
    await baseline.close();
    fresh.push([path, 'baseline (same bytes)', 32, fmt(base.rps), '', fmt(base.p99, 1)]);
    for (const connections of [32, 4]) {
      const ours = await load(site.url + path, {
        headers: BROWSER_HEADERS,
        unique: true,
        allowBusy: true,
        connections,
      });
      fresh.push([
        path,
        'site, PAGE_CACHE=off',
        connections,
        fmt(ours.rps),
        fmt(ours.busy),
        fmt(ours.p99, 1),
      ]);
    }
  }
  // The floor of any page on this stack: the bare 404 page (no header, footer or content: the
  // document, its scripts and the company facts), rendered fresh like the others.
  const bare = await load(`${site.url}/error404`, {
    headers: BROWSER_HEADERS,
    unique: true,
    allowBusy: true,
    connections: 4,
    status: 404,
  });
  fresh.push([
    '/error404 (bare page: the floor)',
    'site, PAGE_CACHE=off',
    4,
    fmt(bare.rps),
    fmt(bare.busy),
    fmt(bare.p99, 1),
  ]);
  console.log(
    '\n2. Fresh renders (PAGE_CACHE=off, a new address each request, brotli; the 404 page counts its 404s):',
  );
  printTable(fresh);
  if (BASELINE_BUILD) {
    memory.push(['after the fresh renders', residentMegabytes(site.child.pid)]);
    await stop(site.child);
    console.log(
      `\n2b. Fresh renders of this build against ${BASELINE_BUILD} (${baselineCommit()}), one after the other in this run:`,
    );
    printTable(await freshAgainstBaselineBuild());
    site = await startSite(data.dir, PORT, { PAGE_CACHE: 'off' });
  }

  // 3. A flood of cache misses, and a visitor of the home page meanwhile.
  if (!BASELINE_BUILD) memory.push(['after the fresh renders', residentMegabytes(site.child.pid)]);
  await stop(site.child);
  site = await startSite(data.dir, PORT);
  const flood = [
    ['case', 'visitor req/s', 'visitor p99 ms', 'flood 200+404 req/s', 'flood 503 req/s'],
  ];
  const alone = await load(`${site.url}/`, {
    headers: BROWSER_HEADERS,
    connections: VISITOR_CONNECTIONS,
  });
  flood.push([
    `/ alone, ${VISITOR_CONNECTIONS} connections (baseline)`,
    fmt(alone.rps),
    fmt(alone.p99, 1),
    '',
    '',
  ]);
  const flooding = floodInChild(site.url, 12);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const during = await load(`${site.url}/`, {
    headers: BROWSER_HEADERS,
    connections: VISITOR_CONNECTIONS,
  });
  const attack = await flooding;
  const seconds = 12;
  flood.push([
    `/ during a 32-connection flood of misses`,
    fmt(during.rps),
    fmt(during.p99, 1),
    fmt((attack.ok + attack.notFound) / seconds),
    fmt(attack.busy / seconds),
  ]);
  console.log('\n3. A flood of cache misses (random searches, posts, paths, query strings):');
  printTable(flood);
  const health = await fetch(`${site.url}/api/health`);
  console.log(`/api/health after the flood: ${health.status}`);

  // 4. The cost of per-request logging on the cached path.
  memory.push(['after the flood', residentMegabytes(site.child.pid)]);
  const logging = [['LOG_LEVEL', 'req/s', 'p99 ms']];
  // Alternated, twice each: on two shared cores one run alone says little.
  for (const level of ['warn', 'info', 'warn', 'info']) {
    await stop(site.child);
    site = await startSite(data.dir, PORT, { LOG_LEVEL: level });
    await fetch(`${site.url}/about-us`);
    const result = await load(`${site.url}/about-us`);
    logging.push([level, fmt(result.rps), fmt(result.p99, 1)]);
  }
  console.log('\n4. Cached /about-us by log level (the log written to /dev/null):');
  printTable(logging);

  // 5. A page just published.
  await stop(site.child);
  site = await startSite(data.dir, PORT, BENCH_ADMIN_ENV);
  const staff = await signInAsAdmin(site.url);
  const published = [['/about-us', 'req/s', 'p99 ms', 'ratio']];
  await fetch(`${site.url}/about-us`);
  const before = await load(`${site.url}/about-us`);
  published.push([
    'cached, before the publish (baseline)',
    fmt(before.rps),
    fmt(before.p99, 1),
    '',
  ]);
  const title = `About us, published at ${new Date().toISOString()}`;
  await staff.publish('pages', '1', (page) => ({ ...page, title }));
  const firstStarted = performance.now();
  const first = await (await fetch(`${site.url}/about-us`)).text();
  const firstMs = performance.now() - firstStarted;
  if (!first.includes(title)) throw new Error('The published title is not on the page');
  const after = await load(`${site.url}/about-us`);
  published.push([
    `from the second request after the publish (the first took ${fmt(firstMs, 1)} ms)`,
    fmt(after.rps),
    fmt(after.p99, 1),
    `${fmt((after.rps / before.rps) * 100)} %`,
  ]);
  console.log('\n5. A page just published (32 connections):');
  printTable(published);

  console.log('\nMemory of the server:');
  printTable(memory);
} finally {
  await stop(site.child);
  await data.remove();
}
