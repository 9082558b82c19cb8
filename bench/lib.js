// Shared helpers for the benchmarks: start the production server, measure with autocannon, and
// a bare Node `http` baseline. Everything stays on loopback and stops by itself.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Secret, TOTP } from 'otpauth';

const root = fileURLToPath(new URL('..', import.meta.url));
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 32;

/** The Node options `npm run serve` starts the server with (its heap limit), read from package.json. */
const SERVE_NODE_OPTIONS =
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.serve.match(
    /--[\w-]+=\S+/g,
  ) ?? [];

/** Starts the server as `npm run serve` does, on a free port; resolves once /api/health answers. */
/** Starts the built site of `checkout` (this repository unless given) on a data directory and port. */
export async function startSite(dataDir, port, env = {}, checkout = root, { log = 'ignore' } = {}) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...SERVE_NODE_OPTIONS, join(checkout, 'apps/web/dist/main.js')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ...env,
      },
      // The server's own log goes nowhere (it is measured, not read), as to a log collector; `log: 'pipe'` to read it.
      stdio: ['ignore', log, 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  // Ready as a load balancer sees it: a start renders the sitemap's pages ahead (decision 040),
  // and says so (`pages: starting`, a 503) for seconds after it listens.
  // A baseline from before the readiness answer (issue 26) has only `/api/health`.
  let readiness = `${url}/api/health/ready`;
  for (let i = 0; i < 1200; i++) {
    try {
      const response = await fetch(readiness);
      if (response.ok) return { child, url, seconds: (performance.now() - started) / 1000 };
      if (response.status === 404) readiness = `${url}/api/health`;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error('the site did not start within 60 s');
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

/** Headers that belong to one connection or one moment, not to the response. */
const HOP_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

/**
 * The ceiling to compare with: a bare Node server answering every request with the bytes and the
 * headers of the site's response, in a process of its own like the site, so that it does not
 * share a thread with autocannon.
 */
export async function startBaseline(body, responseHeaders) {
  const dir = await mkdtemp(join(tmpdir(), 'harsh-baseline-'));
  const bodyFile = join(dir, 'body');
  const headersFile = join(dir, 'headers.json');
  const headers = Object.fromEntries(
    [...responseHeaders].filter(([name]) => !HOP_HEADERS.has(name)),
  );
  await writeFile(bodyFile, body);
  await writeFile(headersFile, JSON.stringify(headers));
  const child = spawn(
    process.execPath,
    [join(root, 'bench/baseline-server.js'), bodyFile, headersFile],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the baseline server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await stop(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** What a browser asks for: the page compressed. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

/**
 * Loads `url` for DURATION_SECONDS at `connections`. `unique` adds `v=<n>` to every request, so
 * that no two requests ask for the same address. Only with `allowBusy` may answers be other
 * than 2xx (then they must be 503s, counted apart from the rest).
 */
export async function load(
  url,
  {
    method = 'GET',
    body,
    headers,
    connections = CONNECTIONS,
    unique = false,
    allowBusy = false,
    seconds = DURATION_SECONDS,
    status,
  } = {},
) {
  let n = 0;
  const target = new URL(url);
  const requests = unique
    ? [
        {
          setupRequest: (request) => ({
            ...request,
            path: `${target.pathname}${target.search ? `${target.search}&` : '?'}v=${n++}`,
          }),
        },
      ]
    : undefined;
  const result = await autocannon({
    url,
    method,
    body,
    headers,
    connections,
    duration: seconds,
    requests,
  });
  const busy = result.statusCodeStats?.['503']?.count ?? 0;
  // `status`: the answer expected instead of a 2xx (a 404 page measured as such).
  const expected = status ? (result.statusCodeStats?.[String(status)]?.count ?? 0) : 0;
  const unexpected =
    result.non2xx - expected - (allowBusy ? busy : 0) + (status ? result['2xx'] : 0);
  if (unexpected > 0 || result.errors > 0)
    throw new Error(
      `${url}: ${result['2xx']} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
  const ok = status ? expected : result['2xx'];
  return { rps: ok / seconds, p99: result.latency.p99, busy: busy / seconds };
}

/**
 * A flood from another process: `connections` clients asking for addresses no cache holds
 * (random search words, made-up posts and paths, cache-busting query strings). Resolves with its
 * own counts when it ends.
 */
export function floodInChild(url, seconds, connections = CONNECTIONS) {
  const child = spawn(
    process.execPath,
    [join(root, 'bench/flood.js'), url, String(seconds), String(connections)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output))
        : reject(new Error(`the flood client exited with ${code}`)),
    );
  });
}

export function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export const fmt = (n, digits = 0) =>
  n.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const row of rows)
    console.log(row.map((cell, i) => String(cell).padEnd(widths[i])).join('  '));
}

/** The admin the publish case signs in as: made at start, as ADMIN_EMAIL and ADMIN_PASSWORD make one. */
export const BENCH_ADMIN = {
  email: 'bench-admin@harshlogistics.in',
  password: 'a bench-only admin password',
};
export const BENCH_ADMIN_ENV = {
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
};

/** Signs in as the bench's admin (turning on two-step sign-in, as admins must) and gives a way to publish. */
export async function signInAsAdmin(base) {
  const signIn = await fetch(`${base}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (signIn.status !== 200) throw new Error(`Bench sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie()[0].split(';')[0];
  const call = async (method, path, body) => {
    const response = await fetch(`${base}/api/admin${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const envelope = await response.json();
    if (response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${envelope.message}`);
    return envelope.data;
  };
  const { secret } = await call('POST', '/totp/setup', {});
  await call('POST', '/totp/enable', {
    code: new TOTP({ secret: Secret.fromBase32(secret) }).generate(),
  });
  return {
    /** Saves `change` of the item's newest version and publishes it; `publishing` is called as the publish is sent. */
    async publish(kind, key, change, { publishing = () => {} } = {}) {
      const item = await call('GET', `/content/${kind}/${key}`);
      const { revision } = await call('POST', `/content/${kind}/${key}/revisions`, {
        data: change(item.latest),
        note: 'bench',
        base_revision: item.latest_revision,
      });
      const published = call('POST', `/content/${kind}/${key}/publish`, { revision });
      publishing();
      await published;
    },
  };
}
