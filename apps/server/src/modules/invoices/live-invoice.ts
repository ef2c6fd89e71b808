import type { Db } from '../../platform/db.js';
import { paymentState } from './invoice-read.js';

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

/**
 * What the standing invoices of these job cards bill (grand total less credit notes) and what is still due on
 * them, per job card: a customer's profile adds these up instead of the job cards' own totals, which a bill of
 * supply or a credit note can differ from.
 */
export async function billedByJobCard(
  db: Db,
  jobCardIds: readonly number[],
): Promise<Map<number, { billedpaise: number; balancepaise: number }>> {
  if (jobCardIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoices')
    .select(['live_job_card_id', 'grand_total_paise', 'credited_paise', 'received_paise'])
    .where('live_job_card_id', 'in', [...jobCardIds])
    .execute();
  const billed = new Map<number, { billedpaise: number; balancepaise: number }>();
  for (const r of rows) {
    if (r.live_job_card_id === null) continue;
    const grand = Number(r.grand_total_paise);
    const credited = Number(r.credited_paise);
    billed.set(r.live_job_card_id, {
      billedpaise: grand - credited,
      balancepaise: paymentState(grand, Number(r.received_paise), credited, false).balance,
    });
  }
  return billed;
}
