import type { DatabaseHandle } from '../db/client.js';
import type { ResponseCache } from '../plugins/response-cache.js';

/** What route plugins are given: the open database and the read cache. */
export interface RouteDeps {
  database: DatabaseHandle;
  cache: ResponseCache;
}
