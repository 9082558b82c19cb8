import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { type DatabaseHandle, parseEnv, prepareDatabase } from '@harsh/api';
import { WebEnvSchema } from './config.js';
import { buildSite } from './site.js';

/** Development: the same server, with Vite serving the pages' modules and hot reload. */
const env = parseEnv(WebEnvSchema);
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });

let database: DatabaseHandle | undefined;
if (!env.API_BASE_URL) {
  database = await prepareDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
}

const app = await buildSite({
  env,
  mode: 'development',
  database,
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  beforePages: async (site) => {
    await site.register(middie);
    site.use(vite.middlewares);
  },
});

process.on('SIGINT', () => {
  void app
    .close()
    .then(() => vite.close())
    .then(() => database?.close())
    .then(() => process.exit(0));
});
await app.listen({ port: env.PORT, host: env.HOST });
