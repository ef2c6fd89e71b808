import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Engine } from '../../platform/db.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */
type Table = CreateTableBuilder<any, any>;

/**
 * FixoPro service reminders (issue 12): one due item per delivered job card, the reminders sent for it, and the
 * center's service interval per vehicle kind. Dates are YYYY-MM-DD text (India calendar dates), times ISO UTC text.
 * Job cards delivered before this migration get their due item from the next service their delivery planned.
 */
export function serviceRemindersMigration(engine: Engine) {
  const serialId = (table: Table): Table =>
    engine === 'postgres'
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
  const text = 'text' as const;

  return {
    async up(db: Kysely<any>): Promise<void> {
      await serialId(db.schema.createTable('service_reminders'))
        .addColumn('service_center_id', 'integer', (col) =>
          col.notNull().references('service_centers.id').onDelete('cascade'),
        )
        .addColumn('job_card_id', 'integer', (col) =>
          col.notNull().unique().references('job_cards.id').onDelete('cascade'),
        )
        .addColumn('shop_vehicle_id', 'integer', (col) => col.notNull())
        .addColumn('shop_customer_id', 'integer', (col) => col.notNull())
        .addColumn('last_service_date', text, (col) => col.notNull())
        .addColumn('last_odometer', 'integer')
        .addColumn('due_date', text, (col) => col.notNull())
        .addColumn('due_odometer', 'integer')
        // km per day from the vehicle's own readings, and the day the odometer should reach due_odometer
        .addColumn('daily_km', 'integer')
        .addColumn('odometer_due_date', text)
        // the earlier of due_date and odometer_due_date: lists filter and sort by it
        .addColumn('due_on', text, (col) => col.notNull())
        .addColumn('status', text, (col) => col.notNull().defaultTo('Due'))
        .addColumn('closed_at', text)
        // the 24-hour SMS rule is one conditional UPDATE of this column
        .addColumn('last_sms_at', text)
        .addColumn('created_at', text, (col) => col.notNull())
        .addColumn('updated_at', text, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('service_reminders_center_due')
        .on('service_reminders')
        .columns(['service_center_id', 'status', 'due_on'])
        .execute();
      await db.schema
        .createIndex('service_reminders_vehicle')
        .on('service_reminders')
        .column('shop_vehicle_id')
        .execute();

      await serialId(db.schema.createTable('service_reminder_sends'))
        .addColumn('reminder_id', 'integer', (col) =>
          col.notNull().references('service_reminders.id').onDelete('cascade'),
        )
        .addColumn('channel', text, (col) => col.notNull())
        .addColumn('to_mobile', text, (col) => col.notNull())
        .addColumn('body', text, (col) => col.notNull())
        .addColumn('sent_by', 'integer', (col) => col.notNull())
        .addColumn('sent_by_label', text, (col) => col.notNull())
        .addColumn('sent_at', text, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('service_reminder_sends_reminder')
        .on('service_reminder_sends')
        .columns(['reminder_id', 'id'])
        .execute();

      await db.schema
        .createTable('service_intervals')
        .addColumn('service_center_id', 'integer', (col) =>
          col.notNull().references('service_centers.id').onDelete('cascade'),
        )
        .addColumn('vehicle_type_id', 'integer', (col) => col.notNull())
        .addColumn('months', 'integer', (col) => col.notNull())
        .addColumn('km', 'integer', (col) => col.notNull())
        .addColumn('updated_at', text, (col) => col.notNull())
        .addPrimaryKeyConstraint('service_intervals_pk', ['service_center_id', 'vehicle_type_id'])
        .execute();

      // job cards delivered earlier: their due item is what their delivery planned
      await sql`
        insert into service_reminders (service_center_id, job_card_id, shop_vehicle_id, shop_customer_id,
          last_service_date, last_odometer, due_date, due_odometer, due_on, status, created_at, updated_at)
        select service_center_id, id, shop_vehicle_id, shop_customer_id,
          substr(coalesce(stock_issued_at, updated_at), 1, 10), odometer, next_service_date, next_service_odometer,
          next_service_date, 'Due', updated_at, updated_at
        from job_cards where status = 'Delivered' and next_service_date is not null`.execute(db);
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('service_intervals').execute();
      await db.schema.dropTable('service_reminder_sends').execute();
      await db.schema.dropTable('service_reminders').execute();
    },
  };
}
