/** Thrown when every render slot and every place in the queue is taken: answer 503 at once. */
export class RendererBusyError extends Error {
  constructor() {
    super('every render slot is taken');
  }
}

/**
 * Bounded concurrency for server renders. Rendering is CPU work on the only thread: past a few
 * at once, more only make every one of them slower. Up to `concurrency` renders run, up to
 * `queue` more wait their turn, and anything beyond is refused at once, so a flood of requests
 * that miss the page cache cannot build an unbounded queue in front of other visitors (whose
 * cached pages need no slot).
 */
export class RenderLimiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private closed = false;
  private idle: (() => void) | null = null;
  private readonly idleWaiters: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  async run<T>(render: () => Promise<T>): Promise<T> {
    if (this.closed) throw new RendererBusyError();
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) throw new RendererBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      // A render runs as one long chain of microtasks; starting it from the event loop's next turn
      // lets requests already read from the network reach this limiter (and cached pages go out)
      // first, instead of waiting behind every render of the batch.
      await new Promise((resolve) => setImmediate(resolve));
      return await render();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
      if (this.running === 0) {
        this.idle?.();
        this.idleWaiters.splice(0).forEach((resolve) => resolve());
      }
    }
  }

  /** Resolves once no render runs or waits: when work that yields to everyone else may take a slot. */
  whenIdle(): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Refuses new renders (503) and resolves once the running and waiting ones have finished: a
   * server shutting down lets them end before it closes what they read from.
   */
  close(): Promise<void> {
    this.closed = true;
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => (this.idle = resolve));
  }

  get stats() {
    return { running: this.running, waiting: this.waiting.length };
  }
}
