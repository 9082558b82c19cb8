import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DRIVER } from '../test/database.js';
import type { DatabaseHandle } from '../db/client.js';
import { ContentEvents, type ContentChange, EVERY_TABLE } from './content-events.js';
import {
  type InstanceRelay,
  RELAY_CHANNEL,
  RELAY_HEARTBEAT,
  startInstanceRelay,
} from './instance-relay.js';
import { startTcpProxy } from '../test/tcp-proxy.js';

const quiet = { info: () => {}, warn: () => {} };

async function within(ms: number, check: () => boolean): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

/** LISTEN/NOTIFY is PostgreSQL's between processes; the embedded database has one process. */
describe.runIf(TEST_DRIVER === 'postgres')('the relay between instances (PostgreSQL)', () => {
  let database: DatabaseHandle;
  const instances: {
    events: ContentEvents;
    relay: InstanceRelay;
    heard: ContentChange[];
    schedules: number;
  }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    for (let i = 0; i < 2; i++) {
      const events = new ContentEvents();
      const instance = {
        events,
        relay: startInstanceRelay(database, events, quiet),
        heard: [] as ContentChange[],
        schedules: 0,
      };
      events.onChange((change) => instance.heard.push(change));
      events.onScheduleChange(() => (instance.schedules += 1));
      await instance.relay.ready;
      instances.push(instance);
    }
  });
  afterAll(async () => {
    for (const { relay } of instances) await relay.stop();
    await database.close();
  });

  it('carries a publish on one instance to the other within 2 seconds, once, and not back to itself', async () => {
    const [a, b] = instances;
    a!.events.changed({ tables: ['pages'] });
    const took = await within(2_000, () => b!.heard.length === 1);
    expect(took).toBeLessThan(2_000);
    expect(b!.heard).toEqual([{ tables: ['pages'] }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a!.heard).toEqual([{ tables: ['pages'] }]);
    expect(b!.heard).toHaveLength(1);
  });

  it('carries schedule changes, so that every instance sets its timer for the next one', async () => {
    const [a, b] = instances;
    b!.events.scheduleChanged();
    await within(2_000, () => a!.schedules === 1);
    expect(b!.schedules).toBe(1);
  });

  it('after losing its connection, listens again and drops every cached copy (what it missed is unknown)', async () => {
    const [, b] = instances;
    b!.heard.length = 0;
    const admin = new pg.Client({ connectionString: database.connectionString });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query = $1 and pid <> pg_backend_pid() and datname = current_database()`,
      [`LISTEN ${RELAY_CHANNEL}`],
    );
    await admin.end();
    await within(5_000, () => b!.heard.some((change) => change.tables.includes(EVERY_TABLE)));
    // And it hears again.
    instances[0]!.events.changed({ tables: ['settings'] });
    await within(2_000, () => b!.heard.some((change) => change.tables.includes('settings')));
  });

  it('finds a listening connection that went silent (packets dropped, no reset) by its heartbeat, listens again and drops every cached copy', async () => {
    // The bound the README states: a silent connection is found within 30 seconds.
    expect(RELAY_HEARTBEAT.everyMs + RELAY_HEARTBEAT.timeoutMs).toBeLessThanOrEqual(30_000);
    const server = new URL(database.connectionString!);
    const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const through = new URL(server);
    through.host = `${proxy.host}:${proxy.port}`;
    const events = new ContentEvents();
    const heard: ContentChange[] = [];
    events.onChange((change) => heard.push(change));
    const warnings: string[] = [];
    const log = {
      info: () => {},
      warn: (_details: object, message: string) => warnings.push(message),
    };
    const relay = startInstanceRelay(
      { ...database, connectionString: through.toString() },
      events,
      log,
      { everyMs: 200, timeoutMs: 300 },
    );
    try {
      await relay.ready;
      expect(relay.state()).toBe('listening');
      proxy.freezeOpenConnections();
      instances[0]!.events.changed({ tables: ['services'] });
      await new Promise((resolve) => setTimeout(resolve, 150));
      // The announcement went into the void: nothing heard yet, no error raised by the connection.
      expect(heard).toEqual([]);
      await within(3_000, () => heard.some((change) => change.tables.includes(EVERY_TABLE)));
      expect(warnings).toContain(
        'The connection that hears other instances stopped answering; replacing it',
      );
      expect(relay.state()).toBe('listening');
      instances[0]!.events.changed({ tables: ['blogs'] });
      await within(2_000, () => heard.some((change) => change.tables.includes('blogs')));
    } finally {
      await relay.stop();
      await proxy.close();
    }
  });
});
