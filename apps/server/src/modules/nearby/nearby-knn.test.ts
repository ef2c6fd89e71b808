import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { haversineKm, type LatLng } from '@fixo/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { NEARBY_MAX_RADIUS_KM, nearbyForPoint } from './nearby.service.js';
import { insertSyntheticCenters, type SyntheticCenter } from './synthetic-centers.js';

let t: TestApp;
let ids: number[] = [];

// Deterministic data: a small seeded PRNG (mulberry32).
let seed = 20261123;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}
const around = (p: LatLng, spreadDeg: number): LatLng => ({
  lat: p.lat + (random() - 0.5) * spreadDeg,
  lng: p.lng + (random() - 0.5) * spreadDeg,
});

const MUMBAI = { lat: 19.076, lng: 72.8777 };
const CHENNAI = { lat: 13.0827, lng: 80.2707 };
const BENGALURU = { lat: 12.9716, lng: 77.5946 };
const LEH = { lat: 34.1526, lng: 77.5771 };

/** Dense cities, centers only on the land side of two coasts, a sparse spread over India, and exact duplicates. */
function syntheticCenters(): SyntheticCenter[] {
  const centers: SyntheticCenter[] = [];
  const add = (p: LatLng) => centers.push({ ...p, active: random() > 0.1 });
  for (let i = 0; i < 250; i += 1) add(around(BENGALURU, 0.6));
  // Mumbai: the sea is west of about 72.8 E; Chennai: east of about 80.3 E.
  for (let i = 0; i < 150; i += 1) {
    const p = around(MUMBAI, 0.8);
    add({ lat: p.lat, lng: Math.max(p.lng, 72.82 + random() * 0.02) });
  }
  for (let i = 0; i < 100; i += 1) {
    const p = around(CHENNAI, 0.8);
    add({ lat: p.lat, lng: Math.min(p.lng, 80.29 - random() * 0.02) });
  }
  for (let i = 0; i < 80; i += 1) add({ lat: 8 + random() * 27, lng: 68 + random() * 29 });
  for (let i = 0; i < 3; i += 1) add(around(LEH, 0.3));
  for (let i = 0; i < 6; i += 1) add({ lat: 12.9716, lng: 77.5946 }); // ties: equal distance, order by id
  return centers;
}

/** The reference: every active center read, exact distance, nearest first, ties by id. */
async function fullScan(point: LatLng, limit: number) {
  const all = await t.app.ctx.db
    .selectFrom('service_centers')
    .select(['id', 'lat', 'lng'])
    .where('is_active', '=', 1)
    .execute();
  return all
    .map((c) => ({ id: c.id, km: haversineKm(point, c) }))
    .filter((c) => c.km <= NEARBY_MAX_RADIUS_KM)
    .sort((a, b) => a.km - b.km || a.id - b.id)
    .slice(0, limit);
}

const pointNear = (p: LatLng, spread: number) =>
  fc.record({
    lat: fc.double({ min: p.lat - spread, max: p.lat + spread, noNaN: true }),
    lng: fc.double({ min: p.lng - spread, max: p.lng + spread, noNaN: true }),
  });
const queryPoint = fc.oneof(
  pointNear(BENGALURU, 0.5),
  pointNear(MUMBAI, 1),
  pointNear(CHENNAI, 1),
  // the Arabian Sea and the Bay of Bengal, off the coasts
  fc.record({
    lat: fc.double({ min: 17, max: 21, noNaN: true }),
    lng: fc.double({ min: 68, max: 72.8, noNaN: true }),
  }),
  fc.record({
    lat: fc.double({ min: 10, max: 16, noNaN: true }),
    lng: fc.double({ min: 80.3, max: 86, noNaN: true }),
  }),
  pointNear(LEH, 3),
  // anywhere from Sri Lanka to Tibet, including places with nothing within 500 km
  fc.record({
    lat: fc.double({ min: 2, max: 40, noNaN: true }),
    lng: fc.double({ min: 60, max: 100, noNaN: true }),
  }),
);

async function expectSameAsFullScan(runs: number) {
  await fc.assert(
    fc.asyncProperty(queryPoint, fc.integer({ min: 1, max: 60 }), async (point, limit) => {
      const indexed = await nearbyForPoint(t.app.ctx.database, point, limit);
      const expected = await fullScan(point, limit);
      expect(indexed.map((c) => c.servicecenterid)).toEqual(expected.map((c) => c.id));
    }),
    { numRuns: runs },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertSyntheticCenters(t.app.ctx.database, syntheticCenters());
}, 60_000);
afterAll(async () => t.close());

describe('nearest-neighbour search', () => {
  it('gives the same centers in the same order as a full scan, anywhere', async () => {
    await expectSameAsFullScan(150);
  }, 60_000);

  it('stays right after centers move, are deactivated and approved again (the index follows every write)', async () => {
    const db = t.app.ctx.db;
    for (let i = 0; i < 60; i += 1) {
      const id = ids[Math.floor(random() * ids.length)]!;
      const change = random();
      if (change < 0.4) {
        await db.updateTable('service_centers').set(around(BENGALURU, 2)).where('id', '=', id).execute();
      } else {
        await db
          .updateTable('service_centers')
          .set({ is_active: change < 0.7 ? 0 : 1 })
          .where('id', '=', id)
          .execute();
      }
    }
    await expectSameAsFullScan(100);
  }, 60_000);

  it('orders centers closer together than the tree stores positions (under a metre apart), also inside a transaction', async () => {
    // The tree keeps 32-bit boxes: near Pune about 0.2 m of latitude and 0.8 m of longitude each. These centers lie
    // within those, so only their exact positions order them.
    const PUNE = { lat: 18.5204, lng: 73.8567 };
    await insertSyntheticCenters(
      t.app.ctx.database,
      Array.from({ length: 40 }, () => ({ ...around(PUNE, 0.000004), active: true })),
      6_100_000_000,
    );
    const nearPune = fc.oneof(pointNear(PUNE, 0.00002), pointNear(PUNE, 0.05));
    const sameAsFullScan = () =>
      fc.assert(
        fc.asyncProperty(nearPune, fc.integer({ min: 1, max: 45 }), async (point, limit) => {
          const indexed = await nearbyForPoint(t.app.ctx.database, point, limit);
          const expected = await fullScan(point, limit);
          expect(indexed.map((c) => c.servicecenterid)).toEqual(expected.map((c) => c.id));
        }),
        { numRuns: 60 },
      );
    await sameAsFullScan();
    const sqlite = t.app.ctx.database.sqlite;
    if (!sqlite) return;
    // Inside a transaction of the connection the search reads exact positions from the tree, not from memory.
    sqlite.exec('begin');
    try {
      await sameAsFullScan();
    } finally {
      sqlite.exec('rollback');
    }
  }, 60_000);

  it('finds a center moved to an empty place and forgets it at its old place', async () => {
    const id = ids[0]!;
    const nowhere = { lat: 24.5, lng: 70.1 }; // the Rann of Kutch
    await t.app.ctx.db
      .updateTable('service_centers')
      .set({ ...nowhere, is_active: 1 })
      .where('id', '=', id)
      .execute();
    const [first] = await nearbyForPoint(t.app.ctx.database, nowhere, 1);
    expect(first?.servicecenterid).toBe(id);
    expect(first?.distancekm).toBe(0);
    await t.app.ctx.db.updateTable('service_centers').set({ is_active: 0 }).where('id', '=', id).execute();
    const after = await nearbyForPoint(t.app.ctx.database, nowhere, 1);
    expect(after[0]?.servicecenterid).not.toBe(id);
  });
});
