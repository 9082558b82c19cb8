import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors.js';
import { registerRequestLog, serverLogOptions } from './request-log.js';

/** A server logging into an array, answering with the status the path names. */
async function serverWithLog(level: 'info' | 'debug') {
  const lines: Array<Record<string, unknown>> = [];
  const stream = {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  };
  const options = serverLogOptions(level);
  const app = Fastify({ ...options, logger: { ...options.logger, stream } });
  registerRequestLog(app);
  app.get('/status/:code', (request, reply) =>
    reply.status(Number((request.params as { code: string }).code)).send('x'),
  );
  // Load shed on purpose, with the short wait it asks for; the database's 503, as the error handler sends it.
  app.get('/busy', (_request, reply) => reply.status(503).header('retry-after', 2).send('x'));
  app.get('/database-away', (_request, reply) =>
    reply.status(503).header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS).send('x'),
  );
  await app.ready();
  return { app, lines };
}

describe('the request log', () => {
  it('at info, writes nothing for answers under 500 and one line with id and status for a 500', async () => {
    const { app, lines } = await serverWithLog('info');
    await app.inject({ url: '/status/200?email=someone%40example.in' });
    await app.inject({ url: '/status/404' });
    expect(lines).toEqual([]);
    const failed = await app.inject({ url: '/status/500?email=someone%40example.in' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      status: 500,
      msg: 'request failed',
      req: { method: 'GET', path: '/status/500' },
    });
    expect(lines[0]!.reqId).toEqual(expect.any(String));
    expect(failed.statusCode).toBe(500);
    expect(JSON.stringify(lines)).not.toContain('someone');
    await app.close();
  });

  it('logs a flood of 503s as one warning a second', async () => {
    const { app, lines } = await serverWithLog('info');
    for (let i = 0; i < 50; i++) await app.inject({ url: '/busy' });
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(lines[0]).toMatchObject({ level: 40, status: 503, msg: 'request refused: busy' });
    await app.close();
  });

  it('says when a 503 was no load shed: the database out of reach, or not ready', async () => {
    for (const url of ['/database-away', '/status/503']) {
      const { app, lines } = await serverWithLog('info');
      await app.inject({ url });
      expect(lines, url).toEqual([
        expect.objectContaining({ level: 40, status: 503, msg: 'request refused: unavailable' }),
      ]);
      await app.close();
    }
  });

  it('at debug, writes a line for every request', async () => {
    const { app, lines } = await serverWithLog('debug');
    await app.inject({ url: '/status/200' });
    expect(lines).toContainEqual(
      expect.objectContaining({ status: 200, msg: 'request completed' }),
    );
    await app.close();
  });
});
