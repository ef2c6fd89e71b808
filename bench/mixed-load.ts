/**
 * 60 s of mixed load at saturation (issue 13), on SQLite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is
 * set, on PostgreSQL: 50 connections, each request drawn in turn from a fixed mix of nearby searches, reads
 * (a customer's own list, the center's request list), creates (signed-in customers under the real per-customer
 * limits, spread over enough copies of the demo customer, as in requests.ts) and status changes (the center
 * accepts a request created earlier in the run). Reported: throughput, p99, errors (non-2xx, socket errors,
 * timeouts), and every acknowledged write looked up afterwards (each 201's booking reference present; each 200
 * 'Accepted' found Accepted).
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { createCipher } from '../apps/server/src/platform/crypto.js';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/platform/db.js';
import { prepareDatabase } from '../apps/server/src/db/prepare.js';
import { DEMO_MOBILES } from '../apps/server/src/db/seed/demo-seed.js';
import {
  centerIdByMobile,
  validRequestPayload,
} from '../apps/server/src/modules/service-requests/service-requests.fixtures.js';
import { buildSqliteFile, nearbyRequests } from './nearby-throughput.js';
import { login } from './requests.js';
import { signedInCustomers } from './support/customers.js';
import {
  BENCH_ENCRYPTION_KEY,
  CONNECTIONS,
  QUICK,
  startServer,
  tempDir,
  type BenchRow,
} from './support/lib.js';

const SECONDS = QUICK ? 2 : Number(process.env.BENCH_MIXED_SECONDS ?? 60);
/** Copies of the demo customer the creates are spread over: 20 an hour each (the default limit) at 1,000 a second. */
const CUSTOMERS = Math.ceil((SECONDS * 1_000) / 20);
/** One cycle of 10: 4 nearby, 2 reads, 3 creates, 1 status change (a read when nothing is waiting). */
const MIX = [
  'nearby',
  'create',
  'mine',
  'nearby',
  'create',
  'status',
  'nearby',
  'center',
  'create',
  'nearby',
];
const STATUS_PATH = '/api/ServiceRequest/UpdateServiceRequestStatusByServiceCenter';

interface Target {
  label: string;
  env: Record<string, string>;
  handle: () => DatabaseHandle;
  cleanup(): Promise<void>;
}

async function sqliteTarget(): Promise<Target> {
  const file = await buildSqliteFile(tempDir('mixed'), 0);
  const handle = () => openDatabase(loadConfig({ SQLITE_FILE: file }).database);
  return { label: 'SQLite', env: { SQLITE_FILE: file }, handle, cleanup: async () => undefined };
}

async function postgresTarget(url: string): Promise<Target> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const handle = () => openDatabase({ kind: 'postgres', url, schema });
  const setup = handle();
  try {
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: url });
    await prepareDatabase(setup, { ...config, seedDemo: true });
  } finally {
    await setup.close();
  }
  // The server child reaches the schema through the connection's search_path (pg reads `options` from the URL).
  const separator = url.includes('?') ? '&' : '?';
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}` },
    handle,
    cleanup: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

async function measure(target: Target): Promise<BenchRow[]> {
  const setup = target.handle();
  const centerId = await centerIdByMobile(setup.db, DEMO_MOBILES.firstCenter);
  const base = await validRequestPayload(setup.db, centerId);
  const copies = await signedInCustomers(setup, CUSTOMERS, '96');
  await setup.close();

  const server = await startServer({ ...target.env, SEED_DEMO: 'true' });
  const createdRefs: string[] = [];
  const accepted: number[] = [];
  const waiting: number[] = [];
  const failures = new Map<string, number>();
  let result: autocannon.Result;
  try {
    const customers = copies.map(({ mobile, customerId, cookie }) => ({
      cookie,
      body: JSON.stringify({ ...base, custid: customerId, mobileno: mobile }),
    }));
    const centerCookie = await login(server.url, DEMO_MOBILES.firstCenter, 'ServiceCenter');
    const cipher = createCipher(Buffer.from(BENCH_ENCRYPTION_KEY, 'hex'));
    const encryptedCenterMobile = cipher.encrypt(DEMO_MOBILES.firstCenter);
    const encryptedAccepted = cipher.encrypt('Accepted');
    const nearby = nearbyRequests(500);
    let turn = 0;
    type Context = { kind?: string; id?: number };
    result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (request, context: Context) => {
            turn += 1;
            let kind = MIX[turn % MIX.length]!;
            if (kind === 'status' && waiting.length === 0) kind = 'center';
            context.kind = kind;
            // One customer per cycle of the mix, in turn: its 3 creates and its list, every customer alike.
            const customer = customers[Math.floor(turn / MIX.length) % customers.length]!;
            switch (kind) {
              case 'nearby':
                return { ...request, ...nearby[turn % nearby.length]!, headers: {}, body: undefined };
              case 'create':
                return {
                  ...request,
                  method: 'POST',
                  path: '/api/ServiceRequest/AddNewServiceRequest',
                  headers: { 'content-type': 'application/json', cookie: customer.cookie },
                  body: customer.body,
                };
              case 'mine':
                return {
                  ...request,
                  method: 'GET',
                  path: '/api/ServiceRequest/GetMyServiceRequests?PAGE=1&PAGESIZE=10',
                  headers: { cookie: customer.cookie },
                  body: undefined,
                };
              case 'status': {
                const id = waiting.shift()!;
                context.id = id;
                return {
                  ...request,
                  method: 'PUT',
                  path: STATUS_PATH,
                  headers: { 'content-type': 'application/json', cookie: centerCookie },
                  body: JSON.stringify({
                    mobileno: encryptedCenterMobile,
                    acceptedSR: cipher.encrypt(`${id}-on the way`),
                    srstatus: encryptedAccepted,
                  }),
                };
              }
              default:
                return {
                  ...request,
                  method: 'GET',
                  path: '/api/ServiceRequest/GetServiceRequestsByServiceCenterForDashboardWeb?PAGE=1&PAGESIZE=10',
                  headers: { cookie: centerCookie },
                  body: undefined,
                };
            }
          },
          onResponse: (status, body, context: Context) => {
            const kind = context.kind ?? '?';
            if (status >= 300) {
              const key = `${kind} ${status}`;
              failures.set(key, (failures.get(key) ?? 0) + 1);
              return;
            }
            if (kind === 'create') {
              const created = JSON.parse(body) as { srBOOKINGREFNO: string; srSERVICEREQUESTID: number };
              createdRefs.push(created.srBOOKINGREFNO);
              waiting.push(created.srSERVICEREQUESTID);
            } else if (kind === 'status') accepted.push(context.id!);
          },
        },
      ],
    });
  } finally {
    await server.close();
  }

  // After the server stopped: every acknowledged write must be there.
  const check = target.handle();
  let missingCreates = 0;
  let notAccepted = 0;
  try {
    for (let i = 0; i < createdRefs.length; i += 500) {
      const chunk = createdRefs.slice(i, i + 500);
      const found = await check.db
        .selectFrom('service_requests')
        .select('booking_ref')
        .where('booking_ref', 'in', chunk)
        .execute();
      missingCreates += chunk.length - found.length;
    }
    for (let i = 0; i < accepted.length; i += 500) {
      const chunk = accepted.slice(i, i + 500);
      const found = await check.db
        .selectFrom('service_requests')
        .select('id')
        .where('id', 'in', chunk)
        .where('status', '=', 'Accepted')
        .execute();
      notAccepted += chunk.length - found.length;
    }
  } finally {
    await check.close();
  }
  // autocannon counts a timeout in `errors` too (and once more in `timeouts`).
  const errors = result.non2xx + result.errors;
  const failed = [...failures].map(([k, n]) => `${k}: ${n}`).join(', ');
  return [
    {
      measure: `mixed load ${SECONDS} s, ${target.label}: errors`,
      value: `${errors} (${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failed ? `; ${failed}` : ''}${result.timeouts ? `; ${result.timeouts} timeouts (no answer within 10 s)` : ''})`,
      goal: '0',
      pass: errors === 0,
    },
    {
      measure: `mixed load ${SECONDS} s, ${target.label}: acknowledged writes missing`,
      value: `${missingCreates} of ${createdRefs.length} creates, ${notAccepted} of ${accepted.length} status changes`,
      goal: '0',
      pass: missingCreates === 0 && notAccepted === 0 && createdRefs.length > 0 && accepted.length > 0,
    },
  ];
}

export async function mixedLoadBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const sqlite = await sqliteTarget();
  rows.push(...(await measure(sqlite)));
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    rows.push({
      measure: `mixed load ${SECONDS} s, PostgreSQL`,
      value: 'skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL',
      goal: '0',
      pass: null,
    });
    return rows;
  }
  const postgres = await postgresTarget(pgUrl);
  try {
    rows.push(...(await measure(postgres)));
  } finally {
    await postgres.cleanup();
  }
  return rows;
}
