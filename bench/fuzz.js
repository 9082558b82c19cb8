// bench/fuzz: 10,000 malformed requests over every API call and page route of the production
// server (bench/fuzz-requests.js); fails if any answer is a 5xx other than a 503 "busy", or if
// /api/health stops answering. Run after a build: `npm run build && npm run bench:fuzz`.
// FUZZ_COUNT and FUZZ_SEED change the run; the baseline is the same count of good requests.
import http from 'node:http';
import { fuzzRequests } from './fuzz-requests.js';
import { fmt, printTable, startSite, stop, tempDataDir } from './lib.js';

const COUNT = Number(process.env.FUZZ_COUNT ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 100_000);
const CONCURRENCY = 16;

/**
 * Sends one request. A connection the server closed after an earlier answer (as it may after a
 * malformed request) is not an answer: the request is sent again once on a new connection.
 */
async function send(agent, port, request) {
  const status = await sendOnce(agent, port, request);
  if (typeof status === 'string' && /hang up|ECONNRESET|EPIPE|Parse Error/.test(status))
    return sendOnce(false, port, request);
  return status;
}

function sendOnce(agent, port, { method, path, headers, body }) {
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path, headers, agent, timeout: 15_000 },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve(`error: ${error.message}`));
    request.end(body);
  });
}

async function run(port, requests) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const statuses = new Map();
  const failures = [];
  const queue = [...requests];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const status = await send(agent, port, next);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (typeof status !== 'number' || (status >= 500 && status !== 503))
          failures.push({
            status,
            method: next.method,
            path: next.path.slice(0, 120),
            headers: next.headers,
            body: next.body?.slice(0, 200),
          });
      }
    }),
  );
  agent.destroy();
  return { statuses, failures, seconds: (performance.now() - started) / 1000 };
}

const data = await tempDataDir();
const site = await startSite(data.dir, 3303);
const port = Number(new URL(site.url).port);
try {
  const good = Array.from({ length: COUNT }, (_, i) => ({
    method: 'GET',
    path: ['/', '/about-us', '/api/get/settings', '/api/health'][i % 4],
    headers: {},
  }));
  const baseline = await run(port, good);
  const fuzz = await run(port, fuzzRequests(COUNT, { seed: SEED }));
  const health = await fetch(`${site.url}/api/health`);
  const rows = [['run', 'requests', 'seconds', 'req/s', 'answers by status']];
  for (const [name, result] of [
    ['baseline (good requests)', baseline],
    [`fuzz, seed ${SEED}`, fuzz],
  ]) {
    const byStatus = [...result.statuses]
      .sort()
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    rows.push([name, COUNT, fmt(result.seconds, 1), fmt(COUNT / result.seconds), byStatus]);
  }
  printTable(rows);
  console.log(`\n/api/health after the fuzz: ${health.status}`);
  if (fuzz.failures.length > 0) {
    console.log(`\n${fuzz.failures.length} requests failed (first 20):`);
    for (const failure of fuzz.failures.slice(0, 20)) console.log(JSON.stringify(failure));
  }
  process.exitCode = fuzz.failures.length === 0 && health.ok ? 0 : 1;
} finally {
  await stop(site.child);
  await data.remove();
}
