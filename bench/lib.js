// Shared helpers for the benchmarks: start the production server, measure with autocannon, and
// a bare Node `http` baseline. Everything stays on loopback and stops by itself.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 32;

/** Starts `npm run serve`'s entry on a free port; resolves once /api/health answers. */
export async function startSite(dataDir, port) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'apps/web/dist/main.js')], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { child, url, seconds: (performance.now() - started) / 1000 };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error('the site did not start within 30 s');
}

export function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

export async function tempDataDir() {
  const dir = await mkdtemp(join(tmpdir(), 'harsh-bench-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A bare Node server answering every request with the given bytes: the ceiling to compare with. */
export async function startBaseline(body, contentType) {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
      response.end(body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

export async function load(url, { method = 'GET', body, headers } = {}) {
  const result = await autocannon({ url, method, body, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export const fmt = (n, digits = 0) => n.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const row of rows) console.log(row.map((cell, i) => String(cell).padEnd(widths[i])).join('  '));
}
