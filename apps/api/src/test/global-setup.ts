import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../db/prepare.js';

/**
 * Creating a PGlite cluster takes seconds; every test file instead starts from one migrated,
 * seeded copy made here.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DRIVER === 'postgres') return;
  const database = await prepareDatabase({ dataDir: 'memory://' });
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = join(tmpdir(), `harsh-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}
