import type { Kysely } from 'kysely';
import type { Engine } from '../../platform/db.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * Status messages (issue 15): the notification outbox the worker sends from, a customer's channel choice,
 * guests' opt-out tokens, and what the development outbox shows of each message. Only adds; every new column
 * has a default or is nullable, so code that does not know them keeps working.
 */
export function notificationsMigration(engine: Engine) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const table = db.schema.createTable('notifications');
      await (
        engine === 'postgres'
          ? table.addColumn('id', 'serial', (col) => col.primaryKey())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('event', 'varchar(40)', (col) => col.notNull())
        .addColumn('channel', 'varchar(10)', (col) => col.notNull())
        .addColumn('recipient', 'varchar(20)', (col) => col.notNull())
        .addColumn('template', 'varchar(40)', (col) => col.notNull())
        .addColumn('language', 'varchar(10)', (col) => col.notNull().defaultTo('en'))
        .addColumn('variables', 'text', (col) => col.notNull())
        .addColumn('service_request_id', 'integer', (col) => col.references('service_requests.id'))
        // queued | sent | failed
        .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (col) => col.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      // The worker's claim reads queued rows that are due, oldest first.
      await db.schema
        .createIndex('notifications_due')
        .on('notifications')
        .columns(['status', 'next_attempt_at', 'id'])
        .execute();
      await db.schema
        .createIndex('notifications_request')
        .on('notifications')
        .column('service_request_id')
        .execute();

      await db.schema
        .alterTable('customers')
        .addColumn('notify_channel', 'varchar(10)', (col) => col.notNull().defaultTo('sms'))
        .execute();

      await db.schema
        .createTable('notification_opt_outs')
        .addColumn('token', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('mobile', 'varchar(20)', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('opted_out_at', 'text')
        .execute();
      await db.schema
        .createIndex('notification_opt_outs_mobile')
        .on('notification_opt_outs')
        .column('mobile')
        .execute();

      for (const column of ['channel', 'template', 'variables']) {
        await db.schema.alterTable('sms_outbox').addColumn(column, 'text').execute();
      }
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const column of ['channel', 'template', 'variables']) {
        await db.schema.alterTable('sms_outbox').dropColumn(column).execute();
      }
      await db.schema.dropTable('notification_opt_outs').execute();
      await db.schema.alterTable('customers').dropColumn('notify_channel').execute();
      await db.schema.dropTable('notifications').execute();
    },
  };
}
