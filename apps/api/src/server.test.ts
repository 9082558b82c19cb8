import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from './db/prepare.js';
import { pages } from './db/schema.js';
import { TEST_DRIVER } from './test/database.js';
import { startServer, stopServer } from './test/server-process.js';

describe.runIf(TEST_DRIVER === 'pglite')('the embedded database across restarts', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('seeds an empty data directory once and keeps changes across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'harsh-restart-'));
    dirs.push(dataDir);
    const first = await prepareDatabase({ dataDir });
    await first.db.update(pages).set({ title: 'About Us (edited)' }).where(eq(pages.number, 1));
    await first.close();

    const second = await prepareDatabase({ dataDir });
    const [row] = await second.db
      .select({ title: pages.title })
      .from(pages)
      .where(eq(pages.number, 1));
    expect(row?.title).toBe('About Us (edited)');
    await second.close();
  });

  it('serves, shuts down cleanly on SIGTERM, and a bad setting stops the start with a clear message', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'harsh-server-'));
    dirs.push(dataDir);
    const server = await startServer({ DATA_DIR: dataDir });
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await stopServer(server, 'SIGTERM')).toBe(0);
    expect(server.output()).toContain('shutting down');

    await expect(startServer({ DATA_DIR: dataDir, PORT: 'not-a-port' })).rejects.toThrow(
      /Invalid configuration:[\s\S]*PORT/,
    );
  }, 60_000);
});
