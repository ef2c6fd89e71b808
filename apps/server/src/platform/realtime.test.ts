import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createLocalBus, createPostgresBus, type RealtimeBus } from './realtime.js';

const pgUrl = process.env.FIXO_TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

function nextEvent(bus: RealtimeBus, channel: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no event on ${channel} within 5 s`)), 5000);
    const unsubscribe = bus.subscribe(channel, (data) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(data);
    });
  });
}

describe('realtime bus', () => {
  const pools: pg.Pool[] = [];
  const buses: RealtimeBus[] = [];
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    for (const pool of pools) await pool.end();
  });

  /**
   * Two "server instances": on PostgreSQL each has its own pool and LISTEN connection, so an event published
   * by one reaches the other only through NOTIFY. Without PostgreSQL (the embedded single instance) both
   * sides share the in-process bus.
   */
  async function twoInstances(): Promise<[RealtimeBus, RealtimeBus]> {
    if (!pgUrl) {
      const bus = createLocalBus();
      buses.push(bus);
      return [bus, bus];
    }
    const make = async () => {
      const pool = new pg.Pool({ connectionString: pgUrl, max: 2 });
      pools.push(pool);
      const bus = await createPostgresBus(pool);
      buses.push(bus);
      return bus;
    };
    return [await make(), await make()];
  }

  it('delivers an event published by one instance to a subscriber on another', async () => {
    const [publisher, subscriber] = await twoInstances();
    const channel = `center:${Math.floor(Math.random() * 1e9)}`;
    const received = nextEvent(subscriber, channel);
    await publisher.publish(channel, { type: 'request-created', servicerequestid: 42 });
    expect(await received).toEqual({ type: 'request-created', servicerequestid: 42 });
  });

  it('keeps channels apart and stops delivering after unsubscribe', async () => {
    const [publisher, subscriber] = await twoInstances();
    const seen: unknown[] = [];
    const unsubscribe = subscriber.subscribe('customer:1', (data) => seen.push(data));
    const other = nextEvent(subscriber, 'customer:2');
    await publisher.publish('customer:2', { n: 2 });
    await other;
    unsubscribe();
    await publisher.publish('customer:1', { n: 1 });
    const marker = nextEvent(subscriber, 'customer:3');
    await publisher.publish('customer:3', { n: 3 });
    await marker;
    expect(seen).toEqual([]);
  });

  it.skipIf(!pgUrl)(
    'reconnects a LISTEN connection the server terminated, tells subscribers to resync, delivers again',
    async () => {
      // A name of our own, so only this bus's connection is terminated on the shared server.
      const applicationName = `fixo-realtime-${randomBytes(4).toString('hex')}`;
      const pool = new pg.Pool({ connectionString: pgUrl, max: 2, application_name: applicationName });
      pools.push(pool);
      const bus = await createPostgresBus(pool, {
        log: { warn: () => undefined },
        minRetryDelayMs: 50,
      });
      buses.push(bus);
      expect(bus.state()).toBe('up');
      let resyncs = 0;
      bus.onResync(() => (resyncs += 1));

      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      const terminated = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = $1 and query ilike 'LISTEN%'`,
        [applicationName],
      );
      await admin.end();
      expect(terminated.rowCount).toBe(1);

      const deadline = Date.now() + 5_000;
      while (resyncs === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(resyncs).toBe(1);
      expect(bus.state()).toBe('up');
      const channel = `center:${Math.floor(Math.random() * 1e9)}`;
      const received = nextEvent(bus, channel);
      await bus.publish(channel, { type: 'request-created', servicerequestid: 7 });
      expect(await received).toEqual({ type: 'request-created', servicerequestid: 7 });
    },
  );

  it('closes cleanly and reports closed', async () => {
    const [bus] = await twoInstances();
    await bus.close();
    expect(bus.state()).toBe('closed');
  });
});
