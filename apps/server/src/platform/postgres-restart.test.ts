import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, PG_CONNECT_TIMEOUT_MS, type DatabaseHandle } from './db.js';
import { SERVICE_UNAVAILABLE_MESSAGE } from './error-handler.js';
import { DEMO_MOBILES, DEMO_PASSCODE } from '../db/seed/demo-seed.js';
import {
  centerIdByMobile,
  validRequestPayload,
} from '../modules/service-requests/service-requests.fixtures.js';
import {
  privateClusterUnavailable,
  startPrivateCluster,
  type PrivateCluster,
} from '../test-support/private-postgres.js';
import { loginOverHttp, openSse, spawnServer, type SpawnedServer } from '../test-support/spawn-server.js';

/**
 * A PostgreSQL restart under load (`pg_ctl restart -m fast`: every connection gets 57P01) must cost a few
 * 503s, never the process, an acknowledged write, or a live event. Needs a cluster of its own, so it runs
 * once, in the PostgreSQL project.
 */
const engine = process.env.FIXO_TEST_ENGINE;
const skipReason = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set'
  : privateClusterUnavailable();
if (skipReason && (engine === 'postgres' || !process.env.TEST_DATABASE_URL))
  console.info(`[postgres-restart] skipped: ${skipReason}`);

interface Outcome {
  kind: 'read' | 'create';
  start: number;
  end: number;
  /** 0: no HTTP answer (network error or no answer within 10 s). */
  status: number;
  message?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(engine !== 'postgres' || skipReason !== undefined)('PostgreSQL restart under load', () => {
  let cluster: PrivateCluster | undefined;
  let server: SpawnedServer | undefined;
  let database: DatabaseHandle | undefined;

  beforeAll(async () => {
    cluster = await startPrivateCluster();
    server = await spawnServer({
      DATABASE_URL: cluster.url,
      GUEST_REQUESTS_PER_HOUR: '1000000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // The load is one demo customer creating as fast as it can: lift its create limits.
      CUSTOMER_REQUESTS_PER_HOUR: '1000000',
      CUSTOMER_REQUESTS_PER_DAY: '1000000',
    });
    database = openDatabase({ kind: 'postgres', url: cluster.url });
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await database?.close();
    await cluster?.destroy();
  });

  it('keeps serving: 503 while away, back within 10 s, no acknowledged write lost, live events delivered', async () => {
    const { base } = server!;
    const db = database!.db;
    const customer = await loginOverHttp(base, DEMO_MOBILES.customer, 'Customer', DEMO_PASSCODE);
    const center = await loginOverHttp(base, DEMO_MOBILES.firstCenter, 'ServiceCenter', DEMO_PASSCODE);
    const centerId = await centerIdByMobile(db, DEMO_MOBILES.firstCenter);
    const payload = { ...(await validRequestPayload(db, centerId)), mobileno: DEMO_MOBILES.customer };

    const stream = await openSse(`${base}/api/Events/ServiceCenter`, center);
    expect(await stream.waitFor((frames) => frames.some((f) => f.event === 'ready'), 5_000)).toBe(true);

    const outcomes: Outcome[] = [];
    const acknowledged: number[] = [];
    let stop = false;
    const call = async (kind: Outcome['kind'], url: string, init: RequestInit) => {
      const start = Date.now();
      let status = 0;
      let message: string | undefined;
      try {
        const response = await fetch(base + url, { ...init, signal: AbortSignal.timeout(10_000) });
        status = response.status;
        const body = (await response.json()) as { srSERVICEREQUESTID?: number; message?: string };
        message = body.message;
        if (kind === 'create' && status === 201 && body.srSERVICEREQUESTID)
          acknowledged.push(body.srSERVICEREQUESTID);
      } catch (error) {
        message = String(error);
      }
      outcomes.push({ kind, start, end: Date.now(), status, ...(message ? { message } : {}) });
    };
    const create = () =>
      call('create', '/api/ServiceRequest/AddNewServiceRequest', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: customer },
        body: JSON.stringify(payload),
      });
    const read = () => call('read', '/api/Auth/Me', { headers: { cookie: customer } });
    // Four clients, each a create then two reads, paced a little so the 2-core machine keeps up.
    const clients = Array.from({ length: 4 }, async () => {
      while (!stop) {
        await create();
        await read();
        await read();
        await sleep(20);
      }
    });

    await sleep(2_000);
    const restartStart = Date.now();
    await cluster!.restart();
    const restartDone = Date.now();
    const okAfterRestart = () =>
      outcomes.find((o) => o.start >= restartDone && o.status >= 200 && o.status < 300);
    while (!okAfterRestart() && Date.now() - restartDone < 10_000) await sleep(50);
    const firstOk = okAfterRestart();

    // Health names the parts; it is fully up again once the LISTEN connection is back.
    let healthUpAt: number | undefined;
    while (Date.now() - restartDone < 10_000) {
      const health = await fetch(`${base}/api/health`).catch(() => undefined);
      if (health?.status === 200) {
        healthUpAt = Date.now();
        break;
      }
      await sleep(100);
    }
    await sleep(1_500);
    stop = true;
    await Promise.all(clients);

    // An event sent after the restart reaches the stream opened before it.
    await create();
    const afterRestart = acknowledged.at(-1)!;

    const failures = outcomes.filter((o) => o.status < 200 || o.status >= 300);
    const summary = {
      requests: outcomes.length,
      acknowledgedCreates: acknowledged.length,
      unavailable503: failures.filter((o) => o.status === 503).length,
      otherFailures: failures.filter((o) => o.status !== 503).map((o) => `${o.status} ${o.message ?? ''}`),
      restartSeconds: (restartDone - restartStart) / 1000,
      firstSuccessAfterRestartSeconds: firstOk ? (firstOk.end - restartDone) / 1000 : null,
      healthUpAfterRestartSeconds: healthUpAt ? (healthUpAt - restartDone) / 1000 : null,
      slowestAnswerSeconds: Math.max(...outcomes.map((o) => o.end - o.start)) / 1000,
    };
    console.info('[postgres-restart]', JSON.stringify(summary));

    // The process lived through it and never hit an unhandled 'error' event.
    expect(server!.child.exitCode).toBeNull();
    expect(server!.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
    // It serves again within 10 s, and every failure meanwhile was a clear 503, never a 500 or a hang.
    expect(firstOk).toBeDefined();
    expect(healthUpAt).toBeDefined();
    expect(summary.otherFailures).toEqual([]);
    for (const failure of failures) expect(failure.message).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    expect(outcomes.filter((o) => o.start < restartStart && o.status === 201).length).toBeGreaterThan(0);

    // No acknowledged write was lost.
    const stored = await db
      .selectFrom('service_requests')
      .select('id')
      .where('id', 'in', acknowledged)
      .execute();
    expect(stored.length).toBe(acknowledged.length);
    const count = await sql<{ n: string }>`select count(*) as n from service_requests`.execute(db);
    expect(Number(count.rows[0]!.n)).toBeGreaterThanOrEqual(acknowledged.length);

    // The stream is still the same one (opened before the restart), and it has every acknowledged
    // request: live before and after the restart, and caught up for those created while LISTEN was down.
    const createdOnStream = () =>
      new Set(stream.frames.filter((f) => f.event === 'request-created').map((f) => f.data.servicerequestid));
    await stream.waitFor(() => acknowledged.every((id) => createdOnStream().has(id)), 10_000);
    expect(stream.ended()).toBe(false);
    expect(createdOnStream().has(afterRestart)).toBe(true);
    expect(acknowledged.filter((id) => !createdOnStream().has(id))).toEqual([]);
    stream.close();
  }, 60_000);

  it('answers 503 at once while the database is down, health names it, and recovers when it is back', async () => {
    const { base } = server!;
    const customer = await loginOverHttp(base, DEMO_MOBILES.customer, 'Customer', DEMO_PASSCODE);
    await cluster!.stop();
    try {
      const started = Date.now();
      const me = await fetch(`${base}/api/Auth/Me`, {
        headers: { cookie: customer },
        signal: AbortSignal.timeout(10_000),
      });
      const answeredInMs = Date.now() - started;
      expect(me.status).toBe(503);
      expect(me.headers.get('retry-after')).toBe('2');
      expect(await me.json()).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE, status: 503 });
      // No hang: refused connections fail at once; an unreachable host waits at most the connect timeout.
      expect(answeredInMs).toBeLessThan(PG_CONNECT_TIMEOUT_MS);

      const health = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({
        status: 'degraded',
        engine: 'postgres',
        database: 'down',
        realtime: 'reconnecting',
      });
    } finally {
      await cluster!.start();
    }
    const backAt = Date.now();
    let status = 0;
    while (Date.now() - backAt < 10_000) {
      status = (await fetch(`${base}/api/health`)).status;
      if (status === 200) break;
      await sleep(100);
    }
    console.info(
      `[postgres-restart] healthy ${(Date.now() - backAt) / 1000} s after the database started again`,
    );
    expect(status).toBe(200);
    expect((await fetch(`${base}/api/Auth/Me`, { headers: { cookie: customer } })).status).toBe(200);
    expect(server!.child.exitCode).toBeNull();
  }, 40_000);
});
