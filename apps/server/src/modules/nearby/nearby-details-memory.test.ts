import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createNearbyService, nearbyForPoint } from './nearby.service.js';

// The SQLite search keeps centers' details and offers in memory (nearby.service.ts, createSqliteDetailsMemory):
// every write to service_centers or offers, from this connection or another process, must show at once.
const sqliteOnly = process.env.FIXO_TEST_ENGINE !== 'postgres';
const KORAMANGALA = { lat: 12.9352, lng: 77.6245 };

let t: TestApp;
let dir: string;
beforeAll(async () => {
  if (!sqliteOnly) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixo-nearby-memory-'));
  t = await createTestApp({ database: { kind: 'sqlite', file: path.join(dir, 'fixo.sqlite') } });
});
afterAll(async () => {
  if (!sqliteOnly) return;
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const first = async () => (await nearbyForPoint(t.app.ctx.database, KORAMANGALA, 4))[0]!;

describe.runIf(sqliteOnly)('nearby details in memory (SQLite)', () => {
  it('shows a write of another process at once: a renamed center, a new offer, then none', async () => {
    const before = await first();
    expect(before.servicecentername).toBe('Sri Lakshmi Auto Works');
    const other = new SqliteDatabase(path.join(dir, 'fixo.sqlite'));
    try {
      other.pragma('busy_timeout = 5000');
      other
        .prepare('update service_centers set name = ? where id = ?')
        .run('Renamed Works', before.servicecenterid);
      expect((await first()).servicecentername).toBe('Renamed Works');
      other
        .prepare('update offers set is_active = 0, is_primary = 0 where service_center_id = ?')
        .run(before.servicecenterid);
      expect(await first()).toMatchObject({ isofferavailable: false, primaryoffer: '' });
      other
        .prepare(
          `insert into offers (service_center_id, discount_percentage, custom_offer, discount_amount, offer_code,
             start_date, end_date, valid_till, remarks, record_by, created_at, updated_at, is_active, is_primary)
           values (?, '10', 'Free wash', '0', 'WASH', '2000-01-01T00:00:00', '2999-01-01T00:00:00', null, '', 1,
             '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', 1, 1)`,
        )
        .run(before.servicecenterid);
      expect(await first()).toMatchObject({ isofferavailable: true, primaryoffer: 'Free wash' });
    } finally {
      other.close();
    }
  });

  it('decides per request whether a remembered offer is in force', async () => {
    const center = await first();
    expect(center.isofferavailable).toBe(true);
    const later = await nearbyForPoint(t.app.ctx.database, KORAMANGALA, 4, new Date('3000-01-01T00:00:00Z'));
    expect(later[0]).toMatchObject({ servicecenterid: center.servicecenterid, isofferavailable: false });
  });

  it('never remembers what a transaction in progress wrote: after its rollback the committed row shows', async () => {
    const sqlite = t.app.ctx.database.sqlite!;
    const committed = (await first()).servicecentername;
    sqlite.exec('begin');
    try {
      sqlite.prepare('update service_centers set name = ? where name = ?').run('Uncommitted', committed);
      // Read on the same connection inside the transaction, as before the memory: the uncommitted row.
      expect((await first()).servicecentername).toBe('Uncommitted');
    } finally {
      sqlite.exec('rollback');
    }
    expect((await first()).servicecentername).toBe(committed);
  });

  it('writes exactly JSON.stringify of the answer as JSON text, also for names with quotes and the field names', async () => {
    const sqlite = t.app.ctx.database.sqlite!;
    sqlite
      .prepare(
        'update service_centers set name = ?, address1 = ? where id = (select min(id) from service_centers)',
      )
      .run('Quote " and ,"isofferavailable":true, \\ नमस्ते', 'Road\n"x"');
    const service = createNearbyService(t.app.ctx);
    const points = [
      KORAMANGALA,
      { lat: 12.97, lng: 77.59 },
      { lat: 19.07, lng: 72.87 },
      { lat: 28.6, lng: 77.2 },
    ];
    for (const point of points) {
      for (const limit of [1, 4, 15, 200]) {
        for (const at of [new Date(), new Date('2000-01-01T00:00:00Z'), new Date('3000-01-01T00:00:00Z')]) {
          const json = await service.nearbyJsonForPoint(point, limit, at);
          expect(json).toBe(JSON.stringify(await service.nearbyForPoint(point, limit, at)));
        }
      }
    }
    const enc = (value: string) => encodeURIComponent(t.app.ctx.cipher.encrypt(value));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/ServiceCenter/GetServiceCenterByLocalityOrPostalCodeOrLatLongForWeb?LOCATIONCOORDINATES=${enc('12.9352,77.6245')}&LIMIT=15`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(JSON.stringify(await service.nearbyForPoint(KORAMANGALA, 15)));
    expect(response.body).toContain('Quote \\" and ,\\"isofferavailable\\":true');
  });
});
