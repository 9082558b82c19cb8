import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../db/prepare.js';

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL. */
async function onServer(sql: string, params: unknown[] = []) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return (await admin.query(sql, params)).rows;
  } finally {
    await admin.end();
  }
}

let postgresTemplate: Promise<string> | undefined;

async function makePostgresTemplate() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `harsh_template_${process.pid}`;
  await onServer(`drop database if exists ${name} with (force)`);
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await prepareDatabase({ databaseUrl: url.toString() });
  await database.close();
  // A template is copied only while no one is connected to it, and the pool's clients are still
  // saying goodbye when close() resolves.
  while ((await onServer('select 1 from pg_stat_activity where datname = $1', [name])).length)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return name;
}

/**
 * Migrating and seeding a database takes seconds; every test file instead starts from one
 * migrated, seeded copy made here: a PGlite cluster's tarball, or on PostgreSQL a template
 * database that `create database … template` copies.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DRIVER === 'postgres') {
    // Each Vitest project runs this setup; one template serves them all.
    postgresTemplate ??= makePostgresTemplate();
    const name = await postgresTemplate;
    project.provide('postgresTemplate', name);
    return async () => {
      await onServer(`drop database if exists ${name} with (force)`);
    };
  }
  const database = await prepareDatabase({ dataDir: 'memory://' });
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = join(tmpdir(), `harsh-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}
