/**
 * Work that must not overlap, taken in turns by key: each step for a key starts once the one
 * before it has settled (whether it succeeded or failed); steps under other keys run meanwhile.
 * Within this process only.
 */
export class Turns {
  private readonly last = new Map<string, Promise<unknown>>();

  async run<T>(key: string, step: () => Promise<T>): Promise<T> {
    const mine = (this.last.get(key) ?? Promise.resolve()).then(step, step);
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    this.last.set(key, settled);
    try {
      return await mine;
    } finally {
      if (this.last.get(key) === settled) this.last.delete(key);
    }
  }
}
