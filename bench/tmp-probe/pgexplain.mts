import pg from 'pg';
import { loadConfig } from '/work/wt-perf/apps/server/src/platform/config.ts';
import { openDatabase } from '/work/wt-perf/apps/server/src/platform/db.ts';
import { prepareDatabase } from '/work/wt-perf/apps/server/src/db/prepare.ts';
import { createOfflinePinGeocoder } from '/work/wt-perf/apps/server/src/modules/location/location.service.ts';
import { insertSyntheticCenters } from '/work/wt-perf/apps/server/src/modules/nearby/synthetic-centers.ts';
import {
  nearbyForPoint,
  POSTGRES_NEARBY_SQL,
} from '/work/wt-perf/apps/server/src/modules/nearby/nearby.service.ts';
import { indianPoints, seededRandom, percentile } from '/work/wt-perf/bench/support/lib.ts';
const url = 'postgres://postgres@127.0.0.1:5432/test';
const schema = 'perfprobe';
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const exists = (
  await admin.query(`select 1 from information_schema.schemata where schema_name = $1`, [schema])
).rowCount;
const h = openDatabase({ kind: 'postgres', url, schema });
if (!exists) {
  await admin.query(`create schema ${schema}`);
  await prepareDatabase(h, { seedDemo: false, enableOtpDefault: false } as any, createOfflinePinGeocoder());
  await insertSyntheticCenters(
    h,
    indianPoints(100000, seededRandom(20261123)).map((p) => ({ ...p, active: true })),
  );
  await h.pgPool!.query('analyze');
}
const pts = indianPoints(1000, seededRandom(99));
for (const p of pts.slice(0, 100)) await nearbyForPoint(h, p, 15);
const t: number[] = [];
for (const p of pts) {
  const s = performance.now();
  await nearbyForPoint(h, p, 15);
  t.push(performance.now() - s);
}
console.log('pg median', percentile(t, 50).toFixed(3), 'p90', percentile(t, 90).toFixed(3));
const t2: number[] = [];
for (const p of pts) {
  const s = performance.now();
  await h.pgPool!.query({ name: 'x', text: 'select 1' });
  t2.push(performance.now() - s);
}
console.log('select 1 median', percentile(t2, 50).toFixed(3));
const c = await h.pgPool!.connect();
await c.query(`set search_path = ${schema}`);
const p = pts[5]!;
const q = `explain (analyze, buffers) with knn as (select lat, lng from service_centers where is_active = 1 order by point(lng, lat) <-> point(${p.lng}, ${p.lat}) limit 15) select * from knn`;
console.log((await c.query(q)).rows.map((r) => r['QUERY PLAN']).join('\n'));
const ex = await c.query('explain (analyze, buffers) ' + POSTGRES_NEARBY_SQL, [
  p.lat,
  p.lng,
  15,
  '2026-11-23T10:00:00',
]);
console.log(ex.rows.map((r) => r['QUERY PLAN']).join('\n'));
c.release();
await h.close();
await admin.end();
