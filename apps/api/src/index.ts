export { api, type ApiOptions } from './app.js';
export { ApiEnvSchema, DatabaseEnvSchema, LOG_LEVELS, parseEnv } from './config.js';
export { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/client.js';
export { prepareDatabase } from './db/prepare.js';
export { apiServerOptions } from './server-options.js';
