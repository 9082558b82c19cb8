import type { FastifyRequest } from 'fastify';
import type { LOG_LEVELS } from '@harsh/api';

/**
 * Logger settings: requests are logged by method, path and id only. Query strings, bodies and
 * addresses can hold personal data and stay out of the log.
 */
export function loggerOptions(level: (typeof LOG_LEVELS)[number]) {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        id: request.id,
        method: request.method,
        path: request.url.split('?')[0],
      }),
    },
  };
}
