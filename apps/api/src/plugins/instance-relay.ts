import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client.js';
import { type ContentEvents, EVERY_TABLE } from './content-events.js';

/** The PostgreSQL channel that every instance of the site listens on. */
export const RELAY_CHANNEL = 'harsh_content';

/** How long the relay waits before listening again after losing its connection: doubling, up to a bound. */
const RECONNECT_MS = { first: 500, max: 30_000 };

type RelayMessage = { from: string } & ({ tables: string[] } | { schedule: true });

interface RelayLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface InstanceRelay {
  /** Resolves once this instance listens: what others announce from then on reaches it. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Carries content changes and schedule changes between instances on one PostgreSQL, with
 * LISTEN/NOTIFY: what one instance publishes drops the cached reads and pages of all of them.
 * A notification is sent after the publish commits, and PostgreSQL delivers it to every listener
 * within milliseconds. While the listening connection is down, notifications are lost; so when it
 * is back, the relay announces that everything may have changed.
 */
export function startInstanceRelay(database: DatabaseHandle, events: ContentEvents, log: RelayLog): InstanceRelay {
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
    database.db.execute(sql`select pg_notify(${RELAY_CHANNEL}, ${JSON.stringify(message)})`).catch((error: Error) => {
      log.warn({ err: { message: error.message } }, 'Could not tell the other instances of a change');
    });
  const stopLocal = events.onLocalChange(({ tables }) => void send({ from: instance, tables: [...tables] }));
  const stopSchedule = events.onLocalScheduleChange(() => void send({ from: instance, schedule: true }));

  function receive(payload: string | undefined) {
    let message: RelayMessage;
    try {
      message = JSON.parse(payload ?? '') as RelayMessage;
    } catch {
      return;
    }
    if (message.from === instance) return;
    if ('tables' in message && Array.isArray(message.tables)) events.changedElsewhere({ tables: message.tables.map(String) });
    else if ('schedule' in message) events.scheduleChangedElsewhere();
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString });
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
    log.warn({ retryInMs: wait }, 'Lost the connection that hears other instances; listening again shortly');
    scheduleRetry();
  }

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
    log.warn({ err: { message: error.message } }, 'Could not listen to the other instances; trying again');
    scheduleRetry();
  });

  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      stopLocal();
      stopSchedule();
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
