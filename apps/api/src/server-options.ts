import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fail, MESSAGES } from '@harsh/contract';

/**
 * Options for any Fastify server that mounts the API. The router rejects some URLs before any
 * plugin runs (a path segment over the length limit, broken percent-encoding); these answer
 * those in the envelope too, under `/api`.
 */
export const apiServerOptions = {
  bodyLimit: 64 * 1024,
  // A request must have arrived whole within this (Fastify's default is no limit at all, so a
  // client that stops sending held its connection for good). Above the site's longest body
  // deadline, five minutes for an upload (`bodyDeadlineMs`); Node checks every 30 seconds.
  requestTimeout: 330_000,
  routerOptions: { maxParamLength: 256 },
  frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 400;
    if (request.url.startsWith('/api')) {
      void reply
        .status(status === 414 ? 404 : status)
        .send(fail(status === 414 ? MESSAGES.notFound : 'The request is not valid.'));
    } else {
      void reply.status(status).type('text/plain; charset=utf-8').send('Bad request');
    }
  },
};
