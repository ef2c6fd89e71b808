import type { LatLng } from '@fixo/shared';
import { nowIso, type DatabaseHandle } from '../../platform/db.js';
import { geoCellOf } from './geo-cell.js';

export interface SyntheticCenter extends LatLng {
  active: boolean;
}

/** Rows per transaction: large enough that commits do not dominate, small enough for PostgreSQL's 65,535 parameters. */
const SQLITE_BATCH = 20_000;
const POSTGRES_BATCH = 2_000;

/**
 * Bulk-inserts service centers (and their accounts) at the given positions, for the nearest-neighbour property
 * test and the benchmarks (1,000,000 centers in SQLite within a couple of minutes on 2 cores: raw prepared
 * statements in large transactions). Mobiles are `firstMobile + index`. Returns the new center ids in order.
 */
export async function insertSyntheticCenters(
  database: DatabaseHandle,
  centers: SyntheticCenter[],
  firstMobile = 6_000_000_000,
): Promise<number[]> {
  const city = await database.db
    .selectFrom('cities')
    .select(['id', 'state_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const now = nowIso();
  const ids: number[] = [];
  const sqlite = database.sqlite;
  if (sqlite) {
    const account = sqlite.prepare(
      `insert into accounts (user_type, mobile, passcode_hash, created_at) values ('ServiceCenter', ?, 'synthetic', ?)`,
    );
    const center = sqlite.prepare(
      `insert into service_centers (account_id, name, contact_person1, mobile, email, address1, city_id, state_id,
         country_id, lat, lng, geo_cell, office_start, office_end, services_provided, pickup, login_type, rating,
         is_active, approved_at, created_at, updated_at)
       values (?, ?, 'Synthetic', ?, 'synthetic@example.in', 'Synthetic Road', ?, ?, 1, ?, ?, ?, '09:00', '19:00',
         'General Repair', 0, 'PassCode', 4, ?, ?, ?, ?)`,
    );
    const insertBatch = sqlite.transaction((from: number, to: number) => {
      for (let i = from; i < to; i += 1) {
        const c = centers[i]!;
        const mobile = String(firstMobile + i);
        const accountId = Number(account.run(mobile, now).lastInsertRowid);
        const result = center.run(
          accountId,
          `Synthetic Garage ${i}`,
          mobile,
          city.id,
          city.state_id,
          c.lat,
          c.lng,
          geoCellOf(c.lat, c.lng),
          c.active ? 1 : 0,
          c.active ? now : null,
          now,
          now,
        );
        ids.push(Number(result.lastInsertRowid));
      }
    });
    // A large page cache while loading: the R*Tree is written all over, and the default 2 MB cache thrashes.
    const cacheSize = sqlite.pragma('cache_size', { simple: true }) as number;
    sqlite.pragma('cache_size = -524288');
    try {
      for (let from = 0; from < centers.length; from += SQLITE_BATCH) {
        insertBatch(from, Math.min(centers.length, from + SQLITE_BATCH));
      }
    } finally {
      sqlite.pragma(`cache_size = ${cacheSize}`);
    }
    return ids;
  }
  for (let from = 0; from < centers.length; from += POSTGRES_BATCH) {
    const batch = centers.slice(from, from + POSTGRES_BATCH);
    await database.db.transaction().execute(async (trx) => {
      const accounts = await trx
        .insertInto('accounts')
        .values(
          batch.map((_, i) => ({
            user_type: 'ServiceCenter' as const,
            mobile: String(firstMobile + from + i),
            passcode_hash: 'synthetic',
            created_at: now,
          })),
        )
        .returning('id')
        .execute();
      const inserted = await trx
        .insertInto('service_centers')
        .values(
          batch.map((c, i) => ({
            account_id: accounts[i]!.id,
            name: `Synthetic Garage ${from + i}`,
            contact_person1: 'Synthetic',
            contact_person2: null,
            mobile: String(firstMobile + from + i),
            mobile2: null,
            email: 'synthetic@example.in',
            address1: 'Synthetic Road',
            address2: null,
            city_id: city.id,
            state_id: city.state_id,
            country_id: 1,
            postal_code: null,
            lat: c.lat,
            lng: c.lng,
            geo_cell: geoCellOf(c.lat, c.lng),
            office_start: '09:00',
            office_end: '19:00',
            services_provided: 'General Repair',
            pickup: 0,
            gst_no: null,
            login_type: 'PassCode',
            rating: 4,
            is_active: c.active ? 1 : 0,
            approved_at: c.active ? now : null,
            approved_by: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      ids.push(...inserted.map((row) => row.id));
    });
  }
  return ids;
}
