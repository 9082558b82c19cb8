// bench/lighthouse: what a phone sees. Lighthouse 12 (mobile: a mid-range phone on a slow 4G
// connection, simulated) against the production build, driving the system Chromium.
// Run after a build: `npm run build && npm run bench:lighthouse [path ...]`. About 15 s a run;
// LIGHTHOUSE_PRESET=desktop measures as a computer instead.
// every page is run LIGHTHOUSE_RUNS times (3 unless told) and the worst and median are printed.
// CHROME_PATH picks the browser (default /usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fmt, printTable, startSite, stop, tempDataDir } from './lib.js';
import { sitemapPaths } from './crawler.js';

/** A seeded blog post and branch page; checked against the sitemap, so a renamed seed is caught. */
const POST = '/blogs/blog_details/e-way-bills-gst-interstate-freight';
const BRANCH = '/branches/ahmedabad/narol-hub';
const PAGES =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ['/', '/about-us', '/services/services1', '/branch_locator', POST, BRANCH];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_PRESET=desktop measures as a computer (a fine pointer: Hindi pages preload their font, decision 045).
const DESKTOP = process.env.LIGHTHOUSE_PRESET === 'desktop';
const config = DESKTOP
  ? (await import('lighthouse/core/config/desktop-config.js')).default
  : undefined;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The worst of the runs: the lowest score, the highest time or shift. */
const worst = (values, higherIsBetter) =>
  higherIsBetter ? Math.min(...values) : Math.max(...values);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const both = (values, higherIsBetter, digits = 0) =>
  `${fmt(worst(values, higherIsBetter), digits)} / ${fmt(median(values), digits)}`;

/** The audits of a category that did not pass in a run (scored ones only; not the manual ones). */
function failing(lhr, category) {
  const ids = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (
      audit.scoreDisplayMode === 'manual' ||
      audit.scoreDisplayMode === 'informative' ||
      audit.scoreDisplayMode === 'notApplicable'
    )
      continue;
    // A metric below 1 is worth its figure; a diagnostic its display value.
    ids.push(
      `${ref.id}${ref.weight > 0 ? ` (weight ${ref.weight}, score ${audit.score})` : ''}${audit.displayValue ? `: ${audit.displayValue}` : ''}`,
    );
  }
  return ids;
}

/** Why a page could not be restored from the back/forward cache, as Lighthouse reports it. */
function bfCacheReasons(lhr) {
  const items = lhr.audits['bf-cache']?.details?.items ?? [];
  return items.map((item) => `${item.reason ?? ''} (${item.failureType ?? ''})`);
}

// A phone has Noto Sans Devanagari of its own and never fetches the site's copy; a computer without
// it does. What this host has decides which of the two a Hindi page's figures are.
const devanagariFonts = (() => {
  try {
    return execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
})();
console.log(
  devanagariFonts.length > 0
    ? `This host has Devanagari fonts (${[...new Set(devanagariFonts)].join('; ')}): Hindi pages are measured as a ${DESKTOP ? 'computer' : 'phone'} with its own font sees them.`
    : `This host has no Devanagari font: Hindi pages are measured as a ${DESKTOP ? 'computer' : 'phone'} without one sees them (the site’s 72 KB font fetched).`,
);

const data = await tempDataDir();
const site = await startSite(data.dir, 3304);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const listed = new Set(await sitemapPaths(site.url));
  for (const path of [POST, BRANCH]) {
    if (PAGES.includes(path) && !listed.has(path))
      throw new Error(`${path} is not in the sitemap: pick another seeded page`);
  }
  const rows = [
    [
      'page',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'FCP s',
      'LCP s',
      'TBT ms',
      'CLS',
      'bf-cache',
    ],
  ];
  const notes = [];
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      // Once to warm the page cache, as a visitor after the first would find it.
      await fetch(site.url + path);
      const measure = async () =>
        (
          await lighthouse(
            site.url + path,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
            config,
          )
        ).lhr;
      let lhr = await measure();
      // Lighthouse's own trace sometimes misses the navigation (NO_NAVSTART, about one run in ten
      // here): that run measured nothing, so it is made again, said, rather than counted as 0.
      for (let again = 0; lhr.runtimeError?.code === 'NO_NAVSTART' && again < 2; again++) {
        notes.push(
          `${path} run ${run + 1} made again: Lighthouse's trace missed the navigation (NO_NAVSTART)`,
        );
        lhr = await measure();
      }
      if (lhr.runtimeError) {
        notes.push(
          `${path} run ${run + 1} did not finish, left out of the figures: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
        );
        continue;
      }
      runs.push(lhr);
      for (const warning of lhr.runWarnings ?? [])
        notes.push(`${path} run ${run + 1} warning: ${warning}`);
      for (const category of CATEGORIES) {
        const score = lhr.categories[category]?.score ?? 0;
        if (score < 1)
          notes.push(
            `${path} run ${run + 1} ${category} ${Math.round(score * 100)}: ${failing(lhr, category).join('; ') || '(no scored audit failed)'}`,
          );
      }
      if (lhr.audits['bf-cache']?.score !== 1)
        notes.push(
          `${path} run ${run + 1} bf-cache: ${bfCacheReasons(lhr).join('; ') || lhr.audits['bf-cache']?.errorMessage || 'not run'}`,
        );
    }
    if (runs.length === 0) {
      rows.push([path, 'no run finished', ...Array(rows[0].length - 2).fill('')]);
      continue;
    }
    const scores = (category) =>
      runs.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
    const metric = (id, scale = 1) =>
      runs.map((lhr) => (lhr.audits[id]?.numericValue ?? 0) / scale);
    const bfCache = runs.filter((lhr) => lhr.audits['bf-cache']?.score === 1).length;
    rows.push([
      path,
      ...CATEGORIES.map((category) => both(scores(category), true)),
      both(metric('first-contentful-paint', 1000), false, 1),
      both(metric('largest-contentful-paint', 1000), false, 1),
      both(metric('total-blocking-time'), false),
      both(metric('cumulative-layout-shift'), false, 3),
      `${bfCache === runs.length ? 'passes' : 'FAILS'} ${bfCache}/${runs.length}`,
    ]);
  }
  console.log(
    `Worst / median of ${RUNS} runs a page (of those that finished: the bf-cache column counts them):\n`,
  );
  printTable(rows);
  if (notes.length > 0)
    console.log(`\nBelow 100, and the audits that did not pass:\n${notes.join('\n')}`);
} finally {
  await chrome.kill();
  await stop(site.child);
  await data.remove();
}
