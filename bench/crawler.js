// A crawler for the benchmarks (bench/crawl.js, bench/scale.js): reads addresses as a search
// engine's crawler asks for them, a number of connections at a time, and times each answer.
import http from 'node:http';

/** How a search engine's crawler asks. */
export const CRAWLER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'text/html',
  'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

/** A GET as the crawler asks; with `body`, uncompressed and read as text. */
export function get(url, { agent, body = false, headers = CRAWLER_HEADERS } = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(
        url,
        { agent, headers: body ? { ...headers, 'accept-encoding': 'identity' } : headers },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => body && chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }),
          );
        },
      )
      .on('error', reject);
  });
}

/** The value at `p` percent of sorted values. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * Reads every path once, `connections` at a time, and again from the start while `until` says
 * so; `check` is given each page's body. The answers by status, and p50, p99 and max in ms.
 */
export async function crawl(base, paths, { connections = 8, check, until = () => false } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const statuses = {};
  const times = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < paths.length || until()) {
      if (next >= paths.length) next = 0;
      const path = paths[next++];
      const asked = performance.now();
      const { status, body } = await get(base + path, { agent, body: Boolean(check) });
      times.push(performance.now() - asked);
      statuses[status] = (statuses[status] ?? 0) + 1;
      check?.(path, body);
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  const ms = performance.now() - started;
  agent.destroy();
  const sorted = times.sort((a, b) => a - b);
  return {
    statuses,
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
    ms,
  };
}

/** The sitemap's addresses (its index's files read too), as paths. */
export async function sitemapPaths(base) {
  const locations = async (path) =>
    [...(await get(base + path, { body: true })).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1].replaceAll('&amp;', '&')).pathname,
    );
  const root = await get(`${base}/sitemap.xml`, { body: true });
  const first = await locations('/sitemap.xml');
  if (!root.body.includes('<sitemapindex')) return first;
  const paths = [];
  for (const part of first) paths.push(...(await locations(part)));
  return paths;
}
