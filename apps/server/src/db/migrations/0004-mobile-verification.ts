import type { Kysely } from 'kysely';
import type { Engine } from '../../platform/db.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * Mobile ownership: one-time codes that prove a mobile number (registration, passcode reset), bound to the
 * browser that asked for them, and the time an account's number was proven. Accounts that existed before
 * stay unverified: nobody proved their number.
 */
export function mobileVerificationMigration(engine: Engine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('accounts').addColumn('mobile_verified_at', 'text').execute();
      const table = db.schema.createTable('mobile_verifications');
      await (
        engine === 'postgres'
          ? table.addColumn('id', 'serial', (col) => col.primaryKey())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('mobile', 'text', (col) => col.notNull())
        .addColumn('purpose', 'text', (col) => col.notNull())
        .addColumn('user_type', 'text')
        .addColumn('code_hash', 'text', (col) => col.notNull())
        .addColumn('browser_hash', 'text', (col) => col.notNull())
        .addColumn('ip', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('verified_at', 'text')
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('mobile_verifications_mobile')
        .on('mobile_verifications')
        .columns(['mobile', 'created_at'])
        .execute();
      await db.schema
        .createIndex('mobile_verifications_ip')
        .on('mobile_verifications')
        .columns(['ip', 'created_at'])
        .execute();
      await db.schema
        .createIndex('mobile_verifications_browser')
        .on('mobile_verifications')
        .columns(['browser_hash', 'mobile'])
        .execute();
      await db.schema
        .createIndex('consents_mobile_created')
        .on('consents')
        .columns(['mobile', 'created_at'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('consents_mobile_created').execute();
      await db.schema.dropTable('mobile_verifications').execute();
      await db.schema.alterTable('accounts').dropColumn('mobile_verified_at').execute();
    },
  };
}
