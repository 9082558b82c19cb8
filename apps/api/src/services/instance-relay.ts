import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client.js';
import { type ContentEvents, EVERY_TABLE } from './content-events.js';

/** The PostgreSQL channel that every instance of the site listens on. */
export const RELAY_CHANNEL = 'harsh_content';

/** How long the relay waits before listening again after losing its connection: doubling, up to a bound. */
const RECONNECT_MS = { first: 500, max: 5_000 };

/**
 * How often the listening connection is asked to answer, and how long it has to. A connection
 * whose packets are silently dropped (a NAT or firewall forgetting it, a fail-over) raises no
 * error for minutes; one that misses a beat is replaced, and the instance drops what it cached
 * meanwhile. So a change made elsewhere is missed for at most `everyMs + timeoutMs` (15 s) and
 * the time to listen again.
 */
export const RELAY_HEARTBEAT = { everyMs: 10_000, timeoutMs: 5_000 };

export type RelayState = 'listening' | 'reconnecting';

type RelayMessage = { from: string } & ({ tables: string[] } | { schedule: true });

interface RelayLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface InstanceRelay {
  /** Resolves once this instance listens: what others announce from then on reaches it. */
  ready: Promise<void>;
  /** Whether it listens now, for the readiness answer. */
  state(): RelayState;
  stop(): Promise<void>;
}

/**
 * Carries content changes and schedule changes between instances on one PostgreSQL, with
 * LISTEN/NOTIFY: what one instance publishes drops the cached reads and pages of all of them.
 * A notification is sent after the publish commits, and PostgreSQL delivers it to every listener
 * within milliseconds. While the listening connection is down, notifications are lost; so when it
 * is back, the relay announces that everything may have changed.
 */
export function startInstanceRelay(
  database: DatabaseHandle,
  events: ContentEvents,
  log: RelayLog,
  heartbeat = RELAY_HEARTBEAT,
): InstanceRelay {
  const { connectionString } = database;
  if (!connectionString) throw new Error('The relay between instances needs PostgreSQL');
  const instance = randomUUID();
  let listener: pg.Client | null = null;
  let stopped = false;
  let wait = RECONNECT_MS.first;
  let retry: NodeJS.Timeout | undefined;
  let everConnected = false;

  // Sent through the instance's own pool; only listening needs a connection of its own.
  const send = (message: RelayMessage) =>
    database.db
      .execute(sql`select pg_notify(${RELAY_CHANNEL}, ${JSON.stringify(message)})`)
      .catch((error: Error) => {
        log.warn(
          { err: { message: error.message } },
          'Could not tell the other instances of a change',
        );
      });
  const stopLocal = events.onLocalChange(
    ({ tables }) => void send({ from: instance, tables: [...tables] }),
  );
  const stopSchedule = events.onLocalScheduleChange(
    () => void send({ from: instance, schedule: true }),
  );

  function receive(payload: string | undefined) {
    let message: RelayMessage;
    try {
      message = JSON.parse(payload ?? '') as RelayMessage;
    } catch {
      return;
    }
    if (message.from === instance) return;
    if ('tables' in message && Array.isArray(message.tables))
      events.changedElsewhere({ tables: message.tables.map(String) });
    else if ('schedule' in message) events.scheduleChangedElsewhere();
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: heartbeat.timeoutMs,
    });
    client.on('notification', (notification) => receive(notification.payload));
    client.on('error', () => reconnect(client));
    client.on('end', () => reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${RELAY_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      client.end().catch(() => {});
      throw error;
    }
    if (stopped) return void client.end().catch(() => {});
    listener = client;
    wait = RECONNECT_MS.first;
    if (everConnected) {
      // Whatever was announced while this instance was not listening is unknown: drop every copy.
      log.info({}, 'Listening to the other instances again');
      events.changedElsewhere({ tables: [EVERY_TABLE] });
      events.scheduleChangedElsewhere();
    }
    everConnected = true;
  }

  function reconnect(client: pg.Client) {
    if (stopped || listener !== client) return;
    listener = null;
    client.removeAllListeners('end');
    client.end().catch(() => {});
    // A connection that stopped answering would wait on its goodbye for minutes: its socket goes now.
    (
      client as unknown as { connection?: { stream?: { destroy(): void } } }
    ).connection?.stream?.destroy();
    log.warn(
      { retryInMs: wait },
      'Lost the connection that hears other instances; listening again shortly',
    );
    scheduleRetry();
  }

  /** Asks the listening connection to answer within the bound; one that does not is replaced. */
  let beating = false;
  const beat = setInterval(() => {
    const client = listener;
    if (!client || beating) return;
    beating = true;
    let timer: NodeJS.Timeout | undefined;
    const silent = new Promise<'silent'>(
      (resolve) => (timer = setTimeout(() => resolve('silent'), heartbeat.timeoutMs)),
    );
    Promise.race([client.query('select 1').then(() => 'answered' as const), silent])
      .catch(() => 'failed' as const)
      .then((outcome) => {
        clearTimeout(timer);
        beating = false;
        if (outcome === 'answered' || listener !== client) return;
        log.warn(
          { outcome, timeoutMs: heartbeat.timeoutMs },
          'The connection that hears other instances stopped answering; replacing it',
        );
        reconnect(client);
      });
  }, heartbeat.everyMs);
  beat.unref();

  function scheduleRetry() {
    retry = setTimeout(() => {
      listen().catch(() => {
        wait = Math.min(wait * 2, RECONNECT_MS.max);
        scheduleRetry();
      });
    }, wait);
    retry.unref();
  }

  const ready = listen().catch((error: Error) => {
    log.warn(
      { err: { message: error.message } },
      'Could not listen to the other instances; trying again',
    );
    scheduleRetry();
  });

  return {
    ready,
    state: () => (listener ? 'listening' : 'reconnecting'),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(beat);
      stopLocal();
      stopSchedule();
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
