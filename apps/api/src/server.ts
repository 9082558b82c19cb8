import Fastify from 'fastify';
import { api } from './app.js';
import { startBackups } from './backup/start-backups.js';
import { ApiEnvSchema, apiOptionsFromEnv, parseEnv } from './config.js';
import { prepareDatabase } from './db/prepare.js';
import { trustedProxyCheck } from './services/client-address.js';
import { registerRequestLog, serverLogOptions } from './plugins/request-log.js';
import { apiServerOptions } from './server-options.js';

/** The content API on its own port, under `/api` as on the site server. */
const env = parseEnv(ApiEnvSchema);
const app = Fastify({
  ...apiServerOptions,
  ...serverLogOptions(env.LOG_LEVEL),
  trustProxy: trustedProxyCheck(env.TRUST_PROXY),
});
const database = await prepareDatabase(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  app.log,
  { createInChild: true },
);
registerRequestLog(app);
await app.register(api, { prefix: '/api', database, ...apiOptionsFromEnv(env, env.SITE_URL) });
const backups = await startBackups(
  database,
  { dataDir: env.DATA_DIR, backupDir: env.BACKUP_DIR, keepDays: env.BACKUP_KEEP_DAYS },
  app.log,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await backups.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
