import Fastify, { type FastifyRequest } from 'fastify';
import { api } from './app.js';
import { ApiEnvSchema, apiOptionsFromEnv, parseEnv } from './config.js';
import { prepareDatabase } from './db/prepare.js';
import { trustedProxyCheck } from './plugins/client-address.js';
import { apiServerOptions } from './server-options.js';

/** The content API on its own port, under `/api` as on the site server. */
const env = parseEnv(ApiEnvSchema);
const app = Fastify({
  ...apiServerOptions,
  // Requests are logged by method, path and id: addresses and query strings can be personal data.
  logger: {
    level: env.LOG_LEVEL,
    serializers: {
      req: (request: FastifyRequest) => ({ id: request.id, method: request.method, path: request.url.split('?')[0] }),
    },
  },
  trustProxy: trustedProxyCheck(env.TRUST_PROXY),
});
const database = await prepareDatabase(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  app.log,
);
await app.register(api, { prefix: '/api', database, ...apiOptionsFromEnv(env) });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
