import type { Kysely } from 'kysely';
import type { Engine } from '../../platform/db.js';
import { tableHelpers } from './table-helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose */

/**
 * Private links to an invoice's PDF sent to the customer ('Send to customer'). Only the SHA-256 of the token is
 * stored; a link opens the PDF until `expires_at`. The rows also count the sends of an invoice for its hourly
 * limit (index on invoice and time).
 */
export function invoiceShareMigration(engine: Engine) {
  const { serialId } = tableHelpers(engine);
  return {
    async up(db: Kysely<any>): Promise<void> {
      await serialId(db.schema.createTable('invoice_share_links'))
        .addColumn('invoice_id', 'integer', (col) =>
          col.notNull().references('invoices.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('sent_to', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('created_by', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('invoice_share_links_invoice_time')
        .on('invoice_share_links')
        .columns(['invoice_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('invoice_share_links').execute();
    },
  };
}
