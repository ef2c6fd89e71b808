/**
 * Nearby endpoint throughput relative to the app's own /api/health, on the demo data and at 100,000 centers.
 * Both routes are measured on the same server process in the same run: health, nearby, health again (the
 * ratio uses the mean of the two health runs, so drift of a shared machine cancels out).
 */
import path from 'node:path';
import type autocannon from 'autocannon';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { createCipher } from '../apps/server/src/platform/crypto.js';
import { openDatabase } from '../apps/server/src/platform/db.js';
import { prepareDatabase } from '../apps/server/src/db/prepare.js';
import { insertSyntheticCenters } from '../apps/server/src/modules/nearby/synthetic-centers.js';
import {
  BENCH_ENCRYPTION_KEY,
  QUICK,
  fixed,
  indianPoints,
  load,
  seededRandom,
  startServer,
  tempDir,
  type BenchRow,
} from './support/lib.js';

const NEARBY_PATH = '/api/ServiceCenter/GetServiceCenterByLocalityOrPostalCodeOrLatLongForWeb';
/** What the request screen asks first (Show 5/10/15: 15 covers all three without a second call). */
const SCREEN_LIMIT = 15;

/** A SQLite file with reference data, the demo accounts and `extraCenters` synthetic centers. */
export async function buildSqliteFile(dir: string, extraCenters: number): Promise<string> {
  const file = path.join(dir, 'bench.sqlite');
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SQLITE_FILE: file });
  const handle = openDatabase(config.database);
  try {
    await prepareDatabase(handle, { ...config, seedDemo: true });
    if (extraCenters > 0) {
      const random = seededRandom(20261123);
      const points = indianPoints(extraCenters, random);
      await insertSyntheticCenters(
        handle,
        points.map((p) => ({ ...p, active: true })),
      );
      handle.sqlite?.exec('analyze');
    }
  } finally {
    await handle.close();
  }
  return file;
}

export function nearbyRequests(count: number, limit = SCREEN_LIMIT): autocannon.Request[] {
  const cipher = createCipher(Buffer.from(BENCH_ENCRYPTION_KEY, 'hex'));
  const random = seededRandom(7);
  return indianPoints(count, random).map((p) => ({
    method: 'GET',
    path: `${NEARBY_PATH}?LOCATIONCOORDINATES=${encodeURIComponent(cipher.encrypt(`${p.lat},${p.lng}`))}&LIMIT=${limit}`,
  }));
}

async function measure(label: string, file: string, goal: number): Promise<BenchRow[]> {
  const server = await startServer({ SQLITE_FILE: file, SEED_DEMO: 'true' });
  try {
    const requests = nearbyRequests(500);
    await load(server.url, { requests, seconds: 1 }); // warm-up: JIT, statements, page cache
    const health1 = await load(`${server.url}/api/health`);
    const nearby = await load(server.url, { requests });
    const health2 = await load(`${server.url}/api/health`);
    const healthRps = (health1.rps + health2.rps) / 2;
    const ratio = nearby.rps / healthRps;
    const failures = nearby.non2xx + nearby.errors;
    return [
      {
        measure: `nearby/health throughput, ${label}`,
        value: `${fixed(ratio)} (${Math.round(nearby.rps)} / ${Math.round(healthRps)} req/s, p99 ${nearby.p99} ms${failures ? `, ${failures} failed` : ''})`,
        goal: `>= ${goal}`,
        pass: ratio >= goal && failures === 0,
      },
    ];
  } finally {
    await server.close();
  }
}

export async function nearbyThroughputBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const demoDir = tempDir('demo');
  rows.push(...(await measure('demo data', await buildSqliteFile(demoDir, 0), 0.5)));
  const bigCount = QUICK ? 2_000 : 100_000;
  const bigDir = tempDir('100k');
  rows.push(
    ...(await measure(
      `${bigCount.toLocaleString('en-IN')} centers`,
      await buildSqliteFile(bigDir, bigCount),
      0.4,
    )),
  );
  return rows;
}
