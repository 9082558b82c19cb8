/**
 * Whether the database can be reached, as the API sees it: a lost connection (a restart, a
 * fail-over, an idle connection cut by a firewall) is a fault of the moment, answered with a
 * fast 503 and logged once, never a crash and never a 500 per request.
 */

/** Node's own words for a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

/**
 * SQLSTATEs that say the server is going or not yet there (class 57P: admin or crash shutdown,
 * starting up), the connection is gone (class 08), or it has no room for another (53300).
 */
const UNAVAILABLE_STATE = /^(08|57P0[1-4]|53300)/;

/** What node-postgres says when a connection ends under it, or when none could be had in time. */
const DRIVER_MESSAGES =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection is closed|Query read timeout/i;

/** Whether `error` (or what it wraps: Drizzle puts the driver's error in `cause`) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current: unknown = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth++
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATE.test(code)))
      return true;
    if (DRIVER_MESSAGES.test(current.message)) return true;
  }
  return false;
}

interface AvailabilityLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** How often an unreachable database is tried again: doubling, up to a bound. */
const PROBE_MS = { first: 250, max: 1_000 };

export type DatabaseState = 'ok' | 'unreachable';

/**
 * Follows the database's reachability: `lost` is called with every connection failure; the first
 * one of an outage is logged, and the database is probed with backoff until it answers, which is
 * logged once too. Requests are not held back meanwhile: each tries its own connection, so the
 * site serves again as soon as the database does, whatever the probe's timing.
 */
export class DatabaseAvailability {
  private downSince: number | null = null;
  private probe: NodeJS.Timeout | undefined;
  private wait = PROBE_MS.first;
  private stopped = false;

  constructor(
    private readonly ping: () => Promise<void>,
    private readonly log: AvailabilityLog,
  ) {}

  get state(): DatabaseState {
    return this.downSince === null ? 'ok' : 'unreachable';
  }

  /** Seconds the database has been unreachable; null while it answers. */
  get downForSeconds(): number | null {
    return this.downSince === null ? null : Math.round((Date.now() - this.downSince) / 1000);
  }

  lost(error: unknown) {
    if (this.downSince !== null || this.stopped) return;
    this.downSince = Date.now();
    this.wait = PROBE_MS.first;
    const message = error instanceof Error ? error.message : String(error);
    this.log.warn(
      { err: { message } },
      'Lost the database; kept pages are still served, the rest answers 503 until it is back',
    );
    this.scheduleProbe();
  }

  /** A query went through: if the database was thought away, it is back. */
  answered() {
    if (this.downSince === null) return;
    const seconds = (Date.now() - this.downSince) / 1000;
    this.downSince = null;
    clearTimeout(this.probe);
    this.log.info({ seconds: Math.round(seconds * 10) / 10 }, 'The database answers again');
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.probe);
  }

  private scheduleProbe() {
    clearTimeout(this.probe);
    this.probe = setTimeout(() => {
      this.ping().then(
        () => this.answered(),
        () => {
          this.wait = Math.min(this.wait * 2, PROBE_MS.max);
          if (this.downSince !== null && !this.stopped) this.scheduleProbe();
        },
      );
    }, this.wait);
    this.probe.unref();
  }
}
