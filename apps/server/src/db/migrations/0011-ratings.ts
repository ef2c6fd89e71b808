import type { Kysely } from 'kysely';
import type { Engine } from '../../platform/db.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * Ratings and reviews: one rating per closed service request (the unique request id makes "once per request" a
 * database rule, not only a check), the center's public reply, and a manager's hiding with its reason. The
 * center row keeps the average and the count, recomputed from this table in the transaction that changes it.
 */
export function ratingsMigration(engine: Engine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('service_centers')
        .addColumn('rating_count', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      const table = db.schema.createTable('ratings');
      await (
        engine === 'postgres'
          ? table.addColumn('id', 'serial', (col) => col.primaryKey())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('service_request_id', 'integer', (col) =>
          col.notNull().unique().references('service_requests.id'),
        )
        .addColumn('service_center_id', 'integer', (col) => col.notNull().references('service_centers.id'))
        .addColumn('customer_id', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('stars', 'integer', (col) => col.notNull())
        .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('reply', 'text')
        .addColumn('replied_at', 'text')
        .addColumn('replied_by', 'integer')
        .addColumn('hidden_at', 'text')
        .addColumn('hidden_by', 'integer')
        .addColumn('hidden_reason', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      // The center's reviews newest first (its home, the public list, the average).
      await db.schema
        .createIndex('ratings_center_created')
        .on('ratings')
        .columns(['service_center_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('ratings').execute();
      await db.schema.alterTable('service_centers').dropColumn('rating_count').execute();
    },
  };
}
