import type { Kysely } from 'kysely';
import type { Engine } from '../../platform/db.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * Safe defaults: an audit of app-configuration changes (who, when, old, new), and the indexes that create
 * limits (count a customer's / center's recent rows) and newest-first pages read.
 */
export function safeDefaultsMigration(engine: Engine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const table = db.schema.createTable('app_config_changes');
      await (
        engine === 'postgres'
          ? table.addColumn('id', 'serial', (col) => col.primaryKey())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('old_value', 'text')
        .addColumn('new_value', 'text', (col) => col.notNull())
        .addColumn('changed_by_account_id', 'integer', (col) => col.references('accounts.id'))
        .addColumn('changed_by', 'text', (col) => col.notNull())
        .addColumn('changed_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('app_config_changes_key')
        .on('app_config_changes')
        .columns(['key', 'id'])
        .execute();
      await db.schema
        .createIndex('service_requests_customer_created')
        .on('service_requests')
        .columns(['customer_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('offers_center_created')
        .on('offers')
        .columns(['service_center_id', 'created_at'])
        .execute();
      // consents (mobile, created_at), which the per-number limit reads, comes with 0004-mobile-verification.
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('offers_center_created').execute();
      await db.schema.dropIndex('service_requests_customer_created').execute();
      await db.schema.dropTable('app_config_changes').execute();
    },
  };
}
