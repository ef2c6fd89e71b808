/**
 * Nearby search at 100,000 centers: indexed query vs full scan, and the endpoint vs a bare Fastify route.
 * Run through run.ts (see bench/README.md). Prints medians, p99s and the ratios between them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { haversineKm, type LatLng } from '@fixo/shared';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { nowIso, openDatabase } from '../../apps/server/src/platform/db.js';
import { prepareDatabase } from '../../apps/server/src/db/prepare.js';
import { loadPincodes } from '../../apps/server/src/db/seed/reference/reference-data.js';
import { geoCellOf } from '../../apps/server/src/modules/nearby/geo-cell.js';
import { NEARBY_DEFAULT_LIMIT, nearbyForPoint } from '../../apps/server/src/modules/nearby/nearby.service.js';

const CENTERS = 100_000;
const DIRECT_SAMPLES = 2_000;
/** A full scan reads every row: a smaller sample keeps the run short and is plenty for a median. */
const SCAN_SAMPLES = 40;
const LOAD_SECONDS = 10;
const CONNECTIONS = 50;
const LIMIT = NEARBY_DEFAULT_LIMIT;

// Deterministic runs: a small seeded PRNG (mulberry32).
let seed = 20261121;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}

const pins = loadPincodes();
/** A random point within about 10 km of a random PIN: follows where people (and garages) are. */
function randomIndianPoint(): LatLng {
  const pin = pins[Math.floor(random() * pins.length)]!;
  return { lat: pin.lat + (random() - 0.5) * 0.18, lng: pin.lng + (random() - 0.5) * 0.18 };
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}
function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p99: percentile(sorted, 99) };
}
const ms = (n: number) => `${n.toFixed(3)} ms`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

async function load(url: string, requests?: autocannon.Request[]) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    ...(requests ? { requests } : {}),
  });
  if (result.non2xx > 0) throw new Error(`load test of ${url}: ${result.non2xx} answers were not 2xx`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function main() {
  const started = performance.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixo-bench-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SQLITE_FILE: path.join(dir, 'bench.sqlite'),
    }),
    seedDemo: false,
  };
  const handle = openDatabase(config.database);
  const db = handle.db;
  try {
    await prepareDatabase(handle, config);

    // ---- 100,000 active centers near random PIN coordinates
    const city = await db.selectFrom('cities').select(['id', 'state_id']).executeTakeFirstOrThrow();
    const now = nowIso();
    const BATCH = 1000;
    console.error('creating the database and 100,000 centers ...');
    for (let from = 0; from < CENTERS; from += BATCH) {
      await db.transaction().execute(async (trx) => {
        const accounts = await trx
          .insertInto('accounts')
          .values(
            Array.from({ length: BATCH }, (_, i) => ({
              user_type: 'ServiceCenter' as const,
              mobile: String(6_000_000_000 + from + i),
              passcode_hash: 'bench',
              created_at: now,
            })),
          )
          .returning('id')
          .execute();
        await trx
          .insertInto('service_centers')
          .values(
            accounts.map(({ id }, i) => {
              const p = randomIndianPoint();
              return {
                account_id: id,
                name: `Bench Garage ${from + i}`,
                contact_person1: 'Bench',
                contact_person2: null,
                mobile: String(6_000_000_000 + from + i),
                mobile2: null,
                email: 'bench@example.in',
                address1: 'Bench Road',
                address2: null,
                city_id: city.id,
                state_id: city.state_id,
                country_id: 1,
                postal_code: null,
                lat: p.lat,
                lng: p.lng,
                geo_cell: geoCellOf(p.lat, p.lng),
                office_start: '09:00',
                office_end: '19:00',
                services_provided: 'General Repair',
                pickup: 0,
                gst_no: null,
                login_type: 'PassCode',
                rating: 4,
                is_active: 1,
                approved_at: now,
                approved_by: null,
                created_at: now,
                updated_at: now,
              };
            }),
          )
          .execute();
      });
    }
    await sql`analyze`.execute(db);
    console.error(`seeded ${CENTERS} centers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const seeded = performance.now();
    const plan = await sql<{
      detail: string;
    }>`explain query plan select id from service_centers where geo_cell in ('1:1','1:2') and is_active = 1`.execute(
      db,
    );

    // ---- (1) the query function, directly
    const points = Array.from({ length: DIRECT_SAMPLES }, randomIndianPoint);
    for (const p of points.slice(0, 50)) await nearbyForPoint(db, p, LIMIT); // warm-up
    const direct: number[] = [];
    let returned = 0;
    for (const p of points) {
      const t0 = performance.now();
      const list = await nearbyForPoint(db, p, LIMIT);
      direct.push(performance.now() - t0);
      returned += list.length;
    }

    console.error('direct queries done; full scans ...');
    // ---- (2) full-scan baseline: every active center read, distance computed for each
    const scan: number[] = [];
    let mismatches = 0;
    for (const p of points.slice(0, SCAN_SAMPLES)) {
      const t0 = performance.now();
      const all = await db
        .selectFrom('service_centers')
        .select(['id', 'lat', 'lng'])
        .where('is_active', '=', 1)
        .execute();
      const nearest = all
        .map((c) => ({ id: c.id, km: haversineKm(p, c) }))
        .sort((a, b) => a.km - b.km || a.id - b.id)
        .slice(0, LIMIT);
      scan.push(performance.now() - t0);
      const indexed = await nearbyForPoint(db, p, LIMIT);
      if (indexed.map((c) => c.servicecenterid).join() !== nearest.map((c) => c.id).join()) mismatches += 1;
    }

    console.error(`full scans done; ${LOAD_SECONDS} s load on the endpoint, then on a bare route ...`);
    // ---- (3) the endpoint under load vs a bare Fastify route, same run, same machine
    const app = await buildApp({ config, database: handle, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const appPort = (app.server.address() as { port: number }).port;
    const path0 = '/api/ServiceCenter/GetServiceCenterByLocalityOrPostalCodeOrLatLongForWeb';
    const requests: autocannon.Request[] = points.slice(0, 500).map((p) => ({
      method: 'GET',
      path: `${path0}?LOCATIONCOORDINATES=${encodeURIComponent(app.ctx.cipher.encrypt(`${p.lat},${p.lng}`))}&LIMIT=${LIMIT}`,
    }));
    const endpoint = await load(`http://127.0.0.1:${appPort}`, requests);
    await app.close();

    const bare = Fastify({ logger: false });
    bare.get('/bare', async () => ({ ok: true }));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const barePort = (bare.server.address() as { port: number }).port;
    const bareResult = await load(`http://127.0.0.1:${barePort}/bare`);
    await bare.close();

    const d = stats(direct);
    const s = stats(scan);
    const rows: Array<[string, string, string, string]> = [
      ['measure', 'median', 'p99', 'note'],
      [
        '(1) indexed nearby query (direct)',
        ms(d.median),
        ms(d.p99),
        `${DIRECT_SAMPLES} points, LIMIT ${LIMIT}, avg ${(returned / DIRECT_SAMPLES).toFixed(1)} found`,
      ],
      [
        '(2) full-scan baseline (direct)',
        ms(s.median),
        ms(s.p99),
        `${SCAN_SAMPLES} points, same answer: ${SCAN_SAMPLES - mismatches}/${SCAN_SAMPLES}`,
      ],
      [
        '    ratio scan / indexed',
        ratio(s.median, d.median),
        ratio(s.p99, d.p99),
        'how many times slower the scan is',
      ],
      [
        '(3) endpoint under load',
        `${endpoint.p50} ms`,
        `${endpoint.p99} ms`,
        `${Math.round(endpoint.rps)} req/s, ${CONNECTIONS} conn, ${LOAD_SECONDS} s, ${endpoint.errors} errors (${endpoint.timeouts} timeouts)`,
      ],
      [
        '    bare Fastify {ok:true}',
        `${bareResult.p50} ms`,
        `${bareResult.p99} ms`,
        `${Math.round(bareResult.rps)} req/s`,
      ],
      [
        '    ratio endpoint / bare (latency)',
        ratio(endpoint.p50 || 1, bareResult.p50 || 1),
        ratio(endpoint.p99 || 1, bareResult.p99 || 1),
        `throughput endpoint/bare ${(endpoint.rps / bareResult.rps).toFixed(3)}`,
      ],
    ];
    const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
    console.log(
      `\nNearby search, ${CENTERS.toLocaleString('en-IN')} active centers in SQLite (${os.cpus().length} CPUs, Node ${process.version})`,
    );
    console.log(`query plan: ${plan.rows.map((r) => r.detail).join(' / ')}`);
    console.log(`seeding took ${((seeded - started) / 1000).toFixed(1)} s\n`);
    for (const [i, row] of rows.entries()) {
      console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
      if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    }
    console.log(`\ntotal run ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (mismatches > 0) process.exitCode = 1;
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
