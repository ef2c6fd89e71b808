import {
  fromMilli,
  SUITE_MESSAGES as S,
  type HsnSummaryRow,
  type Invoice,
  type InvoiceLine,
  type InvoicesPage,
  type InvoicesQuery,
  type PaymentStatus,
} from '@fixo/shared';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { documentSearchTerms } from '../../platform/sql-like.js';
import { upiUri } from '../subscriptions/index.js';

const n = (v: number | string | null | undefined): number => Number(v ?? 0);

/** Balance and payment status from the running sums (cancelled invoices owe nothing). */
export function paymentState(grand: number, received: number, credited: number, cancelled: boolean) {
  const due = grand - credited;
  const balance = cancelled ? 0 : Math.max(0, due - received);
  const status: PaymentStatus = received >= due ? 'Paid' : received === 0 ? 'Unpaid' : 'Partly paid';
  return { balance, status, refunddue: Math.max(0, received - due) };
}

/** HSN-wise summary of lines (per HSN/SAC, UQC and rate, as GSTR-1 table 12 asks), first description kept. */
export function hsnSummary(lines: readonly InvoiceLine[]): HsnSummaryRow[] {
  const rows = new Map<string, HsnSummaryRow & { milli: number }>();
  for (const l of lines) {
    const key = `${l.hsnsac}|${l.uqc}|${l.gstrate}`;
    const row = rows.get(key) ?? {
      hsnsac: l.hsnsac,
      description: l.description,
      uqc: l.uqc,
      gstrate: l.gstrate,
      qty: 0,
      milli: 0,
      taxablepaise: 0,
      cgstpaise: 0,
      sgstpaise: 0,
      igstpaise: 0,
      taxpaise: 0,
      totalpaise: 0,
    };
    row.milli += Math.round(l.qty * 1000);
    row.taxablepaise += l.taxablepaise;
    row.cgstpaise += l.cgstpaise;
    row.sgstpaise += l.sgstpaise;
    row.igstpaise += l.igstpaise;
    row.taxpaise += l.cgstpaise + l.sgstpaise + l.igstpaise;
    row.totalpaise += l.totalpaise;
    rows.set(key, row);
  }
  return [...rows.values()].map(({ milli, ...row }) => ({ ...row, qty: fromMilli(milli) }));
}

async function actorNames(db: Db, accountIds: number[]): Promise<Map<number, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('service_centers')
    .select(['account_id', 'name'])
    .where('account_id', 'in', [...new Set(accountIds)])
    .execute();
  return new Map(rows.map((r) => [r.account_id, r.name]));
}

/** An invoice of one center in the contract's shape (404 for another center's id). */
export async function loadInvoice(db: Db, centerId: number, id: number): Promise<Invoice> {
  const inv = await db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', id)
    .where('service_center_id', '=', centerId)
    .executeTakeFirst();
  if (!inv) throw notFound(S.invoiceNotFound);
  const [lineRows, payments, notes, noteLines, recipientState] = await Promise.all([
    db.selectFrom('invoice_lines').selectAll().where('invoice_id', '=', id).orderBy('line_no').execute(),
    db.selectFrom('invoice_payments').selectAll().where('invoice_id', '=', id).orderBy('id').execute(),
    db.selectFrom('credit_notes').selectAll().where('invoice_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('credit_note_lines as cl')
      .innerJoin('credit_notes as cn', 'cn.id', 'cl.credit_note_id')
      .innerJoin('invoice_lines as il', 'il.id', 'cl.invoice_line_id')
      .select([
        'cl.credit_note_id',
        'cl.taxable_paise',
        'cl.cgst_paise',
        'cl.sgst_paise',
        'cl.igst_paise',
        'cl.total_paise',
        'il.line_no',
        'il.description',
        'il.hsn_sac',
        'il.gst_rate',
      ])
      .where('cn.invoice_id', '=', id)
      .orderBy('cl.id')
      .execute(),
    inv.recipient_gstin
      ? db
          .selectFrom('states')
          .select(['name', 'code'])
          .where('code', '=', inv.recipient_gstin.slice(0, 2))
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const names = await actorNames(db, [
    inv.created_by,
    ...payments.map((p) => p.created_by),
    ...notes.map((c) => c.created_by),
  ]);
  const halfRate = (rate: number, on: boolean) => (on ? rate / 2 : 0);
  const lines: InvoiceLine[] = lineRows.map((l) => ({
    lineno: l.line_no,
    linetype: l.line_type,
    description: l.description,
    hsnsac: l.hsn_sac,
    qty: fromMilli(n(l.qty_milli)),
    unit: l.unit,
    uqc: l.uqc,
    ratepaise: n(l.rate_paise),
    rateincludesgst: l.rate_includes_gst === 1,
    grosspaise: n(l.gross_paise),
    discountpaise: n(l.discount_paise),
    taxablepaise: n(l.taxable_paise),
    gstrate: l.gst_rate,
    cgstrate: halfRate(l.gst_rate, inv.tax_split === 'CGST+SGST'),
    sgstrate: halfRate(l.gst_rate, inv.tax_split === 'CGST+SGST'),
    igstrate: inv.tax_split === 'IGST' ? l.gst_rate : 0,
    cgstpaise: n(l.cgst_paise),
    sgstpaise: n(l.sgst_paise),
    igstpaise: n(l.igst_paise),
    totalpaise: n(l.total_paise),
  }));
  const grand = n(inv.grand_total_paise);
  const received = n(inv.received_paise);
  const credited = n(inv.credited_paise);
  const state = paymentState(grand, received, credited, inv.status === 'Cancelled');
  return {
    invoiceid: inv.id,
    invoiceno: inv.number,
    documentkind: inv.document_kind,
    issuedate: inv.issue_date,
    jobcardid: inv.job_card_id,
    jobcardno: inv.job_card_number,
    vehregistrationno: inv.vehicle_registration,
    vehicle: inv.vehicle_label,
    supplier: {
      name: inv.supplier_name,
      address: inv.supplier_address,
      gstin: inv.supplier_gstin,
      statename: inv.supplier_state_name,
      statecode: inv.supplier_state_code,
      mobile: inv.supplier_mobile,
      email: inv.supplier_email,
      upivpa: inv.upi_vpa === '' ? null : inv.upi_vpa,
    },
    recipient: {
      name: inv.recipient_name,
      address: inv.recipient_address,
      mobile: inv.recipient_mobile,
      gstin: inv.recipient_gstin,
      statename: recipientState?.name ?? null,
      statecode: recipientState?.code ?? null,
    },
    placeofsupply: { statename: inv.place_of_supply_name, statecode: inv.place_of_supply_code },
    taxsplit: inv.tax_split,
    reversecharge: 'No',
    lines,
    totals: {
      grosspaise: n(inv.gross_paise),
      discountpaise: n(inv.discount_paise),
      taxablepaise: n(inv.taxable_paise),
      cgstpaise: n(inv.cgst_paise),
      sgstpaise: n(inv.sgst_paise),
      igstpaise: n(inv.igst_paise),
      taxpaise: n(inv.cgst_paise) + n(inv.sgst_paise) + n(inv.igst_paise),
      linestotalpaise: n(inv.lines_total_paise),
      roundoffpaise: n(inv.round_off_paise),
      grandtotalpaise: grand,
    },
    amountinwords: inv.amount_in_words,
    hsnsummary: hsnSummary(lines),
    status: inv.status,
    cancelledon: inv.cancelled_at,
    cancelreason: inv.cancel_reason,
    paymentstatus: state.status,
    receivedpaise: received,
    creditedpaise: credited,
    balancepaise: state.balance,
    refunddue: state.refunddue,
    upilink:
      inv.upi_vpa !== '' && state.balance > 0
        ? upiUri({ vpa: inv.upi_vpa, name: inv.supplier_name }, state.balance / 100, inv.number, inv.number)
        : null,
    payments: payments.map((p) => ({
      paymentid: p.id,
      receiptno: p.receipt_no,
      mode: p.mode,
      amountpaise: n(p.amount_paise),
      reference: p.reference,
      paidon: p.paid_on,
      recordedby: names.get(p.created_by) ?? 'Service center',
      createdon: p.created_at,
    })),
    creditnotes: notes.map((c) => ({
      creditnoteid: c.id,
      creditnoteno: c.number,
      issuedate: c.issue_date,
      reason: c.reason,
      lines: noteLines
        .filter((l) => l.credit_note_id === c.id)
        .map((l) => ({
          lineno: l.line_no,
          description: l.description,
          hsnsac: l.hsn_sac,
          gstrate: l.gst_rate,
          taxablepaise: n(l.taxable_paise),
          cgstpaise: n(l.cgst_paise),
          sgstpaise: n(l.sgst_paise),
          igstpaise: n(l.igst_paise),
          totalpaise: n(l.total_paise),
        })),
      taxablepaise: n(c.taxable_paise),
      cgstpaise: n(c.cgst_paise),
      sgstpaise: n(c.sgst_paise),
      igstpaise: n(c.igst_paise),
      totalpaise: n(c.total_paise),
      createdby: names.get(c.created_by) ?? 'Service center',
      createdon: c.created_at,
    })),
    createdby: names.get(inv.created_by) ?? 'Service center',
    createdon: inv.created_at,
  };
}

/** The center's invoices, searched, filtered and paged on the server. */
export async function listInvoices(db: Db, centerId: number, q: InvoicesQuery): Promise<InvoicesPage> {
  const due = sql<number>`(i.grand_total_paise - i.credited_paise)`;
  const balance = sql<number>`(case when i.status = 'Cancelled' then 0 else i.grand_total_paise - i.credited_paise - i.received_paise end)`;
  let base = db.selectFrom('invoices as i').where('i.service_center_id', '=', centerId);
  const search = q.SEARCH.trim();
  if (search !== '') {
    base = base.where((eb) =>
      eb.or(
        documentSearchTerms(search, {
          number: eb.ref('i.number'),
          nameLower: eb.ref('i.recipient_name_lower'),
          registration: eb.ref('i.vehicle_registration'),
          mobile: eb.ref('i.recipient_mobile'),
        }),
      ),
    );
  }
  if (q.FROM) base = base.where('i.issue_date', '>=', q.FROM);
  if (q.TO) base = base.where('i.issue_date', '<=', q.TO);
  if (q.STATUS) base = base.where('i.status', '=', q.STATUS);
  if (q.PAYMENTSTATUS === 'Paid') base = base.where(sql<boolean>`i.received_paise >= ${due}`);
  if (q.PAYMENTSTATUS === 'Unpaid')
    base = base.where(sql<boolean>`i.received_paise = 0 and i.received_paise < ${due}`);
  if (q.PAYMENTSTATUS === 'Partly paid')
    base = base.where(sql<boolean>`i.received_paise > 0 and i.received_paise < ${due}`);
  const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  let rows = base.selectAll('i');
  const dir = q.ORDER;
  if (q.SORT === 'customername') rows = rows.orderBy('i.recipient_name_lower', dir);
  else if (q.SORT === 'grandtotal') rows = rows.orderBy('i.grand_total_paise', dir);
  else if (q.SORT === 'balance') rows = rows.orderBy(balance, dir);
  else if (q.SORT === 'issuedon') rows = rows.orderBy('i.issue_date', dir);
  // numbers of one center are issued in id order, so id orders them within and across years
  const items = await rows
    .orderBy('i.id', dir)
    .limit(q.PAGESIZE)
    .offset((q.PAGE - 1) * q.PAGESIZE)
    .execute();
  return {
    items: items.map((r) => {
      const grand = n(r.grand_total_paise);
      const received = n(r.received_paise);
      const state = paymentState(grand, received, n(r.credited_paise), r.status === 'Cancelled');
      return {
        invoiceid: r.id,
        invoiceno: r.number,
        documentkind: r.document_kind,
        issuedate: r.issue_date,
        customername: r.recipient_name,
        mobile: r.recipient_mobile,
        vehregistrationno: r.vehicle_registration,
        jobcardno: r.job_card_number,
        grandtotalpaise: grand,
        receivedpaise: received,
        balancepaise: state.balance,
        status: r.status,
        paymentstatus: state.status,
      };
    }),
    total: n(count?.n as number | string | undefined),
    page: q.PAGE,
    pagesize: q.PAGESIZE,
  };
}
