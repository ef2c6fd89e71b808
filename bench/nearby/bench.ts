/**
 * Nearby search at 100,000 centers: the indexed query against a full scan of every active center (the
 * baseline an index must beat), with the answers compared. Part of `npm run bench`; alone:
 * `npm run bench:nearby` (through run.ts). See bench/README.md.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { haversineKm } from '@fixo/shared';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { openDatabase } from '../../apps/server/src/platform/db.js';
import { prepareDatabase } from '../../apps/server/src/db/prepare.js';
import {
  NEARBY_DEFAULT_LIMIT,
  NEARBY_MAX_RADIUS_KM,
  nearbyForPoint,
} from '../../apps/server/src/modules/nearby/nearby.service.js';
import { insertSyntheticCenters } from '../../apps/server/src/modules/nearby/synthetic-centers.js';
import {
  QUICK,
  fixed,
  indianPoints,
  percentile,
  seededRandom,
  tempDir,
  type BenchRow,
} from '../support/lib.js';

const CENTERS = QUICK ? 5_000 : 100_000;
const DIRECT_SAMPLES = QUICK ? 200 : 2_000;
/** A full scan reads every row: a smaller sample keeps the run short and is plenty for a median. */
const SCAN_SAMPLES = QUICK ? 5 : 40;
const LIMIT = NEARBY_DEFAULT_LIMIT;

export async function nearbyScanBench(): Promise<BenchRow[]> {
  const dir = tempDir('scan');
  const config = loadConfig({ NODE_ENV: 'production', SQLITE_FILE: path.join(dir, 'scan.sqlite') });
  const handle = openDatabase(config.database);
  try {
    await prepareDatabase(handle, { ...config, seedDemo: false });
    const random = seededRandom(20261121);
    await insertSyntheticCenters(
      handle,
      indianPoints(CENTERS, random).map((p) => ({ ...p, active: true })),
    );
    handle.sqlite?.exec('analyze');
    const points = indianPoints(DIRECT_SAMPLES, random);
    for (const p of points.slice(0, 50)) await nearbyForPoint(handle, p, LIMIT); // warm-up
    const direct: number[] = [];
    for (const p of points) {
      const t0 = performance.now();
      await nearbyForPoint(handle, p, LIMIT);
      direct.push(performance.now() - t0);
    }
    const scan: number[] = [];
    let same = 0;
    for (const p of points.slice(0, SCAN_SAMPLES)) {
      const t0 = performance.now();
      const all = await handle.db
        .selectFrom('service_centers')
        .select(['id', 'lat', 'lng'])
        .where('is_active', '=', 1)
        .execute();
      const nearest = all
        .map((c) => ({ id: c.id, km: haversineKm(p, c) }))
        .filter((c) => c.km <= NEARBY_MAX_RADIUS_KM)
        .sort((a, b) => a.km - b.km || a.id - b.id)
        .slice(0, LIMIT);
      scan.push(performance.now() - t0);
      const indexed = await nearbyForPoint(handle, p, LIMIT);
      if (indexed.map((c) => c.servicecenterid).join() === nearest.map((c) => c.id).join()) same += 1;
    }
    const indexedMedian = percentile(direct, 50);
    const scanMedian = percentile(scan, 50);
    const n = CENTERS.toLocaleString('en-IN');
    return [
      {
        measure: `nearby query vs full scan, ${n} centers (medians)`,
        value: `${fixed(indexedMedian, 3)} ms vs ${fixed(scanMedian, 1)} ms: ${Math.round(scanMedian / indexedMedian)}x faster`,
        goal: '',
        pass: null,
      },
      {
        measure: `nearby query = full scan answer, ${n} centers`,
        value: `${same} / ${SCAN_SAMPLES} points`,
        goal: 'all',
        pass: same === SCAN_SAMPLES,
      },
    ];
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const row of await nearbyScanBench()) console.log(`${row.measure}: ${row.value}`);
}
