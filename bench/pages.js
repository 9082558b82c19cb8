// bench/pages: rendered HTML of three pages against the bare Node baseline serving the same
// bytes, and the JavaScript and CSS (gzip) each page loads on a first visit.
// Run after a build: `npm run build && npm run bench:pages`. Loopback only; about a minute.
import { gzipSync } from 'node:zlib';
import { fmt, load, printTable, residentMegabytes, startBaseline, startSite, stop, tempDataDir } from './lib.js';

const PAGES = ['/', '/about-us', '/services/services1'];

/** Script and stylesheet URLs a page's HTML asks for (module preloads included). */
function assetsOf(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.(?:js|css))"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"|import "([^"]+\.js)"/g)) urls.add(match[1] ?? match[2] ?? match[3]);
  return [...urls];
}

const data = await tempDataDir();
const site = await startSite(data.dir, 3302);
try {
  const weights = [['page', 'JS files', 'JS gzip KB', 'CSS gzip KB']];
  const rows = [['page', 'server', 'req/s', 'p99 ms', 'ratio']];
  for (const path of PAGES) {
    const response = await fetch(site.url + path);
    const html = await response.text();
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
    rows.push([path, 'baseline', fmt(base.rps), fmt(base.p99, 1), '']);
    rows.push([path, 'site', fmt(ours.rps), fmt(ours.p99, 1), `${fmt((ours.rps / base.rps) * 100)} %`]);
  }
  console.log('First-visit weight (gzip, level 9):');
  printTable(weights);
  console.log('\nHTML throughput at 32 connections:');
  printTable(rows);
  console.log(`\nResident memory of the server after the run: ${residentMegabytes(site.child.pid)} MB`);
} finally {
  await stop(site.child);
  await data.remove();
}
