// bench/api: cached reads of the content API against a bare Node baseline serving the same bytes.
// Run after a build: `npm run build && npm run bench:api`. Loopback only; about a minute.
import { fmt, load, printTable, residentMegabytes, startBaseline, startSite, stop, tempDataDir } from './lib.js';

const CASES = [
  { name: 'GET /api/get/single/pages/1', path: '/api/get/single/pages/1', method: 'GET' },
  { name: 'POST /api/get/services', path: '/api/get/services', method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } },
];

const data = await tempDataDir();
try {
  const first = await startSite(data.dir, 3301);
  await stop(first.child);
  const site = await startSite(data.dir, 3301);
  console.log(`First start on an empty data directory (migrate + seed): ${fmt(first.seconds, 2)} s`);
  console.log(`Restart on the same data directory: ${fmt(site.seconds, 2)} s\n`);

  const rows = [['call', 'server', 'req/s', 'p99 ms', 'ratio']];
  for (const c of CASES) {
    const init = { method: c.method, body: c.body, headers: c.headers };
    const response = await fetch(site.url + c.path, init);
    const bytes = Buffer.from(await response.arrayBuffer());
    const baseline = await startBaseline(bytes, response.headers);
    const base = await load(baseline.url + c.path, init);
    await baseline.close();
    const ours = await load(site.url + c.path, init);
    rows.push([c.name, 'baseline', fmt(base.rps), fmt(base.p99, 1), '']);
    rows.push([c.name, 'site /api', fmt(ours.rps), fmt(ours.p99, 1), `${fmt((ours.rps / base.rps) * 100)} %`]);
  }
  printTable(rows);
  console.log(`\nResident memory of the server after the run: ${residentMegabytes(site.child.pid)} MB`);
  await stop(site.child);
} finally {
  await data.remove();
}
