import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../platform/db.js';
import { tableHelpers } from './table-helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * FixoPro suite, part 1: customer masters, parts & services catalogue with a stock ledger, job cards with
 * lines, a status timeline and estimate approval links, and per-center document sequences (job cards now,
 * invoices next: an invoice will reference job_cards.id, job_card_lines.id and parts.id and take its number
 * from document_sequences with kind 'INV').
 *
 * Money is integer paise (line amounts bigint: qty × price can pass 2^31); quantities are integer thousandths
 * of a unit (qty_milli); GST rates are whole percents. Times are ISO-8601 UTC text like the rest of the schema.
 */
export function fixoProSuiteMigration(engine: Engine) {
  const { serialId, center } = tableHelpers(engine);
  const text = 'text' as const;

  return {
    async up(db: Kysely<any>): Promise<void> {
      await center(serialId(db.schema.createTable('shop_customers')))
        .addColumn('name', text, (col) => col.notNull())
        .addColumn('mobile', text, (col) => col.notNull())
        .addColumn('email', text, (col) => col.notNull().defaultTo(''))
        .addColumn('address', text, (col) => col.notNull().defaultTo(''))
        .addColumn('gst_no', text, (col) => col.notNull().defaultTo(''))
        .addColumn('notes', text, (col) => col.notNull().defaultTo(''))
        .addColumn('source', text, (col) => col.notNull().defaultTo('Walk-in'))
        .addColumn('consent_ref', text, (col) => col.notNull().defaultTo(''))
        // the marketplace customer this row was copied from (never written back to)
        .addColumn('marketplace_customer_id', 'integer')
        .addColumn('name_lower', text, (col) => col.notNull())
        .addColumn('created_at', text, (col) => col.notNull())
        .addColumn('updated_at', text, (col) => col.notNull())
        .addUniqueConstraint('shop_customers_center_mobile', ['service_center_id', 'mobile'])
        .execute();
      await db.schema
        .createIndex('shop_customers_center_name')
        .on('shop_customers')
        .columns(['service_center_id', 'name_lower'])
        .execute();

      await center(serialId(db.schema.createTable('shop_vehicles')))
        .addColumn('shop_customer_id', 'integer', (col) =>
          col.notNull().references('shop_customers.id').onDelete('cascade'),
        )
        .addColumn('registration_no', text, (col) => col.notNull())
        .addColumn('vehicle_type_id', 'integer', (col) => col.notNull())
        .addColumn('vehicle_id', 'integer', (col) => col.notNull())
        .addColumn('maker_id', 'integer', (col) => col.notNull())
        .addColumn('make_id', 'integer', (col) => col.notNull())
        .addColumn('make_other', text, (col) => col.notNull().defaultTo(''))
        .addColumn('model_id', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('fuel_type_id', 'integer', (col) => col.notNull())
        .addColumn('color_id', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('chassis_no', text, (col) => col.notNull().defaultTo(''))
        .addColumn('mileage', text, (col) => col.notNull().defaultTo(''))
        .addColumn('created_at', text, (col) => col.notNull())
        // one owner per registration within a center; the (center, registration) index serves prefix search
        .addUniqueConstraint('shop_vehicles_center_registration', ['service_center_id', 'registration_no'])
        .execute();
      await db.schema
        .createIndex('shop_vehicles_customer')
        .on('shop_vehicles')
        .column('shop_customer_id')
        .execute();

      await center(serialId(db.schema.createTable('parts')))
        .addColumn('name', text, (col) => col.notNull())
        .addColumn('name_lower', text, (col) => col.notNull())
        .addColumn('code', text, (col) => col.notNull().defaultTo(''))
        .addColumn('kind', text, (col) => col.notNull())
        .addColumn('hsn_sac', text, (col) => col.notNull())
        // used only when hsn_sac is not in gst_rates
        .addColumn('gst_rate_fallback', 'integer')
        .addColumn('unit', text, (col) => col.notNull())
        .addColumn('sale_price_paise', 'bigint', (col) => col.notNull())
        .addColumn('purchase_price_paise', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('reorder_level_milli', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('price_includes_gst', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', text, (col) => col.notNull())
        .addColumn('updated_at', text, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('parts_center_name')
        .on('parts')
        .columns(['service_center_id', 'name_lower'])
        .execute();
      // a code is unique within a center when given ('' = none)
      await db.schema
        .createIndex('parts_center_code')
        .on('parts')
        .columns(['service_center_id', 'code'])
        .unique()
        .where(sql<boolean>`code <> ''`)
        .execute();

      await center(serialId(db.schema.createTable('job_cards')))
        .addColumn('number', text, (col) => col.notNull())
        .addColumn('shop_customer_id', 'integer', (col) => col.notNull().references('shop_customers.id'))
        .addColumn('shop_vehicle_id', 'integer', (col) => col.notNull().references('shop_vehicles.id'))
        .addColumn('service_request_id', 'integer', (col) => col.unique().references('service_requests.id'))
        .addColumn('status', text, (col) => col.notNull())
        .addColumn('odometer', 'integer')
        .addColumn('fuel_level', text)
        .addColumn('complaints', text, (col) => col.notNull())
        .addColumn('checklist', text, (col) => col.notNull())
        .addColumn('damage_notes', text, (col) => col.notNull().defaultTo(''))
        .addColumn('promised_delivery', text, (col) => col.notNull().defaultTo(''))
        .addColumn('technician', text, (col) => col.notNull().defaultTo(''))
        .addColumn('next_service_date', text)
        .addColumn('next_service_odometer', 'integer')
        .addColumn('stock_issued_at', text)
        .addColumn('created_by', 'integer', (col) => col.notNull())
        .addColumn('created_at', text, (col) => col.notNull())
        .addColumn('updated_at', text, (col) => col.notNull())
        .addUniqueConstraint('job_cards_center_number', ['service_center_id', 'number'])
        .execute();
      await db.schema
        .createIndex('job_cards_center_status')
        .on('job_cards')
        .columns(['service_center_id', 'status', 'created_at'])
        .execute();
      await db.schema.createIndex('job_cards_customer').on('job_cards').column('shop_customer_id').execute();

      await serialId(db.schema.createTable('estimate_links'))
        .addColumn('job_card_id', 'integer', (col) =>
          col.notNull().references('job_cards.id').onDelete('cascade'),
        )
        // SHA-256 of the token: the token itself is never stored
        .addColumn('token_hash', text, (col) => col.notNull().unique())
        .addColumn('line_ids', text, (col) => col.notNull())
        .addColumn('sent_to', text, (col) => col.notNull())
        .addColumn('expires_at', text, (col) => col.notNull())
        .addColumn('used_at', text)
        .addColumn('superseded_at', text)
        .addColumn('created_by', 'integer', (col) => col.notNull())
        .addColumn('created_at', text, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('estimate_links_job_card')
        .on('estimate_links')
        .column('job_card_id')
        .execute();

      await serialId(db.schema.createTable('job_card_lines'))
        .addColumn('job_card_id', 'integer', (col) =>
          col.notNull().references('job_cards.id').onDelete('cascade'),
        )
        .addColumn('part_id', 'integer', (col) => col.references('parts.id'))
        .addColumn('line_type', text, (col) => col.notNull())
        .addColumn('description', text, (col) => col.notNull())
        .addColumn('hsn_sac', text, (col) => col.notNull().defaultTo(''))
        .addColumn('unit', text, (col) => col.notNull().defaultTo('nos'))
        .addColumn('qty_milli', 'bigint', (col) => col.notNull())
        .addColumn('unit_price_paise', 'bigint', (col) => col.notNull())
        .addColumn('price_includes_gst', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('discount_type', text, (col) => col.notNull())
        // paise for 'Amount', basis points (1/100 %) for 'Percent'
        .addColumn('discount_value', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('gst_rate', 'integer', (col) => col.notNull())
        .addColumn('gross_paise', 'bigint', (col) => col.notNull())
        .addColumn('discount_paise', 'bigint', (col) => col.notNull())
        .addColumn('taxable_paise', 'bigint', (col) => col.notNull())
        .addColumn('gst_paise', 'bigint', (col) => col.notNull())
        .addColumn('total_paise', 'bigint', (col) => col.notNull())
        .addColumn('approval', text, (col) => col.notNull())
        .addColumn('estimate_link_id', 'integer', (col) => col.references('estimate_links.id'))
        .addColumn('decided_at', text)
        .addColumn('issued_milli', 'bigint', (col) => col.notNull().defaultTo(0))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('created_at', text, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('job_card_lines_job_card')
        .on('job_card_lines')
        .columns(['job_card_id', 'position'])
        .execute();

      await serialId(db.schema.createTable('stock_movements'))
        .addColumn('service_center_id', 'integer', (col) => col.notNull())
        .addColumn('part_id', 'integer', (col) => col.notNull().references('parts.id').onDelete('cascade'))
        .addColumn('kind', text, (col) => col.notNull())
        // signed: in > 0, out < 0
        .addColumn('qty_milli', 'bigint', (col) => col.notNull())
        // on hand after this movement (written under the part's lock, so it equals the running sum)
        .addColumn('balance_milli', 'bigint', (col) => col.notNull())
        .addColumn('reason', text, (col) => col.notNull().defaultTo(''))
        .addColumn('job_card_id', 'integer', (col) => col.references('job_cards.id'))
        .addColumn('job_card_line_id', 'integer')
        .addColumn('created_by', 'integer', (col) => col.notNull())
        .addColumn('created_at', text, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('stock_movements_part')
        .on('stock_movements')
        .columns(['part_id', 'id'])
        .execute();

      await serialId(db.schema.createTable('job_card_events'))
        .addColumn('job_card_id', 'integer', (col) =>
          col.notNull().references('job_cards.id').onDelete('cascade'),
        )
        .addColumn('from_status', text)
        .addColumn('to_status', text, (col) => col.notNull())
        .addColumn('remark', text, (col) => col.notNull())
        .addColumn('actor_account_id', 'integer')
        .addColumn('actor_label', text, (col) => col.notNull())
        .addColumn('created_at', text, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('job_card_events_job_card')
        .on('job_card_events')
        .columns(['job_card_id', 'id'])
        .execute();

      await serialId(db.schema.createTable('estimate_decisions'))
        .addColumn('estimate_link_id', 'integer', (col) =>
          col.notNull().unique().references('estimate_links.id'),
        )
        .addColumn('job_card_id', 'integer', (col) =>
          col.notNull().references('job_cards.id').onDelete('cascade'),
        )
        .addColumn('approved_line_ids', text, (col) => col.notNull())
        .addColumn('declined_line_ids', text, (col) => col.notNull())
        .addColumn('ip', text, (col) => col.notNull())
        .addColumn('user_agent', text, (col) => col.notNull())
        .addColumn('decided_at', text, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('document_sequences')
        .addColumn('service_center_id', 'integer', (col) => col.notNull())
        .addColumn('kind', text, (col) => col.notNull())
        .addColumn('financial_year', text, (col) => col.notNull())
        .addColumn('last_value', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('document_sequences_pk', ['service_center_id', 'kind', 'financial_year'])
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      for (const table of [
        'document_sequences',
        'estimate_decisions',
        'job_card_events',
        'stock_movements',
        'job_card_lines',
        'estimate_links',
        'job_cards',
        'parts',
        'shop_vehicles',
        'shop_customers',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
