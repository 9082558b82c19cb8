// bench/lighthouse: what a phone sees. Lighthouse 12 (mobile: a mid-range phone on a slow 4G
// connection, simulated) against the production build, driving the system Chromium.
// Run after a build: `npm run build && npm run bench:lighthouse [path ...]`. About 15 s a page.
// CHROME_PATH picks the browser (default /usr/bin/chromium).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fmt, printTable, startSite, stop, tempDataDir } from './lib.js';

const PAGES = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/about-us', '/services/services1', '/branch_locator'];
/** The audits worth reading when a score drops: what blocks rendering, caching, the largest image. */
const WATCHED = [
  'render-blocking-resources',
  'uses-long-cache-ttl',
  'prioritize-lcp-image',
  'lcp-lazy-loaded',
  'unsized-images',
  'layout-shifts',
  'font-display',
  'unused-javascript',
  'total-byte-weight',
];

const data = await tempDataDir();
const site = await startSite(data.dir, 3304);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const rows = [['page', 'performance', 'accessibility', 'SEO', 'best practices', 'FCP s', 'LCP s', 'TBT ms', 'CLS']];
  const notes = [];
  for (const path of PAGES) {
    // Once to warm the page cache, as a visitor after the first would find it.
    await fetch(site.url + path);
    const { lhr } = await lighthouse(site.url + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    });
    const score = (category) => fmt((lhr.categories[category]?.score ?? 0) * 100);
    const metric = (id, scale = 1, digits = 1) => fmt((lhr.audits[id]?.numericValue ?? 0) / scale, digits);
    rows.push([path, score('performance'), score('accessibility'), score('seo'), score('best-practices'), metric('first-contentful-paint', 1000), metric('largest-contentful-paint', 1000), metric('total-blocking-time', 1, 0), metric('cumulative-layout-shift', 1, 3)]);
    for (const id of WATCHED) {
      const audit = lhr.audits[id];
      if (audit && audit.score !== null && audit.score < 1) notes.push(`${path}  ${id}: ${audit.displayValue ?? ''} ${audit.title}`);
    }
    for (const [id, category] of [['accessibility', 'accessibility'], ['seo', 'seo']]) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit?.score !== null && audit.score < 1) notes.push(`${path}  ${id}/${ref.id}: ${audit.title}`);
      }
    }
  }
  printTable(rows);
  if (notes.length > 0) console.log(`\nAudits not passed:\n${notes.join('\n')}`);
} finally {
  await chrome.kill();
  await stop(site.child);
  await data.remove();
}
