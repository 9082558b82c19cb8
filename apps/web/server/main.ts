import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { type DatabaseHandle, parseEnv, prepareDatabase, startBackups } from '@harsh/api';
import { WebEnvSchema } from './config.js';
import { buildSite } from './site.js';

/** Production entry: `npm start` builds, then runs this. */
const env = parseEnv(WebEnvSchema);
const buildDir = fileURLToPath(new URL('../build', import.meta.url));
const build = (await import(
  new URL('../build/server/index.js', import.meta.url).href
)) as ServerBuild;

let database: DatabaseHandle | undefined;
if (!env.API_BASE_URL) {
  database = await prepareDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
    {
      info: (details: object, message: string) =>
        console.log(JSON.stringify({ level: 30, msg: message, ...details })),
    },
    { createInChild: true },
  );
}

const app = await buildSite({
  env,
  build,
  mode: 'production',
  database,
  clientDir: `${buildDir}/client`,
});
const backups = database
  ? await startBackups(
      database,
      { dataDir: env.DATA_DIR, backupDir: env.BACKUP_DIR, keepDays: env.BACKUP_KEEP_DAYS },
      app.log,
    )
  : undefined;
if (!database && env.BACKUP_DIR)
  app.log.warn(
    'BACKUP_DIR is set, but this site opens no database (API_BASE_URL): set it on the API server',
  );

/** How long a shutdown waits for the pages being rendered. */
const DRAIN_TIMEOUT_MS = 10_000;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Pages being rendered finish first (new ones get a 503), within a bound.
  await Promise.race([
    app.drainRenders(),
    new Promise((resolve) => setTimeout(resolve, DRAIN_TIMEOUT_MS)),
  ]);
  await app.close();
  await backups?.stop();
  await database?.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// It listens at once; its readiness answer (`/api/health/ready`) says `pages: starting` until the
// sitemap's pages are rendered ahead, and a page asked for meanwhile is rendered for its visitor.
await app.listen({ port: env.PORT, host: env.HOST });
