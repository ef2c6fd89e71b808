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
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import type SqliteDatabase from 'better-sqlite3';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db.js';
import { prepareDatabase } from '../apps/server/src/db/prepare.js';
import { BENCH_ENCRYPTION_KEY } from './support/lib.js';
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

/** Every statement SQLite prepares from here on (the nearby ones at route registration), and its time. */
const bySql = new Map<string, { calls: number; ms: number }>();
const sqlite = database.sqlite!;
const prepare = sqlite.prepare.bind(sqlite);
(sqlite as { prepare: (text: string) => SqliteDatabase.Statement }).prepare = (text: string) => {
  const statement = prepare(text);
  const key = text.replace(/\s+/g, ' ').slice(0, 90);
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
for (const entry of bySql.values()) Object.assign(entry, { calls: 0, ms: 0 });
bytes = 0;

const session = process.env.PROF ? new Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
let cpu = process.cpuUsage();
for (let batch = 0; batch < N / 50; batch += 1) await Promise.all(Array.from({ length: 50 }, nearby));
const used = process.cpuUsage(cpu);
const nearbyMs = (used.user + used.system) / 1000 / N;
if (session) {
  const { profile } = await session.post('Profiler.stop');
  fs.writeFileSync(process.env.PROF!, JSON.stringify(profile));
}
cpu = process.cpuUsage();
for (let i = 0; i < N; i += 1) await app.inject({ method: 'GET', url: '/api/health' });
const health = process.cpuUsage(cpu);
const healthMs = (health.user + health.system) / 1000 / N;

console.log(`${CENTERS} centers, ${N} nearby requests, ${Math.round(bytes / N)} bytes per answer`);
console.log(
  `CPU per nearby ${nearbyMs.toFixed(3)} ms, per health ${healthMs.toFixed(3)} ms, ratio ${(healthMs / nearbyMs).toFixed(3)}`,
);
let sqliteMs = 0;
for (const e of bySql.values()) sqliteMs += e.ms;
console.log(`time in SQLite per nearby: ${((sqliteMs / N) * 1000).toFixed(0)} us, by statement:`);
for (const [text, e] of [...bySql].sort((a, b) => b[1].ms - a[1].ms).slice(0, 6)) {
  if (e.calls === 0) continue;
  console.log(`${((e.ms / N) * 1000).toFixed(0).padStart(6)} us  ${(e.calls / N).toFixed(2)}x  ${text}`);
}
await app.close();
await database.close();
