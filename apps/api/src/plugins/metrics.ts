import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Marks the site's own calls to the API it embeds (a page's reads, a form passed on), which are
 * part of a request already counted: they are left out of the request metrics.
 */
export const INTERNAL_CALL_HEADER = 'x-site-internal';

/** Why a 503 was sent: the renders' queue or the form bodies' budget was full, or the content could not be read. */
export type RefusalReason = 'busy' | 'unavailable';

/**
 * The process's Prometheus metrics (prom-client), in one registry: requests by route, the page
 * cache, renders, 503s, and gauges that the parts owning them (database pool, relay, outbox)
 * register, read at each scrape. Served on a port of their own (`serveMetrics`), never on the
 * public one.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'harsh_http_requests_total',
    help: 'Answers sent, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly duration = new Histogram({
    name: 'harsh_http_request_duration_seconds',
    help: 'Time from request to answer, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly refusals = new Counter({
    name: 'harsh_503_total',
    help: '503 answers sent, by reason',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'harsh_' });
    // Shown at 0 from the start, so that a rate over them works before the first one.
    for (const reason of ['busy', 'unavailable'] satisfies RefusalReason[])
      this.refusals.inc({ reason }, 0);
  }

  /** A counter kept by its owner (a running total that only grows), read at each scrape. */
  counter<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: () => Array<[Partial<Record<L, string>>, number]>,
  ) {
    new Counter({
      name,
      help,
      labelNames,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [labels, value] of read()) this.inc(labels, value);
      },
    });
  }

  /** A gauge whose value is read at each scrape; `read` may give one value or one per label set. */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: () =>
      | Promise<Array<[Partial<Record<L, string>>, number]>>
      | Array<[Partial<Record<L, string>>, number]>,
  ) {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const [labels, value] of await read()) this.set(labels, value);
      },
    });
  }

  /**
   * Counts every answer of `app` (but the site's calls to itself) by its route's pattern (`/api/get/single/pages/:id`), so that the
   * labels stay few; the pages' catch-all counts as `page`.
   */
  countRequests(app: FastifyInstance) {
    app.addHook('onResponse', (request, reply, done) => {
      if (request.headers[INTERNAL_CALL_HEADER] !== undefined) return done();
      const pattern = request.routeOptions.url;
      const route = pattern === undefined ? 'unmatched' : pattern === '/*' ? 'page' : pattern;
      this.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      this.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      done();
    });
  }
}

/**
 * Serves `GET /metrics` on a port of its own (`METRICS_PORT`, on `METRICS_HOST`, the machine
 * itself by default), from the app's start to its close: what it tells is for operators, not
 * visitors, so the public port never answers it.
 */
export function serveMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  { port, host }: { port: number; host: string },
) {
  let server: Server | undefined;
  app.addHook('onReady', async () => {
    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response
          .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Not found.\n');
        return;
      }
      metrics.registry.metrics().then(
        (text) =>
          response
            .writeHead(200, {
              'content-type': metrics.registry.contentType,
              'cache-control': 'no-store',
            })
            .end(text),
        (error: Error) =>
          response
            .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
            .end(`${error.message}\n`),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, host, () => {
        server!.off('error', reject);
        resolve();
      });
    });
    const address = server.address();
    app.log.info(
      {
        metrics:
          typeof address === 'object' && address
            ? `http://${host}:${address.port}/metrics`
            : String(address),
      },
      'Metrics served',
    );
  });
  app.addHook('onClose', async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });
  return { address: () => server?.address() };
}
