export { api, type ApiOptions } from './app.js';
export { type PagesState } from './routes/health.js';
export {
  ApiEnvSchema,
  type ApiFeatureEnv,
  ApiFeatureEnvShape,
  apiOptionsFromEnv,
  checkApiFeatureEnv,
  DatabaseEnvSchema,
  LOG_LEVELS,
  parseEnv,
} from './config.js';
export { startBackups } from './backup/start-backups.js';
export { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/client.js';
export { prepareDatabase } from './db/prepare.js';
export { chooseEncoding, compressBody, type Encoding } from './services/body-encoding.js';
export { isNotModified } from './services/conditional-request.js';
export { networkOf, trustedProxyCheck } from './services/client-address.js';
export { ContentEvents, type ContentChange, EVERY_TABLE } from './services/content-events.js';
export { CONTENT_TABLES_HEADER } from './services/response-cache.js';
export { INTERNAL_CALL_HEADER, Metrics, serveMetrics } from './plugins/metrics.js';
export { refusalReason, registerRequestLog, serverLogOptions } from './plugins/request-log.js';
export { apiServerOptions } from './server-options.js';
