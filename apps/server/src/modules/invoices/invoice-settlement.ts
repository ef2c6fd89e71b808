import {
  creditFromTotal,
  istDate,
  financialYearOf,
  SUITE_MESSAGES as S,
  type CreditNoteCreatePayload,
  type InvoiceCancelPayload,
  type PaymentCreatePayload,
  type TaxSplit,
} from '@fixo/shared';
import { sql } from 'kysely';
import { nowIso, type Db, type Engine } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import type { SuiteCaller } from '../subscriptions/index.js';
import { nextDocumentNumber } from '../job-cards/index.js';
import { keyedMessage } from '../../platform/keyed-message.js';

/**
 * What happens to an issued invoice: payments, credit notes and cancellation. The invoice itself never changes;
 * only its running sums (received, credited) and its status move, each by one conditional UPDATE, so two
 * payments at once can never take the balance below zero.
 */

const n = (v: number | string | null | undefined): number => Number(v ?? 0);

/** The center's invoice (404 otherwise); `lock`: PostgreSQL's row lock for the rest of the transaction. */
async function invoiceOf(db: Db, centerId: number, id: number, lock = false) {
  let query = db
    .selectFrom('invoices')
    .select([
      'id',
      'status',
      'issue_date',
      'tax_split',
      'grand_total_paise',
      'received_paise',
      'credited_paise',
      'job_card_id',
    ])
    .where('id', '=', id)
    .where('service_center_id', '=', centerId);
  if (lock) query = query.forUpdate();
  const inv = await query.executeTakeFirst();
  if (!inv) throw notFound(S.invoiceNotFound);
  return {
    ...inv,
    grand: n(inv.grand_total_paise),
    received: n(inv.received_paise),
    credited: n(inv.credited_paise),
  };
}

export async function addPayment(db: Db, caller: SuiteCaller, p: PaymentCreatePayload): Promise<void> {
  const inv = await invoiceOf(db, caller.centerId, p.invoiceid);
  if (inv.status === 'Cancelled') throw conflict(S.invoiceCancelled);
  const today = istDate(new Date());
  const paidOn = p.paidon && p.paidon !== '' ? p.paidon : today;
  if (paidOn < inv.issue_date || paidOn > today) throw badRequest(S.paymentDateOutOfRange);
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('invoices')
      .set({ received_paise: sql<number>`received_paise + ${p.amountpaise}` })
      .where('id', '=', inv.id)
      .where('status', '=', 'Issued')
      .where(sql<boolean>`received_paise + credited_paise + ${p.amountpaise} <= grand_total_paise`)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      const now = await invoiceOf(trx, caller.centerId, inv.id);
      if (now.status === 'Cancelled') throw conflict(S.invoiceCancelled);
      const balance = Math.max(0, now.grand - now.credited - now.received);
      const problem = balance === 0 ? S.invoicePaid : keyedMessage('suite.overpayment', { balance });
      throw badRequest(problem, { amountpaise: typeof problem === 'string' ? problem : problem.message });
    }
    await trx
      .insertInto('invoice_payments')
      .values({
        service_center_id: caller.centerId,
        invoice_id: inv.id,
        receipt_no: await nextDocumentNumber(trx, caller.centerId, 'RCT'),
        mode: p.mode,
        reference: p.reference,
        paid_on: paidOn,
        amount_paise: p.amountpaise,
        created_by: caller.accountId,
        created_at: nowIso(),
      })
      .execute();
  });
}

export async function cancelInvoice(db: Db, caller: SuiteCaller, p: InvoiceCancelPayload): Promise<void> {
  const inv = await invoiceOf(db, caller.centerId, p.invoiceid);
  if (inv.status === 'Cancelled') throw conflict(S.invoiceCancelled);
  const updated = await db
    .updateTable('invoices')
    .set({
      status: 'Cancelled',
      // frees the job card for a corrected invoice; the number stays used and shown as cancelled
      live_job_card_id: null,
      cancelled_at: nowIso(),
      cancel_reason: p.reason,
      cancelled_by: caller.accountId,
    })
    .where('id', '=', inv.id)
    .where('status', '=', 'Issued')
    .where('received_paise', '=', 0)
    .where('credited_paise', '=', 0)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    const now = await invoiceOf(db, caller.centerId, inv.id);
    throw conflict(now.status === 'Cancelled' ? S.invoiceCancelled : S.cancelWithPayments);
  }
}

interface CreditPart {
  lineId: number;
  taxablepaise: number;
  cgstpaise: number;
  sgstpaise: number;
  igstpaise: number;
  totalpaise: number;
}

/**
 * The credit taken from each line: `lines` name their share (tax included); `amountpaise` is taken from the
 * lines in order, each up to what is left of it. Every share is split back into taxable value and tax at its
 * line's rate (creditFromTotal), so a credit note's heads add up to its total exactly.
 */
function creditParts(
  lines: { id: number; line_no: number; gst_rate: number; total: number; credited: number }[],
  p: CreditNoteCreatePayload,
  split: TaxSplit,
): CreditPart[] {
  const wanted = new Map<number, number>();
  if (p.lines && p.lines.length > 0) {
    for (const l of p.lines) {
      const line = lines.find((x) => x.line_no === l.lineno);
      if (!line) throw badRequest(S.creditLineInvalid, { lines: S.creditLineInvalid });
      const sum = (wanted.get(line.id) ?? 0) + l.amountpaise;
      if (sum > line.total - line.credited)
        throw badRequest(
          keyedMessage('suite.creditOverLine', { lineno: l.lineno, left: line.total - line.credited }),
        );
      wanted.set(line.id, sum);
    }
  } else {
    let rest = p.amountpaise ?? 0;
    for (const line of lines) {
      const take = Math.min(rest, line.total - line.credited);
      if (take > 0) wanted.set(line.id, take);
      rest -= take;
    }
  }
  return lines
    .filter((l) => wanted.has(l.id))
    .map((l) => ({ lineId: l.id, ...creditFromTotal(wanted.get(l.id)!, l.gst_rate, split) }));
}

/**
 * A credit note spreads its amount over the lines by what each has left, so it must see the lines as no other
 * credit note is changing them: it locks the invoice row first (PostgreSQL; SQLite runs one write transaction at
 * a time), then reads the invoice and its lines. Two credit notes at once then run one after the other, and the
 * second is decided on what the first left, with the same answer on both engines.
 */
export async function addCreditNote(
  db: Db,
  engine: Engine,
  caller: SuiteCaller,
  p: CreditNoteCreatePayload,
): Promise<void> {
  await invoiceOf(db, caller.centerId, p.invoiceid); // 404 before anything is locked
  await db.transaction().execute(async (trx) => {
    const inv = await invoiceOf(trx, caller.centerId, p.invoiceid, engine === 'postgres');
    if (inv.status === 'Cancelled') throw conflict(S.invoiceCancelled);
    const lines = (
      await trx
        .selectFrom('invoice_lines')
        .select(['id', 'line_no', 'gst_rate', 'total_paise', 'credited_paise'])
        .where('invoice_id', '=', inv.id)
        .orderBy('line_no')
        .execute()
    ).map((l) => ({ ...l, total: n(l.total_paise), credited: n(l.credited_paise) }));
    const parts = creditParts(lines, p, inv.tax_split);
    const total = parts.reduce((s, x) => s + x.totalpaise, 0);
    // the grand total may be below the lines' sum (round-off): never credit more than the invoice
    const left = inv.grand - inv.credited;
    if (total === 0 || total > left || (p.amountpaise !== undefined && total < p.amountpaise))
      throw badRequest(keyedMessage('suite.creditOverInvoice', { left: Math.max(0, left) }));
    // The conditions below hold under the lock; they stay as the last guard of the sums.
    const onInvoice = await trx
      .updateTable('invoices')
      .set({ credited_paise: sql<number>`credited_paise + ${total}` })
      .where('id', '=', inv.id)
      .where('status', '=', 'Issued')
      .where(sql<boolean>`credited_paise + ${total} <= grand_total_paise`)
      .executeTakeFirst();
    if (Number(onInvoice.numUpdatedRows) === 0)
      throw conflict(keyedMessage('suite.creditOverInvoice', { left: Math.max(0, left) }));
    for (const part of parts) {
      const onLine = await trx
        .updateTable('invoice_lines')
        .set({ credited_paise: sql<number>`credited_paise + ${part.totalpaise}` })
        .where('id', '=', part.lineId)
        .where(sql<boolean>`credited_paise + ${part.totalpaise} <= total_paise`)
        .executeTakeFirst();
      if (Number(onLine.numUpdatedRows) === 0)
        throw conflict(keyedMessage('suite.creditOverInvoice', { left: Math.max(0, left) }));
    }
    const now = new Date();
    const sum = (k: keyof Omit<CreditPart, 'lineId'>) => parts.reduce((s, x) => s + x[k], 0);
    const note = await trx
      .insertInto('credit_notes')
      .values({
        service_center_id: caller.centerId,
        invoice_id: inv.id,
        number: await nextDocumentNumber(trx, caller.centerId, 'CN', now),
        financial_year: financialYearOf(now),
        issue_date: istDate(now),
        reason: p.reason,
        taxable_paise: sum('taxablepaise'),
        cgst_paise: sum('cgstpaise'),
        sgst_paise: sum('sgstpaise'),
        igst_paise: sum('igstpaise'),
        total_paise: total,
        created_by: caller.accountId,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('credit_note_lines')
      .values(
        parts.map((x) => ({
          credit_note_id: note.id,
          invoice_line_id: x.lineId,
          taxable_paise: x.taxablepaise,
          cgst_paise: x.cgstpaise,
          sgst_paise: x.sgstpaise,
          igst_paise: x.igstpaise,
          total_paise: x.totalpaise,
        })),
      )
      .execute();
  });
}
