/**
 * The nearby search in one process, counted rather than timed against the clock (a shared machine moves wall
 * times by 2-5x, CPU time far less): CPU milliseconds per nearby request (through fastify inject, 50 in parallel,
 * distinct encrypted positions as the screen sends them) and per /api/health, the time each SQL text spends in
 * SQLite, and the time the response serializer takes. PROF=<file.cpuprofile> profiles the nearby phase only.
 *   node --conditions=source --import tsx bench/nearby-cpu.ts     (CENTERS=100000, N=5000 requests by default)
 * The SQLite file is kept in the temp directory per center count and reused by the next run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db.js';
import { prepareDatabase } from '../apps/server/src/db/prepare.js';
import { BENCH_ENCRYPTION_KEY } from './support/lib.js';
import { countStatements, cpuPerCall, cpuPerSerialCall, printStatementTimes } from './support/cpu.js';
import { buildSqliteFile, nearbyRequests } from './nearby-throughput.js';

const N = Number(process.env.N ?? 5000);
const CENTERS = Number(process.env.CENTERS ?? 100_000);
const cached = path.join(os.tmpdir(), `fixo-nearby-cpu-${CENTERS}.sqlite`);
if (!fs.existsSync(cached)) {
  const built = await buildSqliteFile(fs.mkdtempSync(path.join(os.tmpdir(), 'fixo-nearby-cpu-')), CENTERS);
  fs.copyFileSync(built, cached);
}
const config = {
  ...loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ENCRYPTION_KEY: BENCH_ENCRYPTION_KEY,
    SQLITE_FILE: cached,
  }),
  seedDemo: true,
};
const database = openDatabase(config.database);
const { geocoder } = await prepareDatabase(database, config);

// Before buildApp: the nearby statements are prepared when the route is registered.
const counts = countStatements(database.sqlite!);

const app = await buildApp({ config, database, geocoder, logger: false });
await app.ready();

const paths = nearbyRequests(2000).map((r) => r.path!);
let next = 0;
let bytes = 0;
const nearby = async () => {
  const response = await app.inject({ method: 'GET', url: paths[next++ % paths.length]! });
  if (response.statusCode !== 200) throw new Error(`nearby: ${response.statusCode} ${response.body}`);
  bytes += response.body.length;
};
for (let i = 0; i < 2000; i += 1) await nearby(); // warm-up: JIT, statements, decrypted positions
counts.reset();
bytes = 0;

const nearbyMs = await cpuPerCall(N, nearby, process.env.PROF);
const healthMs = await cpuPerSerialCall(N, () => app.inject({ method: 'GET', url: '/api/health' }));

console.log(`${CENTERS} centers, ${N} nearby requests, ${Math.round(bytes / N)} bytes per answer`);
console.log(
  `CPU per nearby ${nearbyMs.toFixed(3)} ms, per health ${healthMs.toFixed(3)} ms, ratio ${(healthMs / nearbyMs).toFixed(3)}`,
);
printStatementTimes(counts, N, 'nearby', 6);
await app.close();
await database.close();
