import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { loadConfig } from '../../platform/config.js';
import { nowIso, type Db } from '../../platform/db.js';
import {
  channelRouter,
  createHttpNotificationProvider,
  createOutboxNotificationProvider,
  type NotificationProvider,
  type OutgoingMessage,
} from '../../platform/notification-providers.js';
import { DEMO_MOBILES } from '../../db/seed/demo-seed.js';
import { centerIdByMobile, validRequestPayload } from '../service-requests/service-requests.fixtures.js';
import {
  backoffMs,
  createNotificationWorker,
  type NotificationWorkerOptions,
} from './notification-worker.js';

let t: TestApp;
const quietLog = { warn: () => undefined };

beforeAll(async () => {
  t = await createTestApp({ devTools: true });
});
afterAll(async () => t.close());

const db = () => t.app.ctx.db;

/** Queues `n` accepted-messages for the demo customer, each marked with its own `n` variable. */
async function queue(n: number, on: Db = db()): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const now = nowIso();
    const row = await on
      .insertInto('notifications')
      .values({
        event: 'request_accepted',
        channel: 'sms',
        recipient: DEMO_MOBILES.customer,
        template: 'DEV-request_accepted',
        language: 'en',
        variables: JSON.stringify({
          ref: `FX-T${i}`,
          center: 'Test Motors',
          centerPhone: '9000000003',
          directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=12.9,77.6',
          trackingUrl: `http://127.0.0.1/track/t${i}`,
          stopUrl: 'http://127.0.0.1/dashboard-customer/customer-profile',
          n: String(i),
        }),
        service_request_id: null,
        next_attempt_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

const rowOf = (id: number) =>
  db().selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Makes a waiting retry due now (instead of sleeping through the backoff). */
const makeDue = (id: number) =>
  db()
    .updateTable('notifications')
    .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', id)
    .execute();

/** Sends whatever is due (earlier tests' leftovers), so a test starts from an empty queue. */
async function drain() {
  const w = worker({ send: async () => undefined });
  while ((await w.runOnce()) > 0);
  await db().updateTable('notifications').set({ status: 'failed' }).where('status', '=', 'queued').execute();
}

function worker(provider: NotificationProvider, options: Partial<NotificationWorkerOptions> = {}) {
  return createNotificationWorker({
    db: db(),
    engine: t.engine,
    provider,
    log: quietLog,
    pollMs: 20,
    maxAttempts: 3,
    retryBaseMs: 60_000,
    ...options,
  });
}

async function waitFor(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the notification worker', () => {
  it('sends a queued message to the development outbox with channel, template and variables', async () => {
    const [id] = await queue(1);
    const w = worker(createOutboxNotificationProvider(db(), t.app.log));
    // Other tests' leftovers may be due too: run until this one is sent.
    await waitFor(async () => (await w.runOnce(), (await rowOf(id!)).status === 'sent'));
    const row = await rowOf(id!);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row.sent_at).not.toBeNull();
    const outbox = await t.app.inject({ method: 'GET', url: '/api/Dev/Outbox' });
    const message = outbox
      .json<Array<Record<string, unknown>>>()
      .find((m) => m.template === 'DEV-request_accepted');
    expect(message).toMatchObject({
      to: DEMO_MOBILES.customer,
      channel: 'sms',
      template: 'DEV-request_accepted',
      variables: expect.objectContaining({ ref: 'FX-T0', centerPhone: '9000000003' }),
      text: expect.stringContaining('Test Motors accepted your request FX-T0. Call 9000000003.'),
    });
  });

  it('retries a failing provider with exponential backoff, then marks the message failed', async () => {
    const [id] = await queue(1);
    let calls = 0;
    const w = worker({
      send: async (m) => {
        if (m.variables.ref === 'FX-T0') calls += 1;
        throw new Error('gateway answered 503');
      },
    });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      if (attempt > 1) await makeDue(id!);
      const before = Date.now();
      await w.runOnce();
      const row = await rowOf(id!);
      expect(row.attempts).toBe(attempt);
      expect(row.last_error).toBe('gateway answered 503');
      if (attempt < 3) {
        expect(row.status).toBe('queued');
        waits.push(Date.parse(row.next_attempt_at) - before);
        // Not due yet: another run leaves it alone.
        await w.runOnce();
        expect((await rowOf(id!)).attempts).toBe(attempt);
      } else {
        expect(row.status).toBe('failed');
      }
    }
    // 60 s, then 120 s (within the time the test took).
    expect(waits[0]).toBeGreaterThanOrEqual(60_000 - 50);
    expect(waits[0]).toBeLessThan(61_000);
    expect(waits[1]).toBeGreaterThanOrEqual(120_000 - 50);
    expect(waits[1]).toBeLessThan(121_000);
    expect(calls).toBe(3);
    // A failed message is never tried again.
    await makeDue(id!);
    await w.runOnce();
    expect((await rowOf(id!)).attempts).toBe(3);
    expect(backoffMs(1, 1000)).toBe(1000);
    expect(backoffMs(4, 1000)).toBe(8000);
    expect(backoffMs(40, 1000)).toBe(6 * 60 * 60 * 1000);
  });

  it('a provider that recovers delivers on the next try; one that hangs times out and is retried', async () => {
    const [flaky, hanging] = await queue(2);
    let failedOnce = false;
    const w = worker(
      {
        send: (m) => {
          if (m.variables.n === '1') return new Promise(() => undefined);
          if (!failedOnce) {
            failedOnce = true;
            return Promise.reject(new Error('connection reset'));
          }
          return Promise.resolve();
        },
      },
      { sendTimeoutMs: 100 },
    );
    await w.runOnce();
    expect(await rowOf(flaky!)).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'connection reset',
    });
    expect(await rowOf(hanging!)).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'no answer within 100 ms',
    });
    await makeDue(flaky!);
    await w.runOnce();
    expect(await rowOf(flaky!)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('a failing, hanging provider neither fails nor slows a request or a status change', async () => {
    const centerId = await centerIdByMobile(db(), DEMO_MOBILES.firstCenter);
    const payload = { ...(await validRequestPayload(db(), centerId)), mobileno: '9712345670' };
    const sent: string[] = [];
    const w = worker(
      {
        send: (m) => {
          sent.push(m.event);
          return m.event === 'center_new_request'
            ? Promise.reject(new Error('down'))
            : new Promise(() => undefined);
        },
      },
      { sendTimeoutMs: 2_000 },
    );
    w.start();
    try {
      const started = Date.now();
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/ServiceRequest/AddNewServiceRequest',
        payload,
      });
      expect(created.statusCode).toBe(201);
      const center = await t.login(DEMO_MOBILES.firstCenter, 'ServiceCenter');
      const enc = (v: string) => t.app.ctx.cipher.encrypt(v);
      const accepted = await t.app.inject({
        method: 'PUT',
        url: '/api/ServiceRequest/UpdateServiceRequestStatusByServiceCenter',
        headers: { cookie: center },
        payload: {
          mobileno: enc(DEMO_MOBILES.firstCenter),
          acceptedSR: enc(`${created.json().srSERVICEREQUESTID}-ok`),
          srstatus: enc('Accepted'),
        },
      });
      expect(accepted.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1_500);
      // The worker did try meanwhile (the provider was really in the way).
      await waitFor(async () => sent.includes('center_new_request'));
    } finally {
      await w.stop();
    }
    const rows = await db()
      .selectFrom('notifications')
      .select(['event', 'status', 'last_error'])
      .where('recipient', 'in', ['9712345670', DEMO_MOBILES.firstCenter])
      .where('event', '=', 'center_new_request')
      .execute();
    expect(rows.some((r) => r.last_error === 'down')).toBe(true);
  });

  it('two workers on one database send each of N messages exactly once', async () => {
    // Leftovers of the tests above would be sent too; they are not counted.
    const second: FastifyInstance = await t.openInstance();
    const ids = await queue(40);
    const wanted = new Set(ids);
    const sentBy: Record<'a' | 'b', number[]> = { a: [], b: [] };
    const provider = (name: 'a' | 'b', ids: number[]): NotificationProvider => ({
      async send(m: OutgoingMessage) {
        const id = ids[Number(m.variables.n)];
        if (id !== undefined && m.variables.ref?.startsWith('FX-T')) sentBy[name].push(id);
        // A slow gateway: both workers are claiming while the other is sending.
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    });
    const a = worker(provider('a', ids), { batchSize: 4, pollMs: 5 });
    const b = createNotificationWorker({
      db: second.ctx.db,
      engine: t.engine,
      provider: provider('b', ids),
      log: quietLog,
      pollMs: 5,
      maxAttempts: 3,
      retryBaseMs: 60_000,
      batchSize: 4,
    });
    a.start();
    b.start();
    try {
      await waitFor(async () => {
        const left = await db()
          .selectFrom('notifications')
          .select('id')
          .where('id', 'in', ids)
          .where('status', '!=', 'sent')
          .execute();
        return left.length === 0;
      });
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    const all = [...sentBy.a, ...sentBy.b].filter((id) => wanted.has(id));
    expect(all.sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(all).size).toBe(ids.length);
    // Both really took part (each claims a batch of 4 while the other sends).
    expect(sentBy.a.length).toBeGreaterThan(0);
    expect(sentBy.b.length).toBeGreaterThan(0);
    const attempts = await db()
      .selectFrom('notifications')
      .select('attempts')
      .where('id', 'in', ids)
      .execute();
    expect(attempts.every((r) => r.attempts === 1)).toBe(true);
    console.info(`[exactly-once] ${t.engine}: worker a sent ${sentBy.a.length}, worker b ${sentBy.b.length}`);
  });

  it('a claim takes at most one batch, and on PostgreSQL skips rows another transaction holds', async () => {
    const second: FastifyInstance = await t.openInstance();
    await drain();
    const ids = await queue(6);
    const claimed: number[] = [];
    const record: NotificationProvider = {
      send: async (m) => void claimed.push(ids[Number(m.variables.n)]!),
    };
    const other = createNotificationWorker({
      db: second.ctx.db,
      engine: t.engine,
      provider: record,
      log: quietLog,
      pollMs: 5,
      maxAttempts: 3,
      retryBaseMs: 60_000,
      batchSize: 2,
    });
    if (t.engine === 'postgres') {
      // Another instance is in the middle of claiming the first two rows: the worker neither waits nor takes them.
      await db()
        .transaction()
        .execute(async (trx) => {
          await sql`select id from notifications where id in (${sql.join(ids.slice(0, 2))}) for update`.execute(
            trx,
          );
          const started = Date.now();
          expect(await other.runOnce()).toBe(2);
          expect(Date.now() - started).toBeLessThan(2_000);
        });
      expect(claimed).toEqual(ids.slice(2, 4));
    } else {
      expect(await other.runOnce()).toBe(2);
      expect(claimed).toEqual(ids.slice(0, 2));
    }
    await drain();
  });

  it('stop() lets the message in hand finish and claims nothing after', async () => {
    const [id] = await queue(1);
    let release: () => void = () => undefined;
    const inHand = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    const w = worker({
      send: async () => {
        started = true;
        await inHand;
      },
    });
    w.start();
    await waitFor(async () => started);
    const stopping = w.stop();
    setTimeout(release, 50);
    await stopping;
    expect((await rowOf(id!)).status).toBe('sent');
    const [later] = await queue(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await rowOf(later!)).attempts).toBe(0);
  });
});

describe('a provider that takes a batch at once (sendAll)', () => {
  const outboxCount = async () =>
    Number(
      (
        await db()
          .selectFrom('sms_outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('gets the whole claim in one call and all of it is marked sent; send is not used', async () => {
    await drain();
    const ids = await queue(5);
    const batches: number[][] = [];
    const w = worker(
      {
        send: async () => {
          throw new Error('send must not be used for a batch');
        },
        sendAll: async (messages) => void batches.push(messages.map((m) => ids[Number(m.variables.n)]!)),
      },
      { batchSize: 5 },
    );
    expect(await w.runOnce()).toBe(5);
    expect(batches).toEqual([ids]);
    for (const id of ids)
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('a batch it refuses is retried message by message with backoff, none marked sent', async () => {
    await drain();
    const ids = await queue(3);
    const w = worker({ send: async () => undefined, sendAll: async () => Promise.reject(new Error('down')) });
    expect(await w.runOnce()).toBe(3);
    for (const id of ids) {
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: 'down', sent_at: null });
      expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(Date.now() + 50_000);
    }
  });

  it('a row whose variables cannot be read is retried alone; the rest of the batch is sent', async () => {
    await drain();
    const ids = await queue(3);
    await db().updateTable('notifications').set({ variables: '{broken' }).where('id', '=', ids[1]!).execute();
    const sent: string[] = [];
    const w = worker({
      send: async () => undefined,
      sendAll: async (messages) => void sent.push(...messages.map((m) => m.variables.ref!)),
    });
    expect(await w.runOnce()).toBe(3);
    expect(sent).toEqual(['FX-T0', 'FX-T2']);
    expect((await rowOf(ids[1]!)).status).toBe('queued');
    expect((await rowOf(ids[2]!)).status).toBe('sent');
  });

  it('the channel router offers a batch only when one provider serves both channels', () => {
    const outbox = createOutboxNotificationProvider(db(), t.app.log);
    const gateway = createHttpNotificationProvider({ url: 'http://127.0.0.1:9/', key: undefined });
    expect(channelRouter({ sms: outbox, whatsapp: outbox }).sendAll).toBeTypeOf('function');
    // Half taken by the gateway, half by the outbox would not be all or nothing.
    expect(channelRouter({ sms: gateway, whatsapp: outbox }).sendAll).toBeUndefined();
    expect(channelRouter({ sms: gateway, whatsapp: gateway }).sendAll).toBeUndefined();
  });

  it('the development outbox writes a batch in one transaction: all rows, or none when one insert fails', async () => {
    await drain();
    const outbox = createOutboxNotificationProvider(db(), t.app.log);
    const ids = await queue(4);
    const before = await outboxCount();
    expect(await worker(outbox, { batchSize: 4 }).runOnce()).toBe(4);
    expect(await outboxCount()).toBe(before + 4);
    for (const id of ids) expect((await rowOf(id)).status).toBe('sent');

    // The third insert of a batch fails (NOT NULL): the first two are rolled back with it.
    const message = (n: number): OutgoingMessage => ({
      channel: 'sms',
      to: DEMO_MOBILES.customer,
      event: 'request_accepted',
      template: 'DEV-request_accepted',
      language: 'en',
      variables: { ref: `FX-B${n}` },
      text: `batch ${n}`,
    });
    const broken = { ...message(3), to: null as unknown as string };
    await expect(outbox.sendAll!([message(1), message(2), broken])).rejects.toThrow();
    expect(await outboxCount()).toBe(before + 4);
  });
});

describe('the worker in the app', () => {
  it('starts with the app (NOTIFY_WORKER) and stops when it closes', async () => {
    const base = loadConfig({ NODE_ENV: 'test' });
    const app = await createTestApp({
      devTools: true,
      notifications: { ...base.notifications, worker: true, pollMs: 20 },
    });
    try {
      const [id] = await queue(1, app.app.ctx.db);
      await waitFor(async () => {
        const row = await app.app.ctx.db
          .selectFrom('notifications')
          .select('status')
          .where('id', '=', id!)
          .executeTakeFirstOrThrow();
        return row.status === 'sent';
      });
    } finally {
      await app.close();
    }
  });
});

describe('the HTTP gateway provider (against a local fake gateway)', () => {
  const received: Array<{ auth: string | undefined; body: Record<string, unknown> }> = [];
  let answer = 202;
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({
        auth: request.headers.authorization,
        body: JSON.parse(text) as Record<string, unknown>,
      });
      response.writeHead(answer, { 'content-type': 'application/json' }).end('{"echo":"message text"}');
    });
  });
  let url: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  const message: OutgoingMessage = {
    channel: 'sms',
    to: '9876543210',
    event: 'request_accepted',
    template: '1107169999999999999',
    language: 'en',
    variables: { ref: 'FX-ABC123' },
    text: 'Fixo: ...',
  };

  it('posts the template, variables, sender and +91 number with the bearer key; a 5xx is an error', async () => {
    const provider = createHttpNotificationProvider({ url, key: 'secret-key' }, { sender: 'FIXOIN' });
    await provider.send(message);
    expect(received.at(-1)).toEqual({
      auth: 'Bearer secret-key',
      body: {
        channel: 'sms',
        to: '+919876543210',
        sender: 'FIXOIN',
        template: '1107169999999999999',
        language: 'en',
        variables: { ref: 'FX-ABC123' },
        text: 'Fixo: ...',
      },
    });
    answer = 500;
    await expect(provider.send(message)).rejects.toThrow('sms gateway answered 500');
    answer = 202;
  });

  it('a worker with the HTTP provider retries after a 5xx and sends when the gateway is back', async () => {
    const [id] = await queue(1);
    const w = worker(createHttpNotificationProvider({ url, key: undefined }));
    answer = 503;
    await waitFor(async () => (await w.runOnce(), (await rowOf(id!)).attempts === 1));
    expect(await rowOf(id!)).toMatchObject({ status: 'queued', last_error: 'sms gateway answered 503' });
    answer = 202;
    await makeDue(id!);
    await waitFor(async () => (await w.runOnce(), (await rowOf(id!)).status === 'sent'));
    expect(received.at(-1)!.auth).toBeUndefined();
  });
});
