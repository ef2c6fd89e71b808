import type { Kysely } from 'kysely';
import type { Engine } from '../../platform/db.js';
import { tableHelpers, type Table } from './table-helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * FixoPro suite, part 2: GST invoices (rule 46), their lines, payments (receipts) and credit notes, and the
 * center's invoice settings (UPI id, composition dealer, turnover above ₹5 crore).
 *
 * An invoice is a snapshot: supplier, recipient, place of supply and every printed amount are stored as issued,
 * so a later change of the center profile, the masters or the job card never changes an issued invoice.
 * Numbers come from document_sequences (kinds 'INV', 'CN', 'RCT'), unique per center.
 * `live_job_card_id` is the job card while the invoice is not cancelled (NULL otherwise): its unique index lets
 * only one live invoice per job card in, even for two creates at once (several NULLs are allowed on both engines).
 * `received_paise` / `credited_paise` are running sums kept by conditional updates, so a payment racing another
 * can never take the balance below zero. Money is integer paise (bigint), quantities thousandths (qty_milli).
 */
export function invoicesMigration(engine: Engine) {
  const { serialId, center } = tableHelpers(engine);
  const text = 'text' as const;
  const money = (table: Table, ...names: string[]): Table =>
    names.reduce((t, name) => t.addColumn(name, 'bigint', (col) => col.notNull().defaultTo(0)), table);
  const TAX_HEADS = ['taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise', 'total_paise'];

  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('invoice_settings')
        .addColumn('service_center_id', 'integer', (col) =>
          col.primaryKey().references('service_centers.id').onDelete('cascade'),
        )
        .addColumn('upi_vpa', text, (col) => col.notNull().defaultTo(''))
        .addColumn('composition_dealer', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('turnover_above_5cr', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('updated_at', text, (col) => col.notNull())
        .execute();

      let invoices = center(serialId(db.schema.createTable('invoices')))
        .addColumn('number', text, (col) => col.notNull())
        .addColumn('financial_year', text, (col) => col.notNull())
        .addColumn('document_kind', text, (col) => col.notNull())
        // YYYY-MM-DD in India time
        .addColumn('issue_date', text, (col) => col.notNull())
        .addColumn('job_card_id', 'integer', (col) => col.references('job_cards.id'))
        .addColumn('live_job_card_id', 'integer', (col) => col.references('job_cards.id'))
        .addColumn('job_card_number', text)
        .addColumn('supplier_name', text, (col) => col.notNull())
        .addColumn('supplier_address', text, (col) => col.notNull())
        .addColumn('supplier_gstin', text, (col) => col.notNull().defaultTo(''))
        .addColumn('supplier_state_name', text, (col) => col.notNull())
        .addColumn('supplier_state_code', text, (col) => col.notNull())
        .addColumn('supplier_mobile', text, (col) => col.notNull().defaultTo(''))
        .addColumn('supplier_email', text, (col) => col.notNull().defaultTo(''))
        .addColumn('upi_vpa', text, (col) => col.notNull().defaultTo(''))
        .addColumn('recipient_name', text, (col) => col.notNull())
        .addColumn('recipient_name_lower', text, (col) => col.notNull())
        .addColumn('recipient_address', text, (col) => col.notNull().defaultTo(''))
        .addColumn('recipient_mobile', text, (col) => col.notNull().defaultTo(''))
        .addColumn('recipient_gstin', text, (col) => col.notNull().defaultTo(''))
        .addColumn('vehicle_registration', text, (col) => col.notNull().defaultTo(''))
        .addColumn('vehicle_label', text, (col) => col.notNull().defaultTo(''))
        .addColumn('place_of_supply_code', text, (col) => col.notNull())
        .addColumn('place_of_supply_name', text, (col) => col.notNull())
        .addColumn('tax_split', text, (col) => col.notNull())
        .addColumn('amount_in_words', text, (col) => col.notNull());
      invoices = money(
        invoices,
        'gross_paise',
        'discount_paise',
        'taxable_paise',
        'cgst_paise',
        'sgst_paise',
        'igst_paise',
        'lines_total_paise',
        'round_off_paise',
        'grand_total_paise',
        'received_paise',
        'credited_paise',
      );
      await invoices
        .addColumn('status', text, (col) => col.notNull())
        .addColumn('cancelled_at', text)
        .addColumn('cancel_reason', text)
        .addColumn('cancelled_by', 'integer')
        .addColumn('created_by', 'integer', (col) => col.notNull())
        .addColumn('created_at', text, (col) => col.notNull())
        .addUniqueConstraint('invoices_center_number', ['service_center_id', 'number'])
        .execute();
      await db.schema
        .createIndex('invoices_live_job_card')
        .on('invoices')
        .column('live_job_card_id')
        .unique()
        .execute();
      await db.schema
        .createIndex('invoices_center_date')
        .on('invoices')
        .columns(['service_center_id', 'issue_date'])
        .execute();

      const lines = serialId(db.schema.createTable('invoice_lines'))
        .addColumn('invoice_id', 'integer', (col) =>
          col.notNull().references('invoices.id').onDelete('cascade'),
        )
        .addColumn('line_no', 'integer', (col) => col.notNull())
        .addColumn('line_type', text, (col) => col.notNull())
        .addColumn('description', text, (col) => col.notNull())
        .addColumn('hsn_sac', text, (col) => col.notNull())
        .addColumn('unit', text, (col) => col.notNull())
        .addColumn('uqc', text, (col) => col.notNull())
        .addColumn('qty_milli', 'bigint', (col) => col.notNull())
        .addColumn('rate_includes_gst', 'integer', (col) => col.notNull().defaultTo(0))
        // whole percent as charged (0 on a bill of supply); CGST and SGST are half of it each
        .addColumn('gst_rate', 'integer', (col) => col.notNull());
      await money(
        lines,
        'rate_paise',
        'gross_paise',
        'discount_paise',
        'taxable_paise',
        'cgst_paise',
        'sgst_paise',
        'igst_paise',
        'total_paise',
        'credited_paise',
      )
        .addUniqueConstraint('invoice_lines_invoice_line_no', ['invoice_id', 'line_no'])
        .execute();

      await money(
        center(serialId(db.schema.createTable('invoice_payments')))
          .addColumn('invoice_id', 'integer', (col) =>
            col.notNull().references('invoices.id').onDelete('cascade'),
          )
          .addColumn('receipt_no', text, (col) => col.notNull())
          .addColumn('mode', text, (col) => col.notNull())
          .addColumn('reference', text, (col) => col.notNull().defaultTo(''))
          .addColumn('paid_on', text, (col) => col.notNull())
          .addColumn('created_by', 'integer', (col) => col.notNull())
          .addColumn('created_at', text, (col) => col.notNull()),
        'amount_paise',
      )
        .addUniqueConstraint('invoice_payments_center_receipt', ['service_center_id', 'receipt_no'])
        .execute();
      await db.schema
        .createIndex('invoice_payments_invoice')
        .on('invoice_payments')
        .column('invoice_id')
        .execute();

      await money(
        center(serialId(db.schema.createTable('credit_notes')))
          .addColumn('invoice_id', 'integer', (col) =>
            col.notNull().references('invoices.id').onDelete('cascade'),
          )
          .addColumn('number', text, (col) => col.notNull())
          .addColumn('financial_year', text, (col) => col.notNull())
          .addColumn('issue_date', text, (col) => col.notNull())
          .addColumn('reason', text, (col) => col.notNull())
          .addColumn('created_by', 'integer', (col) => col.notNull())
          .addColumn('created_at', text, (col) => col.notNull()),
        ...TAX_HEADS,
      )
        .addUniqueConstraint('credit_notes_center_number', ['service_center_id', 'number'])
        .execute();
      await db.schema.createIndex('credit_notes_invoice').on('credit_notes').column('invoice_id').execute();

      await money(
        serialId(db.schema.createTable('credit_note_lines'))
          .addColumn('credit_note_id', 'integer', (col) =>
            col.notNull().references('credit_notes.id').onDelete('cascade'),
          )
          .addColumn('invoice_line_id', 'integer', (col) => col.notNull().references('invoice_lines.id')),
        ...TAX_HEADS,
      ).execute();
      await db.schema
        .createIndex('credit_note_lines_note')
        .on('credit_note_lines')
        .column('credit_note_id')
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      for (const table of [
        'credit_note_lines',
        'credit_notes',
        'invoice_payments',
        'invoice_lines',
        'invoices',
        'invoice_settings',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
