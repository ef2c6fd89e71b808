/**
 * The create path in one process, counted rather than timed against the clock (a shared machine moves wall
 * times by 2-5x, CPU time far less): SQLite statements prepared per create, CPU milliseconds per create (50 in
 * parallel, through fastify inject, the notification worker running) and per /api/health, and the time each
 * SQL text spends in SQLite. PROF=<file.cpuprofile> profiles the parallel phase only.
 *   node --conditions=source --import tsx bench/create-cpu.ts        (N=1000 creates by default)
 */
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import type SqliteDatabase from 'better-sqlite3';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db.js';
import { prepareDatabase } from '../apps/server/src/db/prepare.js';
import { DEMO_MOBILES, DEMO_PASSCODE } from '../apps/server/src/db/seed/demo-seed.js';
import {
  centerIdByMobile,
  customerIdByMobile,
  validRequestPayload,
} from '../apps/server/src/modules/service-requests/service-requests.fixtures.js';
import { BENCH_ENCRYPTION_KEY, tempDir } from './support/lib.js';

const N = Number(process.env.N ?? 1000);
const config = {
  ...loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ENCRYPTION_KEY: BENCH_ENCRYPTION_KEY,
    SQLITE_FILE: path.join(tempDir('create-cpu'), 'bench.sqlite'),
    CUSTOMER_REQUESTS_PER_HOUR: '100000000',
    CUSTOMER_REQUESTS_PER_DAY: '100000000',
  }),
  seedDemo: true,
};
const database = openDatabase(config.database);
const { geocoder } = await prepareDatabase(database, config);
const app = await buildApp({ config, database, geocoder, logger: false });
await app.ready();

/** Every statement SQLite prepares from here on, and the time each SQL text spends executing. */
const bySql = new Map<string, { calls: number; ms: number }>();
let prepares = 0;
const sqlite = database.sqlite!;
const prepare = sqlite.prepare.bind(sqlite);
(sqlite as { prepare: (text: string) => SqliteDatabase.Statement }).prepare = (text: string) => {
  prepares += 1;
  const statement = prepare(text);
  const key = text.replace(/\s+/g, ' ').slice(0, 100);
  const entry = bySql.get(key) ?? { calls: 0, ms: 0 };
  bySql.set(key, entry);
  for (const method of ['all', 'run', 'get'] as const) {
    const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
    (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const started = performance.now();
      try {
        return original(...args);
      } finally {
        entry.calls += 1;
        entry.ms += performance.now() - started;
      }
    };
  }
  return statement;
};

const login = await app.inject({
  method: 'POST',
  url: '/api/Auth/Login',
  payload: {
    mobileno: DEMO_MOBILES.customer,
    passcode: DEMO_PASSCODE,
    usertype: 'Customer',
    logintype: 'PassCode',
  },
});
const cookie = [login.headers['set-cookie'] ?? []]
  .flat()
  .map((c) => c.split(';')[0])
  .join('; ');
const payload = {
  ...(await validRequestPayload(database.db, await centerIdByMobile(database.db, DEMO_MOBILES.firstCenter))),
  custid: await customerIdByMobile(database.db, DEMO_MOBILES.customer),
  mobileno: DEMO_MOBILES.customer,
};
const create = async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/ServiceRequest/AddNewServiceRequest',
    payload,
    headers: { cookie },
  });
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
};
for (let i = 0; i < 200; i += 1) await create(); // warm-up: JIT, statements, caches

prepares = 0;
await create();
const preparedPerCreate = prepares;
// Reset, not cleared: the statements prepared during the warm-up keep their entries.
for (const entry of bySql.values()) Object.assign(entry, { calls: 0, ms: 0 });

const session = process.env.PROF ? new Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
let cpu = process.cpuUsage();
for (let batch = 0; batch < N / 50; batch += 1) await Promise.all(Array.from({ length: 50 }, create));
const used = process.cpuUsage(cpu);
const createMs = (used.user + used.system) / 1000 / N;
if (session) {
  const { profile } = await session.post('Profiler.stop');
  fs.writeFileSync(process.env.PROF!, JSON.stringify(profile));
}
cpu = process.cpuUsage();
for (let i = 0; i < N; i += 1) await app.inject({ method: 'GET', url: '/api/health' });
const health = process.cpuUsage(cpu);
const healthMs = (health.user + health.system) / 1000 / N;

console.log(`SQLite statements prepared per create (after warm-up): ${preparedPerCreate}`);
console.log(
  `CPU per create ${createMs.toFixed(3)} ms, per health ${healthMs.toFixed(3)} ms, ratio ${(healthMs / createMs).toFixed(3)}`,
);
console.log('time in SQLite per create, by statement:');
for (const [text, e] of [...bySql].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15)) {
  console.log(`${((e.ms / N) * 1000).toFixed(0).padStart(6)} us  ${(e.calls / N).toFixed(2)}x  ${text}`);
}
await app.close();
await database.close();
