import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { LOG_LEVELS } from '../config.js';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors.js';

/**
 * The path segments a secret follows: a withdrawal or unsubscribe link's token (it acts for one
 * person), a shared preview's, an invitation's and a password link's. In any case, as the site
 * matches its addresses; deploy/nginx/harsh-logistics.conf hides the same in nginx's log.
 */
const BEFORE_A_TOKEN =
  /\/(withdraw|withdrawal|unsubscribe|preview\/link|preview-links|setup|password)\/[^/]+/gi;

/** A request's path as logged: without its query, and without a token. */
export const loggedPath = (url: string) =>
  url.split('?')[0]!.replace(BEFORE_A_TOKEN, '/$1/[token]');

/**
 * Logger settings for every server: a request is named by method, path and id only. Query
 * strings, bodies and addresses can hold personal data and stay out of the log.
 *
 * Fastify's own two lines per request ("incoming request", "request completed") are off: on the
 * cached page path they cost about 14 % of the throughput (docs/performance.md). `registerRequestLog`
 * logs what is worth a line instead.
 */
export function serverLogOptions(level: (typeof LOG_LEVELS)[number]) {
  return {
    logger: {
      level,
      serializers: {
        req: (request: FastifyRequest) => ({
          id: request.id,
          method: request.method,
          path: loggedPath(request.url),
        }),
      },
    },
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/**
 * Why a 503 was sent, as the request log and the metrics (`harsh_503_total`) name it: `busy` when load was shed on purpose (it asks for a
 * short wait of its own), `unavailable` when the database or the content could not be reached
 * (`UNAVAILABLE_RETRY_AFTER_SECONDS`), or the server is not ready or closing (no wait asked).
 */
export function refusalReason(reply: FastifyReply): 'busy' | 'unavailable' {
  const retryAfter = reply.getHeader('retry-after');
  return retryAfter !== undefined && Number(retryAfter) !== UNAVAILABLE_RETRY_AFTER_SECONDS
    ? 'busy'
    : 'unavailable';
}

/**
 * One line for every answer of 500 or more, with the request id, method, path, status and time
 * taken; at `debug`, one such line for every request. A 503 (load shed on purpose, in floods by
 * the thousand, or the database out of reach) is a warning, at most one a second, with how many
 * the second before had; it names the reason of the first of that second.
 */
export function registerRequestLog(app: FastifyInstance) {
  let busySecond = 0;
  let busyInSecond = 0;
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const line = () => ({ req: request, status, ms: Math.round(reply.elapsedTime) });
    if (status === 503) {
      const second = Math.floor(Date.now() / 1000);
      if (second !== busySecond) {
        request.log.warn(
          { ...line(), refusedInLastSecondLogged: busyInSecond },
          `request refused: ${refusalReason(reply)}`,
        );
        busySecond = second;
        busyInSecond = 0;
      }
      busyInSecond += 1;
    } else if (status >= 500) {
      request.log.error(line(), 'request failed');
    } else if (request.log.level === 'debug' || request.log.level === 'trace') {
      request.log.debug(line(), 'request completed');
    }
    done();
  });
}
