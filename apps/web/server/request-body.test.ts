import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BodyBudget, bodyDeadlineMs, BodyRefusedError, readBody } from './request-body.js';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof BodyRefusedError ? error.status : error),
  );

describe('readBody', () => {
  afterEach(() => vi.useRealTimers());

  it('reads a body whole, holding its bytes in the budget until it is released', async () => {
    const budget = new BodyBudget(1000);
    const stream = new PassThrough();
    const reading = readBody(stream, { limit: 100, deadlineMs: 1000, budget, client: 'a' });
    stream.write('name=Asha');
    stream.end('&city=Pune');
    const body = await reading;
    expect(body.bytes.toString()).toBe('name=Asha&city=Pune');
    expect(budget.held).toBe(19);
    body.release();
    body.release();
    expect(budget.held).toBe(0);
  });

  it('refuses a body over its limit as soon as it grows past it', async () => {
    const budget = new BodyBudget(1000);
    const stream = new PassThrough();
    const reading = readBody(stream, { limit: 10, deadlineMs: 1000, budget, client: 'a' });
    stream.write('12345678');
    stream.write('901');
    expect(await refusal(reading)).toBe(413);
    expect(budget.held).toBe(0);
  });

  it('refuses a body that does not arrive in time, and gives its bytes back', async () => {
    vi.useFakeTimers();
    const budget = new BodyBudget(1000);
    const stream = new PassThrough();
    const reading = refusal(
      readBody(stream, { limit: 100, deadlineMs: 10_000, budget, client: 'a' }),
    );
    stream.write('u');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(budget.held).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await reading).toBe(408);
    expect(budget.held).toBe(0);
  });

  it('refuses a body the budget has no room for, leaving the others theirs', async () => {
    const budget = new BodyBudget(10);
    const first = new PassThrough();
    const second = new PassThrough();
    const firstReading = readBody(first, { limit: 100, deadlineMs: 1000, budget, client: 'a' });
    const secondReading = readBody(second, { limit: 100, deadlineMs: 1000, budget, client: 'a' });
    first.write('12345678');
    second.write('abc');
    expect(await refusal(secondReading)).toBe(503);
    expect(budget.held).toBe(8);
    first.end();
    expect((await firstReading).bytes.toString()).toBe('12345678');
  });

  it('refuses a client past its share of the budget, while another client still has room', async () => {
    const budget = new BodyBudget(100, 20);
    const slow = new PassThrough();
    const more = new PassThrough();
    const other = new PassThrough();
    const slowReading = readBody(slow, {
      limit: 100,
      deadlineMs: 1000,
      budget,
      client: '203.0.113.9',
    });
    const moreReading = readBody(more, {
      limit: 100,
      deadlineMs: 1000,
      budget,
      client: '203.0.113.9',
    });
    const otherReading = readBody(other, {
      limit: 100,
      deadlineMs: 1000,
      budget,
      client: '198.51.100.4',
    });
    slow.write('123456789012345');
    more.write('abcdef');
    expect(await refusal(moreReading)).toBe(503);
    other.end('name=Asha&city=Pune');
    expect((await otherReading).bytes.toString()).toBe('name=Asha&city=Pune');
    expect(budget.heldBy('203.0.113.9')).toBe(15);
    slow.end();
    (await slowReading).release();
    expect(budget.heldBy('203.0.113.9')).toBe(0);
  });

  it('stops when the client goes away', async () => {
    const budget = new BodyBudget(1000);
    const stream = new PassThrough();
    const reading = readBody(stream, { limit: 100, deadlineMs: 1000, budget, client: 'a' });
    stream.write('half');
    stream.destroy();
    expect(await refusal(reading)).toBe(499);
    expect(budget.held).toBe(0);
  });
});

describe('bodyDeadlineMs', () => {
  it('gives a public form about ten seconds, a staff form and an upload more, never over five minutes', () => {
    expect(bodyDeadlineMs(32 * 1024)).toBe(11_311);
    expect(bodyDeadlineMs(2 * 1024 * 1024)).toBe(93_887);
    expect(bodyDeadlineMs(16 * 1024 * 1024)).toBe(300_000);
  });
});
