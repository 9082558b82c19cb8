import { describe, expect, it } from 'vitest';
import { DatabaseAvailability, isDatabaseUnavailable } from './availability.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a server going away, not there, full, or a connection cut, also wrapped by Drizzle', () => {
    for (const error of [
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('sorry, too many clients already', '53300'),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: insert into …', {
        cause: withCode('read ECONNRESET', 'ECONNRESET'),
      }),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('leaves every other failure to be a 500 or a 4xx', () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('invalid input syntax', '22P02'),
      new Error('a bug'),
      'text',
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe('DatabaseAvailability', () => {
  it('logs an outage once however many requests fail, probes until the database answers, and logs its return once', async () => {
    const lines: string[] = [];
    const log = {
      info: (_: object, message: string) => lines.push(message),
      warn: (_: object, message: string) => lines.push(message),
    };
    let up = false;
    const availability = new DatabaseAvailability(async () => {
      if (!up) throw new Error('ECONNREFUSED');
    }, log);
    for (let i = 0; i < 50; i++) availability.lost(new Error('Connection terminated unexpectedly'));
    expect(availability.state).toBe('unreachable');
    expect(lines).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(availability.state).toBe('unreachable');
    up = true;
    // The probe backs off to at most a second between tries.
    await expect.poll(() => availability.state, { timeout: 2_500 }).toBe('ok');
    expect(lines).toEqual([
      'Lost the database; kept pages are still served, the rest answers 503 until it is back',
      'The database answers again',
    ]);
    availability.stop();
  });
});
