import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../platform/db.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * True nearest-neighbour search for the nearby screen (bench/README.md):
 * - SQLite: an R*Tree of the ACTIVE centers' positions, kept in sync with service_centers by triggers, so every
 *   write path (registration, profile edit, approval, deactivation, seeds, scripts, tests) keeps it right.
 *   The tree's box stores 32-bit floats, rounded outwards: it only finds candidates. The exact lat/lng ride along
 *   as auxiliary columns (64-bit, not indexed), so the search reads the tree alone, without a join to the table.
 * - PostgreSQL: a GiST index on point(lng, lat) of the active centers, read with `ORDER BY <-> LIMIT k`.
 * The grid-cell covering index of 0002 is no longer read by anything: dropped (geo_cell itself stays, it is
 * written by other modules).
 */
export function nearbyKnnIndexMigration(engine: Engine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('service_centers_geo_covering').ifExists().execute();
      if (engine === 'postgres') {
        await sql`create index service_centers_active_point on service_centers using gist (point(lng, lat)) where is_active = 1`.execute(
          db,
        );
        return;
      }
      await sql`create virtual table service_centers_rtree using rtree(id, min_lat, max_lat, min_lng, max_lng, +lat, +lng)`.execute(
        db,
      );
      await sql`insert into service_centers_rtree (id, min_lat, max_lat, min_lng, max_lng, lat, lng)
        select id, lat, lat, lng, lng, lat, lng from service_centers where is_active = 1`.execute(db);
      await sql`create trigger service_centers_rtree_insert after insert on service_centers when new.is_active = 1
        begin
          insert into service_centers_rtree (id, min_lat, max_lat, min_lng, max_lng, lat, lng)
          values (new.id, new.lat, new.lat, new.lng, new.lng, new.lat, new.lng);
        end`.execute(db);
      await sql`create trigger service_centers_rtree_update after update of id, lat, lng, is_active on service_centers
        begin
          delete from service_centers_rtree where id = old.id;
          insert into service_centers_rtree (id, min_lat, max_lat, min_lng, max_lng, lat, lng)
          select new.id, new.lat, new.lat, new.lng, new.lng, new.lat, new.lng where new.is_active = 1;
        end`.execute(db);
      await sql`create trigger service_centers_rtree_delete after delete on service_centers
        begin
          delete from service_centers_rtree where id = old.id;
        end`.execute(db);
    },
    async down(db: Kysely<any>): Promise<void> {
      if (engine === 'postgres') {
        await sql`drop index if exists service_centers_active_point`.execute(db);
      } else {
        for (const trigger of ['insert', 'update', 'delete']) {
          await sql`drop trigger if exists ${sql.raw(`service_centers_rtree_${trigger}`)}`.execute(db);
        }
        await sql`drop table if exists service_centers_rtree`.execute(db);
      }
      await db.schema
        .createIndex('service_centers_geo_covering')
        .on('service_centers')
        .columns(['geo_cell', 'is_active', 'lat', 'lng', 'id'])
        .execute();
    },
  };
}
