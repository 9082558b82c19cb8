import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { LOCK_FILE } from './db/data-dir-lock.js';
import { partnerEnquiries } from './db/schema.js';
import { solvedCaptcha } from './test/altcha.js';
import { createTestDataDir, TEST_DRIVER } from './test/database.js';
import { type ServerProcess, startServer, stopServer } from './test/server-process.js';

/*
 * Decision 7, "no enquiry is lost": the API answers 201 only once the enquiry is committed, so a
 * crash right after (SIGKILL: no shutdown, no flush, no lock release) keeps every one of them.
 */

/** At least this long, and this many acknowledged, before the kill. */
const STREAM_MS = 1_500;
const MIN_ACKNOWLEDGED = 10;
/** Bounds on the stream whatever happens: time before the kill, and posts per sender. */
const STREAM_LIMIT_MS = 12_000;
const MAX_POSTS_PER_SENDER = 500;
const SENDERS = 4;
const REQUEST_TIMEOUT_MS = 5_000;

/** An enquiry the server answered 201, by the message that tells it apart (the answer names no id). */
interface Acknowledged {
  marker: string;
}

/** Posts a business partner enquiry (type 2) whose message is `marker`, as the site's form does. */
async function postEnquiry(
  baseUrl: string,
  enquiry: { name: string; serial: number; marker: string; captcha: string },
) {
  const response = await fetch(`${baseUrl}/api/store/partner`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 2,
      name: enquiry.name,
      email: 'durability@example.in',
      mobile: `98765${String(enquiry.serial).padStart(5, '0')}`,
      message: enquiry.marker,
      consent: true,
      captcha: enquiry.captcha,
    }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return {
    status: response.status,
    body: (await response.json()) as { status: number; message: string; data: null },
  };
}

describe.runIf(TEST_DRIVER === 'pglite')('enquiries across a crash of the API server', () => {
  const servers: ServerProcess[] = [];
  let dataDir: string | undefined;
  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server, 'SIGKILL')));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every enquiry it acknowledged when killed with SIGKILL mid-stream, and serves again after a restart', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'harsh-durability-'));
    await createTestDataDir(dataDir);
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMIT_SUBMISSIONS: '100000',
      RATE_LIMIT_REQUESTS: '100000',
      // Fixed, so that a challenge handed out before the crash is still good after it.
      ALTCHA_HMAC_KEY: 'durability-test-altcha-hmac-key-0123456789',
    };
    const first = await startServer(env);
    servers.push(first);

    const acknowledged: Acknowledged[] = [];
    const failures: string[] = [];
    let killed = false;
    let postsInFlight = 0;
    const run = Date.now().toString(36);

    async function sender(senderId: number) {
      for (let n = 0; n < MAX_POSTS_PER_SENDER && !killed; n++) {
        const marker = `durability ${run} sender ${senderId} enquiry ${n}`;
        try {
          const captcha = await solvedCaptcha(first.url);
          postsInFlight++;
          const answer = await postEnquiry(first.url, {
            name: `Sender ${senderId}`,
            serial: senderId * 1_000 + n,
            marker,
            captcha,
          }).finally(() => postsInFlight--);
          if (answer.status === 201 && answer.body.status === 1) acknowledged.push({ marker });
          else failures.push(`${answer.status} ${JSON.stringify(answer.body)}`);
        } catch (error) {
          // Requests in flight when the server dies fail; before that, none should.
          if (!killed) failures.push(String(error));
        }
      }
    }

    // A visitor's form that got its challenge before the crash and is sent after it.
    const heldCaptcha = await solvedCaptcha(first.url);

    const started = Date.now();
    const senders = Promise.all(Array.from({ length: SENDERS }, (_, i) => sender(i + 1)));
    const streaming = () =>
      Date.now() - started < STREAM_MS || acknowledged.length < MIN_ACKNOWLEDGED;
    // Then the kill, preferably while an enquiry is being posted.
    while (Date.now() - started < STREAM_LIMIT_MS && (streaming() || postsInFlight === 0)) {
      await new Promise((resolve) => setTimeout(resolve, streaming() ? 25 : 1));
    }
    killed = true;
    const atKill = acknowledged.length;
    expect(await stopServer(first, 'SIGKILL')).toBe('SIGKILL');
    await senders;
    expect(failures).toEqual([]);
    expect(atKill).toBeGreaterThanOrEqual(MIN_ACKNOWLEDGED);
    // The killed process left its lock behind; the restart takes it over.
    expect(await readFile(join(dataDir, LOCK_FILE), 'utf8')).toBe(String(first.child.pid));

    const second = await startServer(env);
    servers.push(second);
    const health = await fetch(`${second.url}/api/health`, {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 1, data: { db: 'ok' } });
    // It takes enquiries again, also one whose challenge the killed process handed out.
    const after = await postEnquiry(second.url, {
      name: 'After the restart',
      serial: 99_999,
      marker: `durability ${run} after the restart`,
      captcha: heldCaptcha,
    });
    expect(after.status, JSON.stringify(after.body)).toBe(201);
    expect(await stopServer(second, 'SIGTERM')).toBe(0);

    const database = await openDatabase({ dataDir });
    try {
      const afterMarker = `durability ${run} after the restart`;
      const rows = await database.db
        .select({ id: partnerEnquiries.id, message: partnerEnquiries.message })
        .from(partnerEnquiries)
        .where(
          inArray(partnerEnquiries.message, [...acknowledged.map((a) => a.marker), afterMarker]),
        );
      const stored = new Map(rows.map((row) => [row.message, row.id]));
      // Every one acknowledged is stored, once.
      const lost = acknowledged.filter(({ marker }) => !stored.has(marker));
      expect(lost).toEqual([]);
      expect(rows).toHaveLength(acknowledged.length + 1);
      // The restart hands out no id that an acknowledged enquiry holds.
      const afterId = stored.get(afterMarker)!;
      expect(afterId).toBeGreaterThan(Math.max(...acknowledged.map((a) => stored.get(a.marker)!)));
    } finally {
      await database.close();
    }
  }, 45_000);
});
