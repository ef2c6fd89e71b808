/**
 * Nearby query (the function behind the endpoint, offers included) called directly: median at 100,000 and at
 * 1,000,000 active centers in SQLite (an index, not a scan: the median must not grow with the table), checked
 * against a full scan on a sample of points; and PostgreSQL's GiST KNN at 100,000 (same centers, same points)
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { haversineKm, type LatLng } from '@fixo/shared';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/platform/db.js';
import { prepareDatabase } from '../apps/server/src/db/prepare.js';
import {
  NEARBY_DEFAULT_LIMIT,
  NEARBY_MAX_RADIUS_KM,
  nearbyForPoint,
} from '../apps/server/src/modules/nearby/nearby.service.js';
import { insertSyntheticCenters } from '../apps/server/src/modules/nearby/synthetic-centers.js';
import {
  QUICK,
  fixed,
  indianPoints,
  percentile,
  seededRandom,
  tempDir,
  type BenchRow,
} from './support/lib.js';

const SMALL = QUICK ? 2_000 : 100_000;
const LARGE = QUICK ? 20_000 : 1_000_000;
const SAMPLES = QUICK ? 200 : 3_000;
const CHECKED = QUICK ? 10 : 40;
const LIMIT = NEARBY_DEFAULT_LIMIT;
const count = (n: number) => n.toLocaleString('en-IN');

async function medianMs(handle: DatabaseHandle, points: LatLng[]): Promise<{ median: number; p99: number }> {
  for (const p of points.slice(0, Math.min(200, points.length))) await nearbyForPoint(handle, p, LIMIT); // warm-up
  const times: number[] = [];
  for (const p of points) {
    const started = performance.now();
    await nearbyForPoint(handle, p, LIMIT);
    times.push(performance.now() - started);
  }
  return { median: percentile(times, 50), p99: percentile(times, 99) };
}

/** How many of `points` get exactly the centers (and order) a full scan gives. */
async function sameAsFullScan(handle: DatabaseHandle, points: LatLng[]): Promise<number> {
  const all = await handle.db
    .selectFrom('service_centers')
    .select(['id', 'lat', 'lng'])
    .where('is_active', '=', 1)
    .execute();
  let same = 0;
  for (const p of points) {
    const expected = all
      .map((c) => ({ id: c.id, km: haversineKm(p, c) }))
      .filter((c) => c.km <= NEARBY_MAX_RADIUS_KM)
      .sort((a, b) => a.km - b.km || a.id - b.id)
      .slice(0, LIMIT)
      .map((c) => c.id)
      .join();
    const indexed = (await nearbyForPoint(handle, p, LIMIT)).map((c) => c.servicecenterid).join();
    if (indexed === expected) same += 1;
  }
  return same;
}

export async function nearbyScaleBench(): Promise<BenchRow[]> {
  const random = seededRandom(20261123);
  const centers = indianPoints(LARGE, random).map((p) => ({ ...p, active: true }));
  const points = indianPoints(SAMPLES, seededRandom(99));
  const rows: BenchRow[] = [];

  const dir = tempDir('scale');
  const config = loadConfig({ NODE_ENV: 'production', SQLITE_FILE: path.join(dir, 'scale.sqlite') });
  let sqlite = openDatabase(config.database);
  let smallSqlite: { median: number; p99: number };
  try {
    await prepareDatabase(sqlite, { ...config, seedDemo: false });
    let started = performance.now();
    await insertSyntheticCenters(sqlite, centers.slice(0, SMALL));
    sqlite.sqlite?.exec('analyze');
    const smallBuild = (performance.now() - started) / 1000;
    smallSqlite = await medianMs(sqlite, points);
    const smallSame = await sameAsFullScan(sqlite, points.slice(0, CHECKED));

    started = performance.now();
    await insertSyntheticCenters(sqlite, centers.slice(SMALL), 7_000_000_000);
    sqlite.sqlite?.exec('analyze');
    const largeBuild = (performance.now() - started) / 1000;
    // A fresh connection, as after a restart: the search re-reads the table size it steers its first radius by.
    await sqlite.close();
    sqlite = openDatabase(config.database);
    const large = await medianMs(sqlite, points);
    const largeSame = await sameAsFullScan(sqlite, points.slice(0, CHECKED));

    const ratio = large.median / smallSqlite.median;
    rows.push(
      {
        measure: `SQLite nearby query, ${count(SMALL)} centers (median / p99)`,
        value: `${fixed(smallSqlite.median, 3)} / ${fixed(smallSqlite.p99, 3)} ms; built in ${fixed(smallBuild, 1)} s`,
        goal: '',
        pass: null,
      },
      {
        measure: `SQLite nearby query, ${count(LARGE)} centers (median / p99)`,
        value: `${fixed(large.median, 3)} / ${fixed(large.p99, 3)} ms; ${count(LARGE - SMALL)} more built in ${fixed(largeBuild, 1)} s`,
        goal: '',
        pass: null,
      },
      {
        measure: `median at ${count(LARGE)} / median at ${count(SMALL)}`,
        value: fixed(ratio),
        goal: '<= 2',
        pass: ratio <= 2,
      },
      {
        measure: 'same answer as a full scan (sampled points)',
        value: `${smallSame + largeSame} / ${2 * CHECKED}`,
        goal: 'all',
        pass: smallSame + largeSame === 2 * CHECKED,
      },
    );
  } finally {
    await sqlite.close();
  }

  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    rows.push({
      measure: `PostgreSQL KNN / SQLite, ${count(SMALL)} centers`,
      value: 'skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL',
      goal: '<= 2',
      pass: null,
    });
    return rows;
  }
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const postgres = openDatabase({ kind: 'postgres', url: pgUrl, schema });
  try {
    await prepareDatabase(postgres, { ...config, seedDemo: false });
    const started = performance.now();
    await insertSyntheticCenters(postgres, centers.slice(0, SMALL));
    await postgres.pgPool?.query('analyze service_centers');
    const build = (performance.now() - started) / 1000;
    const pgTimes = await medianMs(postgres, points);
    const same = await sameAsFullScan(postgres, points.slice(0, CHECKED));
    const ratio = pgTimes.median / smallSqlite.median;
    rows.push(
      {
        measure: `PostgreSQL nearby query, ${count(SMALL)} centers (median / p99)`,
        value: `${fixed(pgTimes.median, 3)} / ${fixed(pgTimes.p99, 3)} ms; built in ${fixed(build, 1)} s; full-scan check ${same}/${CHECKED}`,
        goal: '',
        pass: same === CHECKED ? null : false,
      },
      {
        measure: `PostgreSQL KNN / SQLite, ${count(SMALL)} centers (medians)`,
        value: fixed(ratio),
        goal: '<= 2',
        pass: ratio <= 2,
      },
    );
  } finally {
    await postgres.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
  return rows;
}
