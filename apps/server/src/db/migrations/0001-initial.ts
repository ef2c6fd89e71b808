import { sql, type Kysely, type CreateTableBuilder } from 'kysely';
import type { Engine } from '../../platform/db.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */
type Table = CreateTableBuilder<any, any>;

export function initialMigration(engine: Engine) {
  const serialId = (table: Table): Table =>
    engine === 'postgres'
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
  const text = 'text' as const;
  const flag = (table: Table, name: string, defaultValue: 0 | 1): Table =>
    table.addColumn(name, 'integer', (col) => col.notNull().defaultTo(defaultValue));

  return {
    async up(db: Kysely<any>): Promise<void> {
      const named = (name: string) =>
        db.schema
          .createTable(name)
          .addColumn('id', 'integer', (col) => col.primaryKey())
          .addColumn('name', text, (col) => col.notNull());

      await db.schema
        .createTable('countries')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('name', text, (col) => col.notNull())
        .addColumn('phone_code', text, (col) => col.notNull())
        .execute();
      await named('states')
        .addColumn('code', text, (col) => col.notNull())
        .addColumn('country_id', 'integer', (col) => col.notNull().references('countries.id'))
        .execute();
      await named('cities')
        .addColumn('state_id', 'integer', (col) => col.notNull().references('states.id'))
        .addColumn('lat', 'double precision')
        .addColumn('lng', 'double precision')
        .execute();
      await db.schema.createIndex('cities_state').on('cities').column('state_id').execute();
      await named('vehicle_types').execute();
      await named('vehicles')
        .addColumn('vehicle_type_id', 'integer', (col) => col.notNull().references('vehicle_types.id'))
        .execute();
      await named('vehicle_makers')
        .addColumn('vehicle_type_ids', text, (col) => col.notNull())
        .execute();
      await named('vehicle_makes')
        .addColumn('maker_id', 'integer', (col) => col.notNull())
        .execute();
      await named('vehicle_models')
        .addColumn('make_id', 'integer', (col) => col.notNull().references('vehicle_makes.id'))
        .addColumn('vehicle_type_id', 'integer', (col) => col.notNull().references('vehicle_types.id'))
        .addColumn('vehicle_id', 'integer')
        .execute();
      await named('vehicle_colors').execute();
      await named('fuel_types').execute();
      await flag(named('service_types'), 'is_roadside', 0).execute();
      await serialId(db.schema.createTable('gst_rates'))
        .addColumn('code', text, (col) => col.notNull())
        .addColumn('kind', text, (col) => col.notNull())
        .addColumn('description', text, (col) => col.notNull())
        .addColumn('rate', 'double precision', (col) => col.notNull())
        .addColumn('effective_from', text, (col) => col.notNull())
        .execute();

      await serialId(db.schema.createTable('accounts'))
        .addColumn('user_type', text, (col) => col.notNull())
        .addColumn('mobile', text, (col) => col.notNull())
        .addColumn('passcode_hash', text, (col) => col.notNull())
        .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('locked_until', text)
        .addColumn('created_at', text, (col) => col.notNull())
        .addUniqueConstraint('accounts_type_mobile', ['user_type', 'mobile'])
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', text, (col) => col.primaryKey())
        .addColumn('account_id', 'integer', (col) =>
          col.notNull().references('accounts.id').onDelete('cascade'),
        )
        .addColumn('created_at', text, (col) => col.notNull())
        .addColumn('expires_at', text, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('sessions_account').on('sessions').column('account_id').execute();
      await flag(
        serialId(db.schema.createTable('otps'))
          .addColumn('account_id', 'integer', (col) =>
            col.notNull().references('accounts.id').onDelete('cascade'),
          )
          .addColumn('code_hash', text, (col) => col.notNull())
          .addColumn('expires_at', text, (col) => col.notNull())
          .addColumn('created_at', text, (col) => col.notNull()),
        'used',
        0,
      ).execute();
      await serialId(db.schema.createTable('sms_outbox'))
        .addColumn('to_mobile', text, (col) => col.notNull())
        .addColumn('body', text, (col) => col.notNull())
        .addColumn('created_at', text, (col) => col.notNull())
        .execute();
      await serialId(db.schema.createTable('managers'))
        .addColumn('account_id', 'integer', (col) => col.notNull().unique().references('accounts.id'))
        .addColumn('name', text, (col) => col.notNull())
        .addColumn('mobile', text, (col) => col.notNull())
        .execute();

      await serialId(db.schema.createTable('customers'))
        .addColumn('account_id', 'integer', (col) => col.notNull().unique().references('accounts.id'))
        .addColumn('name', text, (col) => col.notNull())
        .addColumn('mobile', text, (col) => col.notNull().unique())
        .addColumn('mobile2', text)
        .addColumn('email', text, (col) => col.notNull())
        .addColumn('address1', text, (col) => col.notNull())
        .addColumn('address2', text)
        .addColumn('city_id', 'integer', (col) => col.notNull().references('cities.id'))
        .addColumn('state_id', 'integer', (col) => col.notNull().references('states.id'))
        .addColumn('country_id', 'integer', (col) => col.notNull().references('countries.id'))
        .addColumn('postal_code', text)
        .addColumn('location', text, (col) => col.notNull())
        .addColumn('login_type', text, (col) => col.notNull())
        .addColumn('created_at', text, (col) => col.notNull())
        .addColumn('updated_at', text, (col) => col.notNull())
        .execute();
      await serialId(db.schema.createTable('customer_vehicles'))
        .addColumn('customer_id', 'integer', (col) =>
          col.notNull().references('customers.id').onDelete('cascade'),
        )
        .addColumn('vehicle_type_id', 'integer', (col) => col.notNull())
        .addColumn('vehicle_id', 'integer', (col) => col.notNull())
        .addColumn('maker_id', 'integer', (col) => col.notNull())
        .addColumn('make_id', 'integer', (col) => col.notNull())
        .addColumn('make_other', text)
        .addColumn('model_id', 'integer', (col) => col.notNull())
        .addColumn('color_id', 'integer', (col) => col.notNull())
        .addColumn('fuel_type_id', 'integer', (col) => col.notNull())
        .addColumn('registration_no', text, (col) => col.notNull())
        .addColumn('chassis_no', text)
        .addColumn('mileage', text)
        .execute();
      await db.schema
        .createIndex('customer_vehicles_customer')
        .on('customer_vehicles')
        .column('customer_id')
        .execute();

      let centers = serialId(db.schema.createTable('service_centers'))
        .addColumn('account_id', 'integer', (col) => col.notNull().unique().references('accounts.id'))
        .addColumn('name', text, (col) => col.notNull())
        .addColumn('contact_person1', text, (col) => col.notNull())
        .addColumn('contact_person2', text)
        .addColumn('mobile', text, (col) => col.notNull().unique())
        .addColumn('mobile2', text)
        .addColumn('email', text, (col) => col.notNull())
        .addColumn('address1', text, (col) => col.notNull())
        .addColumn('address2', text)
        .addColumn('city_id', 'integer', (col) => col.notNull().references('cities.id'))
        .addColumn('state_id', 'integer', (col) => col.notNull().references('states.id'))
        .addColumn('country_id', 'integer', (col) => col.notNull().references('countries.id'))
        .addColumn('postal_code', text)
        .addColumn('lat', 'double precision', (col) => col.notNull())
        .addColumn('lng', 'double precision', (col) => col.notNull())
        .addColumn('geo_cell', text, (col) => col.notNull())
        .addColumn('office_start', text, (col) => col.notNull())
        .addColumn('office_end', text, (col) => col.notNull())
        .addColumn('services_provided', text, (col) => col.notNull())
        .addColumn('gst_no', text)
        .addColumn('login_type', text, (col) => col.notNull())
        .addColumn('rating', 'double precision', (col) => col.notNull().defaultTo(0))
        .addColumn('approved_at', text)
        .addColumn('approved_by', 'integer')
        .addColumn('created_at', text, (col) => col.notNull())
        .addColumn('updated_at', text, (col) => col.notNull());
      centers = flag(centers, 'pickup', 0);
      centers = flag(centers, 'is_active', 0);
      await centers.execute();
      await db.schema
        .createIndex('service_centers_geo')
        .on('service_centers')
        .columns(['geo_cell', 'is_active'])
        .execute();
      await db.schema
        .createIndex('service_centers_active')
        .on('service_centers')
        .column('is_active')
        .execute();
      await db.schema
        .createTable('service_center_services')
        .addColumn('service_center_id', 'integer', (col) =>
          col.notNull().references('service_centers.id').onDelete('cascade'),
        )
        .addColumn('service_type_id', 'integer', (col) => col.notNull().references('service_types.id'))
        .addPrimaryKeyConstraint('service_center_services_pk', ['service_center_id', 'service_type_id'])
        .execute();
      await db.schema
        .createTable('service_center_makers')
        .addColumn('service_center_id', 'integer', (col) =>
          col.notNull().references('service_centers.id').onDelete('cascade'),
        )
        .addColumn('maker_id', 'integer', (col) => col.notNull().references('vehicle_makers.id'))
        .addPrimaryKeyConstraint('service_center_makers_pk', ['service_center_id', 'maker_id'])
        .execute();

      await serialId(db.schema.createTable('service_requests'))
        .addColumn('booking_ref', text, (col) => col.notNull().unique())
        .addColumn('tracking_token', text, (col) => col.notNull().unique())
        .addColumn('idempotency_key', text, (col) => col.unique())
        .addColumn('customer_id', 'integer', (col) => col.notNull())
        .addColumn('mobile', text, (col) => col.notNull())
        .addColumn('email', text)
        .addColumn('service_type_id', 'integer', (col) => col.notNull())
        .addColumn('issue', text, (col) => col.notNull())
        .addColumn('city_id', 'integer', (col) => col.notNull())
        .addColumn('state_id', 'integer', (col) => col.notNull())
        .addColumn('country_id', 'integer', (col) => col.notNull())
        .addColumn('current_location', text, (col) => col.notNull())
        .addColumn('location', text, (col) => col.notNull())
        .addColumn('service_center_id', 'integer', (col) => col.notNull().references('service_centers.id'))
        .addColumn('vehicle_type_id', 'integer', (col) => col.notNull())
        .addColumn('vehicle_id', 'integer', (col) => col.notNull())
        .addColumn('make_id', 'integer', (col) => col.notNull())
        .addColumn('maker_id', 'integer', (col) => col.notNull())
        .addColumn('make_other', text)
        .addColumn('model_id', 'integer', (col) => col.notNull())
        .addColumn('color_id', 'integer', (col) => col.notNull())
        .addColumn('fuel_type_id', 'integer', (col) => col.notNull())
        .addColumn('registration_no', text, (col) => col.notNull())
        .addColumn('chassis_no', text)
        .addColumn('mileage', text)
        .addColumn('vehicle_text', text, (col) => col.notNull())
        .addColumn('status', text, (col) => col.notNull())
        .addColumn('remarks', text, (col) => col.notNull())
        .addColumn('created_at', text, (col) => col.notNull())
        .addColumn('updated_at', text, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('service_requests_center_status')
        .on('service_requests')
        .columns(['service_center_id', 'status'])
        .execute();
      await db.schema
        .createIndex('service_requests_customer')
        .on('service_requests')
        .column('customer_id')
        .execute();
      await db.schema
        .createIndex('service_requests_mobile_created')
        .on('service_requests')
        .columns(['mobile', 'created_at'])
        .execute();
      await serialId(db.schema.createTable('service_request_events'))
        .addColumn('service_request_id', 'integer', (col) =>
          col.notNull().references('service_requests.id').onDelete('cascade'),
        )
        .addColumn('from_status', text)
        .addColumn('to_status', text, (col) => col.notNull())
        .addColumn('remark', text, (col) => col.notNull())
        .addColumn('actor_account_id', 'integer')
        .addColumn('created_at', text, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('service_request_events_request')
        .on('service_request_events')
        .column('service_request_id')
        .execute();

      let offers = serialId(db.schema.createTable('offers'))
        .addColumn('service_center_id', 'integer', (col) =>
          col.notNull().references('service_centers.id').onDelete('cascade'),
        )
        .addColumn('discount_percentage', text, (col) => col.notNull())
        .addColumn('custom_offer', text, (col) => col.notNull())
        .addColumn('discount_amount', text, (col) => col.notNull())
        .addColumn('offer_code', text, (col) => col.notNull())
        .addColumn('start_date', text, (col) => col.notNull())
        .addColumn('end_date', text, (col) => col.notNull())
        .addColumn('valid_till', text)
        .addColumn('remarks', text, (col) => col.notNull())
        .addColumn('record_by', 'integer', (col) => col.notNull())
        .addColumn('created_at', text, (col) => col.notNull())
        .addColumn('updated_at', text, (col) => col.notNull());
      offers = flag(offers, 'is_active', 1);
      offers = flag(offers, 'is_primary', 0);
      await offers.execute();
      await db.schema.createIndex('offers_center').on('offers').column('service_center_id').execute();
      // At most one primary offer per center, enforced by the database itself.
      await sql`create unique index offers_one_primary on offers (service_center_id) where is_primary = 1`.execute(
        db,
      );

      let plans = db.schema
        .createTable('plans')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('name', text, (col) => col.notNull())
        .addColumn('duration_type', text, (col) => col.notNull())
        .addColumn('duration_days', 'integer', (col) => col.notNull())
        .addColumn('amount', 'double precision', (col) => col.notNull())
        .addColumn('features', text, (col) => col.notNull());
      plans = flag(plans, 'is_saas', 0);
      plans = flag(plans, 'is_active', 1);
      await plans.execute();
      await flag(
        serialId(db.schema.createTable('subscriptions'))
          .addColumn('service_center_id', 'integer', (col) => col.notNull().references('service_centers.id'))
          .addColumn('plan_id', 'integer', (col) => col.notNull().references('plans.id'))
          .addColumn('pm_id', 'integer', (col) => col.notNull())
          .addColumn('sppm_id', 'integer', (col) => col.notNull())
          .addColumn('amount_received', 'double precision', (col) => col.notNull())
          .addColumn('received_at', text, (col) => col.notNull())
          .addColumn('valid_till', text, (col) => col.notNull())
          .addColumn('status', text, (col) => col.notNull())
          .addColumn('gateway_confirmation', text)
          .addColumn('created_at', text, (col) => col.notNull()),
        'is_active',
        1,
      ).execute();
      await db.schema
        .createIndex('subscriptions_center')
        .on('subscriptions')
        .column('service_center_id')
        .execute();
      await flag(
        serialId(db.schema.createTable('plan_selections'))
          .addColumn('service_center_id', 'integer', (col) => col.notNull().references('service_centers.id'))
          .addColumn('plan_id', 'integer', (col) => col.notNull().references('plans.id'))
          .addColumn('created_at', text, (col) => col.notNull()),
        'is_active',
        1,
      ).execute();

      await flag(
        serialId(db.schema.createTable('consents'))
          .addColumn('mobile', text, (col) => col.notNull())
          .addColumn('user_type', text, (col) => col.notNull())
          .addColumn('page_source', text, (col) => col.notNull())
          .addColumn('consent_text', text, (col) => col.notNull())
          .addColumn('location', text)
          .addColumn('created_at', text, (col) => col.notNull()),
        'consent_given',
        1,
      ).execute();
      await db.schema.createIndex('consents_mobile').on('consents').column('mobile').execute();
      await db.schema
        .createTable('website_stats')
        .addColumn('page_id', 'integer', (col) => col.primaryKey())
        .addColumn('page_name', text, (col) => col.notNull())
        .addColumn('page_path', text, (col) => col.notNull())
        .addColumn('visitor_count', 'integer', (col) => col.notNull())
        .addColumn('remarks', text, (col) => col.notNull())
        .addColumn('last_visit_at', text, (col) => col.notNull())
        .addColumn('last_visit_region', text, (col) => col.notNull())
        .addColumn('last_visit_ip', text, (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('app_config')
        .addColumn('key', text, (col) => col.primaryKey())
        .addColumn('value', text, (col) => col.notNull())
        .addColumn('description', text, (col) => col.notNull())
        .execute();
    },
    async down(): Promise<void> {
      throw new Error('The initial migration cannot be undone; restore from a backup instead.');
    },
  };
}
