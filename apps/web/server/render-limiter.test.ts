import { describe, expect, it } from 'vitest';
import { RendererBusyError, RenderLimiter } from './render-limiter.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('RenderLimiter', () => {
  it('runs at most `concurrency` renders, queues `queue` more and refuses the rest at once', async () => {
    const limiter = new RenderLimiter(2, 1);
    const gates = [deferred(), deferred(), deferred()];
    let running = 0;
    let most = 0;
    const render = (i: number) =>
      limiter.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await gates[i]!.promise;
        running -= 1;
        return i;
      });
    const accepted = [render(0), render(1), render(2)];
    await expect(render(0)).rejects.toBeInstanceOf(RendererBusyError);
    expect(limiter.stats).toEqual({ running: 2, waiting: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(running).toBe(2);
    gates.forEach((gate) => gate.resolve());
    expect(await Promise.all(accepted)).toEqual([0, 1, 2]);
    expect(most).toBe(2);
    expect(limiter.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('tells when no render runs or waits, for work that yields to every render', async () => {
    const limiter = new RenderLimiter(1, 2);
    let idle = false;
    await limiter.whenIdle();
    const gates = [deferred(), deferred()];
    const renders = gates.map((gate) => limiter.run(() => gate.promise));
    void limiter.whenIdle().then(() => (idle = true));
    gates[0]!.resolve();
    await renders[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    gates[1]!.resolve();
    await renders[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(true);
  });

  it('gives a slot back when a render fails', async () => {
    const limiter = new RenderLimiter(1, 0);
    await expect(limiter.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow(
      'render failed',
    );
    expect(await limiter.run(async () => 'next')).toBe('next');
  });

  it('on close, refuses new renders and resolves once the running ones have finished', async () => {
    const limiter = new RenderLimiter(1, 1);
    const gate = deferred();
    let finished = 0;
    const running = limiter.run(async () => {
      await gate.promise;
      finished += 1;
    });
    const queued = limiter.run(async () => {
      finished += 1;
    });
    await new Promise((resolve) => setImmediate(resolve));
    let closed = false;
    const closing = limiter.close().then(() => (closed = true));
    await expect(limiter.run(async () => 'late')).rejects.toBeInstanceOf(RendererBusyError);
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    gate.resolve();
    await Promise.all([running, queued, closing]);
    expect(finished).toBe(2);
    expect(closed).toBe(true);
  });
});
