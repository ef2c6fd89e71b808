import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * India's PIN codes with one point each, loaded by the reference seed from the shipped directory. The offline
 * reverse geocoder reads this table at start-up, so a deployment needs no data files beside its code.
 */
export const pincodesMigration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('pincodes')
      .addColumn('pincode', 'varchar(6)', (col) => col.primaryKey())
      .addColumn('lat', 'double precision', (col) => col.notNull())
      .addColumn('lng', 'double precision', (col) => col.notNull())
      .addColumn('locality', 'varchar(200)', (col) => col.notNull())
      .addColumn('city_id', 'integer', (col) => col.notNull().references('cities.id'))
      .addColumn('state_id', 'integer', (col) => col.notNull().references('states.id'))
      // 'indiapost' | 'indiapost-district' | 'geolocation': where the point comes from (reference README).
      .addColumn('source', 'varchar(20)', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('pincodes').execute();
  },
};
