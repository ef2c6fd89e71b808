import type { Kysely } from 'kysely';
import type { Engine } from '../../platform/db.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * DPDP Act rights: the record of each erasure (with the reference shown to the person) and grievances with
 * their answers. Consent withdrawals need no table: a withdrawal is a consents row with consent_given 0.
 */
export function privacyRightsMigration(engine: Engine) {
  const serialId = (table: ReturnType<Kysely<any>['schema']['createTable']>) =>
    engine === 'postgres'
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<any>): Promise<void> {
      await serialId(db.schema.createTable('privacy_requests'))
        .addColumn('reference', 'text', (col) => col.notNull().unique())
        // Kept after the erasure: an account id alone names nobody once its personal fields are gone.
        .addColumn('account_id', 'integer', (col) => col.notNull())
        .addColumn('user_type', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('retained', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('completed_at', 'text')
        .execute();
      await serialId(db.schema.createTable('grievances'))
        .addColumn('reference', 'text', (col) => col.notNull().unique())
        .addColumn('account_id', 'integer')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('mobile', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('category', 'text', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('answer', 'text', (col) => col.notNull())
        .addColumn('answered_by', 'integer')
        .addColumn('answered_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('grievances_account').on('grievances').column('account_id').execute();
      await db.schema
        .createIndex('grievances_status')
        .on('grievances')
        .columns(['status', 'created_at'])
        .execute();
      // 1 while a center is off the nearby search because it withdrew its location consent (not a manager's
      // deactivation): giving the consent again brings it back; a manager's approve or deactivate clears it.
      await db.schema
        .alterTable('service_centers')
        .addColumn('hidden_by_consent', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      // Consent lookups by number (the newest record per purpose decides whether processing may go on).
      await db.schema
        .createIndex('consents_mobile_source')
        .on('consents')
        .columns(['mobile', 'page_source', 'id'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('consents_mobile_source').execute();
      await db.schema.alterTable('service_centers').dropColumn('hidden_by_consent').execute();
      await db.schema.dropTable('grievances').execute();
      await db.schema.dropTable('privacy_requests').execute();
    },
  };
}
