import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { partnerEnquiries } from './db/schema.js';
import { solvedCaptcha } from './test/altcha.js';
import { TEST_DRIVER } from './test/database.js';
import {
  type PostgresCluster,
  postgresBinDir,
  startPostgresCluster,
} from './test/postgres-cluster.js';
import { type ServerProcess, startServer, stopServer } from './test/server-process.js';

/*
 * Issue 26: a restart of PostgreSQL (or a fail-over, or a connection killed) must not end the
 * process. Two API servers on a PostgreSQL of the test's own take a steady flow of enquiries while
 * it restarts and while it is stopped: neither exits, every enquiry acknowledged is stored, what
 * could not be stored is answered 503 with Retry-After (never 500), and service is back within 2
 * seconds of the database.
 */

const SENDERS = 4;
const REQUEST_TIMEOUT_MS = 5_000;
const MAX_POSTS_PER_SENDER = 400;
const binDir = postgresBinDir();

interface Outcome {
  /** When the answer came, ms since the epoch. */
  at: number;
  status: number;
  marker: string;
  id?: number;
  retryAfter?: string | null;
  error?: string;
}

async function postEnquiry(
  baseUrl: string,
  marker: string,
  serial: number,
  captcha: string,
): Promise<Outcome> {
  try {
    const response = await fetch(`${baseUrl}/api/store/partner`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 2,
        name: 'Restart test',
        email: 'restart@example.in',
        mobile: `98765${String(serial).padStart(5, '0')}`,
        message: marker,
        consent: true,
        captcha,
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.json();
    return {
      at: Date.now(),
      status: response.status,
      marker,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    return { at: Date.now(), status: 0, marker, error: String(error) };
  }
}

describe.runIf(TEST_DRIVER === 'postgres' && binDir)(
  'the API through a restart of PostgreSQL',
  () => {
    let cluster: PostgresCluster | undefined;
    const servers: ServerProcess[] = [];
    afterAll(async () => {
      for (const server of servers)
        if (server.child.exitCode !== null) console.log(server.output().slice(-4000));
      await Promise.all(servers.map((server) => stopServer(server, 'SIGKILL')));
      await cluster?.destroy();
    });

    it('stays up, keeps every enquiry it acknowledged, answers 503 meanwhile, and serves again within 2 s of the database', async () => {
      cluster = await startPostgresCluster(binDir!);
      const env = {
        DATABASE_URL: cluster.url,
        RATE_LIMIT_SUBMISSIONS: '100000',
        RATE_LIMIT_REQUESTS: '100000',
        ALTCHA_HMAC_KEY: 'restart-test-altcha-hmac-key-0123456789abcdef',
      };
      // One after the other: the first migrates and seeds.
      servers.push(await startServer(env));
      servers.push(await startServer(env));
      const run = Date.now().toString(36);
      const outcomes: Outcome[] = [];
      let sending = true;
      async function sender(senderId: number) {
        for (let n = 0; n < MAX_POSTS_PER_SENDER && sending; n++) {
          const server = servers[n % servers.length]!;
          const captcha = await solvedCaptcha(server.url).catch(() => null);
          if (!captcha) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            continue;
          }
          outcomes.push(
            await postEnquiry(
              server.url,
              `restart ${run} sender ${senderId} enquiry ${n}`,
              senderId * 1_000 + n,
              captcha,
            ),
          );
        }
      }
      const senders = Promise.all(Array.from({ length: SENDERS }, (_, i) => sender(i + 1)));
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const firstAcknowledgedAfter = async (since: number) => {
        for (let waited = 0; waited < 10_000; waited += 50) {
          const ack = outcomes.find((outcome) => outcome.at >= since && outcome.status === 201);
          if (ack) return ack.at - since;
          await pause(50);
        }
        return Infinity;
      };

      await pause(1_500);
      // 1. A fast restart: every connection is terminated by the server ("administrator command").
      const restartBegan = Date.now();
      await cluster.restart();
      const restartedAt = Date.now();
      const backAfterRestart = await firstAcknowledgedAfter(restartedAt);

      // 2. A longer outage: the database stopped for two seconds.
      await pause(1_000);
      await cluster.stop();
      const stoppedAt = Date.now();
      await pause(500);
      const [ready, page] = await Promise.all([
        fetch(`${servers[0]!.url}/api/health/ready`).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { data: { database: string } },
        })),
        fetch(`${servers[1]!.url}/api/health/live`).then((response) => response.status),
      ]);
      const refusedStarted = Date.now();
      const refused = await postEnquiry(
        servers[1]!.url,
        `restart ${run} while stopped`,
        999,
        await solvedCaptcha(servers[1]!.url),
      );
      const refusedMs = Date.now() - refusedStarted;
      await pause(1_500);
      await cluster.start();
      const startedAt = Date.now();
      const backAfterStart = await firstAcknowledgedAfter(startedAt);
      await pause(1_000);
      sending = false;
      await senders;

      // Nobody exited.
      for (const server of servers) expect(server.child.exitCode, server.output()).toBeNull();
      expect(ready.status).toBe(503);
      expect(ready.body.data.database).toBe('unreachable');
      expect(page).toBe(200);
      expect(refused.status).toBe(503);
      expect(refused.retryAfter).toBe('5');
      expect(refusedMs).toBeLessThan(2_500);

      // Every answer was an acknowledgement or a 503 to send again: no 500, no dropped connection.
      const statuses = new Map<number, number>();
      for (const outcome of outcomes)
        statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      expect(
        [...statuses.keys()].filter((status) => status !== 201 && status !== 503),
        JSON.stringify(outcomes.filter((o) => o.status !== 201 && o.status !== 503).slice(0, 3)),
      ).toEqual([]);
      expect(backAfterRestart).toBeLessThan(2_000);
      expect(backAfterStart).toBeLessThan(2_000);

      // Every enquiry acknowledged is stored, once.
      const acknowledged = outcomes.filter((outcome) => outcome.status === 201);
      const database = await openDatabase({ databaseUrl: cluster.url });
      try {
        const rows = await database.db
          .select({ id: partnerEnquiries.id, message: partnerEnquiries.message })
          .from(partnerEnquiries)
          .where(
            inArray(
              partnerEnquiries.message,
              acknowledged.map((outcome) => outcome.marker),
            ),
          );
        const stored = new Map(rows.map((row) => [row.message, row.id]));
        expect(acknowledged.filter(({ marker }) => !stored.has(marker))).toEqual([]);
        expect(rows).toHaveLength(acknowledged.length);
      } finally {
        await database.close();
      }
      // Each outage is logged once by each process, not once a request.
      for (const server of servers) {
        const lost = server.output().split('Lost the database').length - 1;
        expect(lost).toBeGreaterThanOrEqual(1);
        expect(lost).toBeLessThanOrEqual(4);
        expect(server.output()).not.toContain('unexpected error');
      }
      console.log(
        [
          `Restart of PostgreSQL under ${SENDERS} senders to two instances:`,
          `sent ${outcomes.length}, acknowledged ${acknowledged.length} (all stored), 503 ${statuses.get(503) ?? 0}, other errors 0;`,
          `restart took ${restartedAt - restartBegan} ms, first enquiry acknowledged ${backAfterRestart} ms after it;`,
          `stopped ${startedAt - stoppedAt} ms, first acknowledged ${backAfterStart} ms after the start; a post while stopped answered 503 in ${refusedMs} ms`,
        ].join(' '),
      );
    }, 90_000);
  },
);
