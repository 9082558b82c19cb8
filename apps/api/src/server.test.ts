import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from './db/prepare.js';
import { pages } from './db/schema.js';
import { TEST_DRIVER } from './test/database.js';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

/** Starts the API alone as `npm run start:api` would, and resolves with its address. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', serverEntry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ child, url: match[1]!, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

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
    const [row] = await second.db.select({ title: pages.title }).from(pages).where(eq(pages.number, 1));
    expect(row?.title).toBe('About Us (edited)');
    await second.close();
  });

  it('serves, shuts down cleanly on SIGTERM, and a bad setting stops the start with a clear message', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'harsh-server-'));
    dirs.push(dataDir);
    const server = await startServer({ DATA_DIR: dataDir });
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(server.output()).toContain('shutting down');

    await expect(startServer({ DATA_DIR: dataDir, PORT: 'not-a-port' })).rejects.toThrow(/Invalid configuration:[\s\S]*PORT/);
  }, 60_000);
});
