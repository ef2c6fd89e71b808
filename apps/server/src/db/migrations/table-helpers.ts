import type { CreateTableBuilder } from 'kysely';
import type { Engine } from '../../platform/db.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */
export type Table = CreateTableBuilder<any, any>;

/** Column helpers the suite's migrations share (same SQL on each engine as when they were written inline). */
export function tableHelpers(engine: Engine) {
  return {
    /** `id` primary key: serial on PostgreSQL, autoincrement integer on SQLite. */
    serialId: (table: Table): Table =>
      engine === 'postgres'
        ? table.addColumn('id', 'serial', (col) => col.primaryKey())
        : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement()),
    /** `service_center_id`, removed with its center. */
    center: (table: Table): Table =>
      table.addColumn('service_center_id', 'integer', (col) =>
        col.notNull().references('service_centers.id').onDelete('cascade'),
      ),
  };
}
