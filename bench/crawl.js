// bench/crawl: a crawler reading the whole sitemap at 8 connections (issue 28, point 5).
//  1. Right after start (once the server says it is ready: the sitemap's pages rendered ahead).
//  2. From the moment a change of the company facts (on every page) is published until every
//     page is kept again, round and round the sitemap: pages are served as they were meanwhile.
//  3. Once the publish has answered: every page shows the change.
// Prints the answers by status and p50/p99, and the time from the publish to every page kept again
// (the server's own log line, and the publish's answer, which waits for it). Run after a build:
// `npm run build && npm run bench:crawl`. Loopback only; about a minute.
import { crawl, sitemapPaths } from './crawler.js';
import {
  BENCH_ADMIN_ENV,
  fmt,
  printTable,
  signInAsAdmin,
  startSite,
  stop,
  tempDataDir,
} from './lib.js';

const PORT = 3304;
const data = await tempDataDir();
const site = await startSite(data.dir, PORT, { ...BENCH_ADMIN_ENV, LOG_LEVEL: 'info' }, undefined, {
  log: 'pipe',
});
/** The server's "pages rendered ahead" lines, as they come. */
const passes = [];
let waitingForPass = null;
let buffered = '';
site.child.stdout.on('data', (chunk) => {
  buffered += chunk;
  const lines = buffered.split('\n');
  buffered = lines.pop();
  for (const line of lines) {
    if (!line.includes('"pages rendered ahead"')) continue;
    passes.push(JSON.parse(line));
    waitingForPass?.();
  }
});
try {
  const paths = await sitemapPaths(site.url);
  const start = passes.find((pass) => pass.reason === 'start');
  console.log(
    `The sitemap: ${paths.length} addresses. Start: listening after ${fmt(site.seconds, 1)} s, of which rendering ahead ${start ? `${fmt(start.ms)} ms (${start.pages} renders)` : 'not logged'}.`,
  );
  const rows = [
    [
      'crawl of the whole sitemap, 8 connections',
      'answers',
      'p50 ms',
      'p99 ms',
      'max ms',
      'took ms',
    ],
  ];
  const row = (name, result) => [
    name,
    Object.entries(result.statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', '),
    fmt(result.p50, 1),
    fmt(result.p99, 1),
    fmt(result.max, 1),
    fmt(result.ms),
  ];

  rows.push(row('1. right after start', await crawl(site.url, paths)));
  // Once more: every page has now been asked for, as by a crawler coming back.
  rows.push(row('   again', await crawl(site.url, paths)));

  const staff = await signInAsAdmin(site.url);
  const phone = `+91 79 4890 ${1200 + Math.floor(Math.random() * 99) + 1}`;
  let during;
  let sent = 0;
  let publishing = true;
  const heard = new Promise((resolve) => (waitingForPass = resolve));
  await staff.publish('settings', 'company', (company) => ({ ...company, phone }), {
    publishing: () => {
      sent = performance.now();
      // Round and round the sitemap until every page is kept again (the publish answers then).
      during = crawl(site.url, paths, { until: () => publishing });
    },
  });
  publishing = false;
  const answered = performance.now() - sent;
  rows.push(row('2. from a company-facts publish until it answers', await during));
  await heard;
  const change = passes.findLast((pass) => pass.reason === 'change');
  const missing = [];
  const after = await crawl(site.url, paths, {
    check: (path, body) => body.includes(phone) || missing.push(path),
  });
  rows.push(row('3. once the publish has answered', after));
  printTable(rows);
  console.log(
    `\nThe company-facts publish: every affected page kept again ${change ? `${fmt(change.ms)} ms after the change was heard (${change.pages} renders)` : '(not logged)'};` +
      ` the publish answered after ${fmt(answered)} ms (it waits for them).`,
  );
  // One page's publish, for comparison: the pages that read the pages table.
  const pageHeard = new Promise((resolve) => (waitingForPass = resolve));
  const pageSent = performance.now();
  await staff.publish('pages', '1', (page) => ({ ...page, title: `About us, ${phone}` }));
  const pageAnswered = performance.now() - pageSent;
  await pageHeard;
  const pagePass = passes.at(-1);
  console.log(
    `A publish of /about-us: every affected page kept again ${fmt(pagePass.ms)} ms after the change was heard (${pagePass.pages} renders); the publish answered after ${fmt(pageAnswered)} ms.`,
  );
  // The pages that show the phone (the header's and footer's contact details): every one, after the answer.
  if (missing.length > 0)
    console.log(
      `Pages without the new phone after the publish answered: ${missing.length} (${missing.slice(0, 5).join(', ')}…)`,
    );
} finally {
  await stop(site.child);
  await data.remove();
}
