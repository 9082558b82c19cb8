import type { Readable } from 'node:stream';

/**
 * Bytes of request bodies held at once by every request together, and by the requests of one
 * client (its network, as the rate limits count it). A body is read whole before its request waits
 * for a render slot, so that a client sending slowly holds a connection, never a slot; this bounds
 * what many such bodies can take of the server's memory, and what one client's can take of it
 * (slow posts from one address would otherwise keep every visitor's form busy).
 */
export class BodyBudget {
  private used = 0;
  private readonly byClient = new Map<string, number>();

  constructor(
    private readonly bytes: number,
    private readonly perClient: number = bytes,
  ) {}

  take(bytes: number, client: string): boolean {
    const clientUsed = this.byClient.get(client) ?? 0;
    if (this.used + bytes > this.bytes || clientUsed + bytes > this.perClient) return false;
    this.used += bytes;
    this.byClient.set(client, clientUsed + bytes);
    return true;
  }

  give(bytes: number, client: string) {
    if (bytes === 0) return;
    this.used -= bytes;
    const left = (this.byClient.get(client) ?? 0) - bytes;
    if (left > 0) this.byClient.set(client, left);
    else this.byClient.delete(client);
  }

  get held() {
    return this.used;
  }

  heldBy(client: string) {
    return this.byClient.get(client) ?? 0;
  }
}

/**
 * Why a body was not read: 408 it did not arrive in time, 413 it is over the limit, 503 the
 * budget (or the client's share of it) is spent; 499 the client went away (nobody to answer).
 */
export class BodyRefusedError extends Error {
  constructor(readonly status: 408 | 413 | 499 | 503) {
    super(`Request body refused (${status})`);
  }
}

export interface BodyRules {
  /** The most bytes this body may have. */
  limit: number;
  /** How long it may take to arrive, from now. */
  deadlineMs: number;
  budget: BodyBudget;
  /** Whose body it is, for the budget's share per client. */
  client: string;
}

/**
 * How long a body of up to `limit` bytes may take: ten seconds, and a second more for every
 * 25 KB it may have (a phone uploading at 200 kbit/s), five minutes at most.
 */
export function bodyDeadlineMs(limit: number): number {
  return Math.min(10_000 + Math.ceil(limit / 25), 300_000);
}

/** A body read whole; `release` gives its bytes back to the budget once the request is answered. */
export interface HeldBody {
  bytes: Buffer<ArrayBuffer>;
  release: () => void;
}

/** Reads a request body whole under `rules`; refuses it (`BodyRefusedError`) as soon as a rule is broken. */
export function readBody(stream: Readable, rules: BodyRules): Promise<HeldBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let held = 0;
    let settled = false;
    const timer = setTimeout(() => refuse(408), rules.deadlineMs);

    function stop() {
      settled = true;
      clearTimeout(timer);
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onGone);
      stream.off('close', onGone);
    }
    function refuse(status: BodyRefusedError['status']) {
      if (settled) return;
      stop();
      stream.pause();
      rules.budget.give(held, rules.client);
      reject(new BodyRefusedError(status));
    }
    function onData(chunk: Buffer) {
      if (held + chunk.length > rules.limit) return refuse(413);
      if (!rules.budget.take(chunk.length, rules.client)) return refuse(503);
      held += chunk.length;
      chunks.push(chunk);
    }
    function onEnd() {
      if (settled) return;
      stop();
      let released = false;
      const bytes = Buffer.concat(chunks, held);
      // The chunks share this scope with `release`: let them go, or the body is held twice.
      chunks.length = 0;
      resolve({
        bytes,
        release: () => {
          if (released) return;
          released = true;
          rules.budget.give(held, rules.client);
        },
      });
    }
    function onGone() {
      refuse(499);
    }

    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onGone);
    stream.on('close', onGone);
  });
}
