import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * The nearby search reads id, lat and lng of every active center in the grid cells around a point. With
 * lat and lng in the index it never touches the table rows for candidates (bench/nearby measures it).
 */
export const nearbyCoveringIndexMigration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createIndex('service_centers_geo_covering')
      .on('service_centers')
      .columns(['geo_cell', 'is_active', 'lat', 'lng', 'id'])
      .execute();
    await db.schema.dropIndex('service_centers_geo').execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema
      .createIndex('service_centers_geo')
      .on('service_centers')
      .columns(['geo_cell', 'is_active'])
      .execute();
    await db.schema.dropIndex('service_centers_geo_covering').execute();
  },
};
