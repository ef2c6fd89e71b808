import type { Db } from '../../platform/db.js';

/**
 * The number of a job card's live (not cancelled) invoice, or null. An invoiced job card is frozen: its lines
 * and status may not change while the invoice stands (the invoice is a snapshot, they would disagree).
 */
export async function liveInvoiceOf(db: Db, jobCardId: number): Promise<string | null> {
  const row = await db
    .selectFrom('invoices')
    .select('number')
    .where('live_job_card_id', '=', jobCardId)
    .executeTakeFirst();
  return row?.number ?? null;
}
