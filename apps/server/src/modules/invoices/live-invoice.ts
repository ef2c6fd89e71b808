import type { Db } from '../../platform/db.js';

/**
 * The number of a job card's live (not cancelled) invoice, or null. An invoiced job card is frozen: its lines
 * and status may not change while the invoice stands (the invoice is a snapshot, they would disagree).
 */
export async function liveInvoiceOf(db: Db, jobCardId: number): Promise<string | null> {
  return (await liveInvoiceRefOf(db, jobCardId))?.invoiceno ?? null;
}

/** The id and number of a job card's live (not cancelled) invoice, or null: what its page links to. */
export async function liveInvoiceRefOf(
  db: Db,
  jobCardId: number,
): Promise<{ invoiceid: number; invoiceno: string } | null> {
  const row = await db
    .selectFrom('invoices')
    .select(['id', 'number'])
    .where('live_job_card_id', '=', jobCardId)
    .executeTakeFirst();
  return row ? { invoiceid: row.id, invoiceno: row.number } : null;
}
