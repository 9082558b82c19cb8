// bench/kept: a kept (cached) page against Node itself. The built site and a bare Node server
// sending the same bytes with the same headers (bench/baseline-server.js), each loaded by wrk
// (a client in C, so that the client is not what is measured), without compression and for a
// browser asking for brotli or gzip. Prints req/s and p99 side by side with the ratio.
// Run after a build: `npm run build && npm run bench:kept`. Needs wrk (Debian's `wrk`); loopback
// only; about two minutes. BENCH_SECONDS, KEPT_ROUNDS, KEPT_PAGE and KEPT_CONNECTIONS change the load.
import { execFile } from 'node:child_process';
import { get } from 'node:http';
import { promisify } from 'node:util';
import {
  DURATION_SECONDS,
  fmt,
  printTable,
  startBaseline,
  startSite,
  stop,
  tempDataDir,
} from './lib.js';

const PORT = 3303;
const PAGE = process.env.KEPT_PAGE ?? '/about-us';
const CONNECTIONS = Number(process.env.KEPT_CONNECTIONS ?? 32);
const ENCODINGS = ['identity', 'br', 'gzip'];
const ROUNDS = Number(process.env.KEPT_ROUNDS ?? 2);

/** wrk's requests a second and 99th percentile (ms) at `url`, asking for `encoding`. */
async function wrk(url, encoding) {
  const args = [
    '-t2',
    `-c${CONNECTIONS}`,
    `-d${DURATION_SECONDS}s`,
    '--latency',
    '-H',
    `accept-encoding: ${encoding}`,
    url,
  ];
  const { stdout } = await promisify(execFile)('wrk', args);
  if (/Non-2xx or 3xx responses/.test(stdout) || /Socket errors/.test(stdout))
    throw new Error(`${url}: errors\n${stdout}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
  const [, value, unit] = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(stdout) ?? [];
  const p99 = Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];
  if (!Number.isFinite(rps) || !Number.isFinite(p99))
    throw new Error(`wrk's output not understood:\n${stdout}`);
  return { rps, p99 };
}

/** The bytes and headers `url` sends for `encoding`, as they came (fetch would decode them). */
function answer(url, encoding) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
    }).on('error', reject);
  });
}

const data = await tempDataDir();
const site = await startSite(data.dir, PORT);
// BASELINE_BUILD=<a built checkout>: that build's kept page too, measured in the same rounds (before and after).
const before = process.env.BASELINE_BUILD ? { data: await tempDataDir() } : null;
if (before)
  before.site = await startSite(before.data.dir, PORT + 1, {}, process.env.BASELINE_BUILD);
const rows = [
  [
    'accept-encoding',
    'bytes',
    'bare Node req/s',
    'p99 ms',
    ...(before ? ['baseline build req/s', 'p99 ms', 'ratio'] : []),
    'site req/s',
    'p99 ms',
    'site / bare',
  ],
];
try {
  for (const encoding of ENCODINGS) {
    const url = site.url + PAGE;
    // Asked twice: the second answer is the one every later visitor gets (the strong compression).
    await answer(url, encoding);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { body, headers } = await answer(url, encoding);
    const baseline = await startBaseline(body, Object.entries(headers));
    // Alternated, the best of each kept: on two shared cores one run alone says little.
    const runs = { bare: [], before: [], ours: [] };
    if (before) await answer(before.site.url + PAGE, encoding);
    for (let round = 0; round < ROUNDS; round++) {
      runs.bare.push(await wrk(baseline.url + PAGE, encoding));
      if (before) runs.before.push(await wrk(before.site.url + PAGE, encoding));
      runs.ours.push(await wrk(url, encoding));
    }
    await baseline.close();
    const [bare, old, ours] = [runs.bare, runs.before, runs.ours].map((results) =>
      results.reduce((best, result) => (result.rps > best.rps ? result : best), { rps: 0 }),
    );
    const ratio = (result) => `${fmt((result.rps / bare.rps) * 100)} %`;
    const oldCells = before ? [fmt(old.rps), fmt(old.p99, 2), ratio(old)] : [];
    rows.push([
      encoding,
      body.length,
      fmt(bare.rps),
      fmt(bare.p99, 2),
      ...oldCells,
      fmt(ours.rps),
      fmt(ours.p99, 2),
      ratio(ours),
    ]);
  }
  console.log(
    `Kept ${PAGE}, wrk -t2 -c${CONNECTIONS} -d${DURATION_SECONDS}s, best of ${ROUNDS} alternated runs, ${new Date().toISOString()}:`,
  );
  printTable(rows);
} finally {
  await stop(site.child);
  await data.remove();
  if (before?.site) await stop(before.site.child);
  await before?.data.remove();
}
