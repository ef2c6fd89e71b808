/**
 * The create path in one process, counted rather than timed against the clock (a shared machine moves wall
 * times by 2-5x, CPU time far less): SQLite statements prepared per create, CPU milliseconds per create (50 in
 * parallel, through fastify inject, the notification worker running) and per /api/health, and the time each
 * SQL text spends in SQLite. PROF=<file.cpuprofile> profiles the parallel phase only.
 *   node --conditions=source --import tsx bench/create-cpu.ts        (N=1000 creates by default)
 */
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db.js';
import { prepareDatabase } from '../apps/server/src/db/prepare.js';
import { DEMO_MOBILES } from '../apps/server/src/db/seed/demo-seed.js';
import {
  centerIdByMobile,
  validRequestPayload,
} from '../apps/server/src/modules/service-requests/service-requests.fixtures.js';
import { signedInCustomers } from './support/customers.js';
import { BENCH_ENCRYPTION_KEY, tempDir } from './support/lib.js';
import { countStatements, cpuPerCall, cpuPerSerialCall, printStatementTimes } from './support/cpu.js';

const N = Number(process.env.N ?? 1000);
const config = {
  ...loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ENCRYPTION_KEY: BENCH_ENCRYPTION_KEY,
    SQLITE_FILE: path.join(tempDir('create-cpu'), 'bench.sqlite'),
  }),
  seedDemo: true,
};
const database = openDatabase(config.database);
// Counted from the start: statements prepared while the app starts (BEGIN, COMMIT, the group commit's savepoints)
// are cached and reused by the creates, and their time belongs to them.
const counts = countStatements(database.sqlite!);
const { geocoder } = await prepareDatabase(database, config);
const app = await buildApp({ config, database, geocoder, logger: false });
await app.ready();

const base = await validRequestPayload(
  database.db,
  await centerIdByMobile(database.db, DEMO_MOBILES.firstCenter),
);
// Under the real per-customer limits (20 an hour): a customer per 10 creates, as in requests.ts.
const customers = (await signedInCustomers(database, Math.ceil((N + 201) / 10), '95')).map((customer) => ({
  cookie: customer.cookie,
  payload: { ...base, custid: customer.customerId, mobileno: customer.mobile },
}));
let next = 0;
const create = async () => {
  const { cookie, payload } = customers[(next += 1) % customers.length]!;
  const response = await app.inject({
    method: 'POST',
    url: '/api/ServiceRequest/AddNewServiceRequest',
    payload,
    headers: { cookie },
  });
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
};
for (let i = 0; i < 200; i += 1) await create(); // warm-up: JIT, statements, caches

counts.reset();
await create();
const preparedPerCreate = counts.prepares;
// Reset, not cleared: the statements prepared during the warm-up keep their entries.
counts.reset();

const createMs = await cpuPerCall(N, create, process.env.PROF);
const healthMs = await cpuPerSerialCall(N, () => app.inject({ method: 'GET', url: '/api/health' }));

console.log(`SQLite statements prepared per create (after warm-up): ${preparedPerCreate}`);
console.log(
  `CPU per create ${createMs.toFixed(3)} ms, per health ${healthMs.toFixed(3)} ms, ratio ${(healthMs / createMs).toFixed(3)}`,
);
printStatementTimes(counts, N, 'create');
await app.close();
await database.close();
