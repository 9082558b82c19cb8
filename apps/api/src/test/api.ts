import Fastify, { type FastifyInstance } from 'fastify';
import { api, type ApiOptions } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { apiServerOptions } from '../server-options.js';
import { openTestDatabase } from './database.js';

export interface TestApi {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The API mounted as the site mounts it (`/api`), on a test database of its own, not listening. */
export async function buildTestApi(options: Omit<ApiOptions, 'database'> = {}): Promise<TestApi> {
  const database = await openTestDatabase();
  const app = Fastify({ ...apiServerOptions, logger: false });
  await app.register(api, { prefix: '/api', database, ...options });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
