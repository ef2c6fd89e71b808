import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../platform/db.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * SQLite only: one counter that every write to `service_centers` or `offers` adds one to (triggers, so every
 * write path counts, whichever code or process writes). The nearby search keeps the details and offers of the
 * centers it has answered with in memory and reads this counter on every request: a different value empties its
 * memory, so an answer never shows a center or an offer other than as committed (bench/README.md: reading the
 * details was about a quarter of a nearby request's CPU at 100,000 centers). PostgreSQL reads details in the
 * search's one statement and needs nothing here.
 */
export function nearbyDetailsVersionMigration(engine: Engine) {
  const tables = ['service_centers', 'offers'] as const;
  const operations = ['insert', 'update', 'delete'] as const;
  return {
    async up(db: Kysely<any>): Promise<void> {
      if (engine === 'postgres') return;
      await sql`create table nearby_details_version (id integer primary key check (id = 1), version integer not null)`.execute(
        db,
      );
      await sql`insert into nearby_details_version (id, version) values (1, 0)`.execute(db);
      for (const table of tables) {
        for (const operation of operations) {
          await sql`create trigger ${sql.raw(`${table}_nearby_version_${operation}`)} after ${sql.raw(operation)} on ${sql.raw(table)}
            begin
              update nearby_details_version set version = version + 1 where id = 1;
            end`.execute(db);
        }
      }
    },
    async down(db: Kysely<any>): Promise<void> {
      if (engine === 'postgres') return;
      for (const table of tables) {
        for (const operation of operations) {
          await sql`drop trigger if exists ${sql.raw(`${table}_nearby_version_${operation}`)}`.execute(db);
        }
      }
      await sql`drop table if exists nearby_details_version`.execute(db);
    },
  };
}
