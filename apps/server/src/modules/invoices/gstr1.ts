import {
  b2clLimitPaise,
  fromMilli,
  NIL_SUPPLY_KINDS,
  type Gstr1,
  type Gstr1HsnRow,
  type InvoiceReportQuery,
} from '@fixo/shared';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Db } from '../../platform/db.js';
import { supplierProfile } from './invoice-settings.js';

/**
 * GSTR-1 of a range (contract in packages/shared/src/schemas/gstr1.ts). Every figure is a sum of stored invoice
 * and credit note lines, as the invoice report's are; the sections only sort them the way the return files them.
 */

const n = (v: number | string | bigint | null | undefined): number => Number(v ?? 0);

interface Heads {
  taxablepaise: number;
  cgstpaise: number;
  sgstpaise: number;
  igstpaise: number;
}
const zero = (): Heads => ({ taxablepaise: 0, cgstpaise: 0, sgstpaise: 0, igstpaise: 0 });
const headsOf = (r: { taxable: unknown; cgst: unknown; sgst: unknown; igst: unknown }): Heads => ({
  taxablepaise: n(r.taxable as number),
  cgstpaise: n(r.cgst as number),
  sgstpaise: n(r.sgst as number),
  igstpaise: n(r.igst as number),
});
function addInto(into: Heads, f: Heads, sign = 1): void {
  into.taxablepaise += sign * f.taxablepaise;
  into.cgstpaise += sign * f.cgstpaise;
  into.sgstpaise += sign * f.sgstpaise;
  into.igstpaise += sign * f.igstpaise;
}

/** The section an invoice's supplies go to, from its recipient, place of supply and value. */
type Section = 'b2b' | 'b2cl' | 'b2cs';
function sectionOf(i: {
  recipient_gstin: string;
  place_of_supply_code: string;
  supplier_state_code: string;
  grand_total_paise: unknown;
  issue_date: string;
}): Section {
  if (i.recipient_gstin !== '') return 'b2b';
  const interState = i.place_of_supply_code !== i.supplier_state_code;
  return interState && n(i.grand_total_paise as number) > b2clLimitPaise(i.issue_date) ? 'b2cl' : 'b2cs';
}
const nilKindOf = (section: Section, interState: boolean) =>
  NIL_SUPPLY_KINDS[(section === 'b2b' ? 0 : 2) + (interState ? 0 : 1)]!;

/** A series' running number: the digits after its last '/' (INV/26-27/12 → 12). */
const seqOf = (documentNumber: string) => Number(/(\d+)$/.exec(documentNumber)?.[1] ?? 0);

export async function gstr1(db: Db, centerId: number, q: InvoiceReportQuery): Promise<Gstr1> {
  const supplier = await supplierProfile(db, centerId);
  const invoicesInRange = db
    .selectFrom('invoices as i')
    .where('i.service_center_id', '=', centerId)
    .where('i.issue_date', '>=', q.FROM)
    .where('i.issue_date', '<=', q.TO);
  const taxInvoiceLines = invoicesInRange
    .innerJoin('invoice_lines as l', 'l.invoice_id', 'i.id')
    .where('i.status', '=', 'Issued')
    .where('i.document_kind', '=', 'Tax Invoice');
  const sums = (eb: ExpressionBuilder<Database & { l: Database['invoice_lines'] }, 'l'>) => [
    eb.fn.sum<number | string>('l.taxable_paise').as('taxable'),
    eb.fn.sum<number | string>('l.cgst_paise').as('cgst'),
    eb.fn.sum<number | string>('l.sgst_paise').as('sgst'),
    eb.fn.sum<number | string>('l.igst_paise').as('igst'),
  ];

  // an invoice and one of its rates: a row of B2B / B2CL, or a part of a B2CS row
  const invoiceRate = [
    'i.id',
    'i.number',
    'i.issue_date',
    'i.recipient_gstin',
    'i.recipient_name',
    'i.place_of_supply_code',
    'i.place_of_supply_name',
    'i.supplier_state_code',
    'i.grand_total_paise',
    'l.gst_rate',
  ] as const;
  const [byInvoiceRate, byHsn, noteLines, documents, creditNotes] = await Promise.all([
    taxInvoiceLines.select(invoiceRate).select(sums).groupBy(invoiceRate).execute(),
    taxInvoiceLines
      .select([
        (eb) => eb.case().when('i.recipient_gstin', '=', '').then(0).else(1).end().as('registered'),
        'l.hsn_sac',
        'l.uqc',
        'l.gst_rate',
        (eb) => eb.fn.min('l.description').as('description'),
        (eb) => eb.fn.sum<number | string>('l.qty_milli').as('milli'),
        (eb) => eb.fn.sum<number | string>('l.total_paise').as('total'),
      ])
      .select(sums)
      .groupBy(['registered', 'l.hsn_sac', 'l.uqc', 'l.gst_rate'])
      .execute(),
    db
      .selectFrom('credit_notes as cn')
      .innerJoin('credit_note_lines as cl', 'cl.credit_note_id', 'cn.id')
      .innerJoin('invoice_lines as l', 'l.id', 'cl.invoice_line_id')
      .innerJoin('invoices as i', 'i.id', 'cn.invoice_id')
      .where('cn.service_center_id', '=', centerId)
      .where('cn.issue_date', '>=', q.FROM)
      .where('cn.issue_date', '<=', q.TO)
      .where('i.document_kind', '=', 'Tax Invoice')
      .select([
        'cn.id',
        'cn.number',
        'cn.issue_date as note_date',
        'cn.total_paise as note_total',
        'i.number as invoice_number',
        'i.issue_date',
        'i.recipient_gstin',
        'i.recipient_name',
        'i.place_of_supply_code',
        'i.place_of_supply_name',
        'i.supplier_state_code',
        'i.grand_total_paise',
        'l.gst_rate',
        'l.hsn_sac',
        'l.uqc',
        'l.description',
        'cl.taxable_paise as taxable',
        'cl.cgst_paise as cgst',
        'cl.sgst_paise as sgst',
        'cl.igst_paise as igst',
        'cl.total_paise as total',
      ])
      .orderBy('cn.id')
      .execute(),
    invoicesInRange.select(['i.number', 'i.financial_year', 'i.status', 'i.document_kind']).execute(),
    db
      .selectFrom('credit_notes')
      .where('service_center_id', '=', centerId)
      .where('issue_date', '>=', q.FROM)
      .where('issue_date', '<=', q.TO)
      .select(['number', 'financial_year'])
      .execute(),
  ]);

  const b2b: Gstr1['b2b'] = [];
  const b2cl: Gstr1['b2cl'] = [];
  const b2cs = new Map<string, Gstr1['b2cs'][number]>();
  const nil = new Map<string, number>();
  const b2csRow = (code: string, name: string, rate: number) => {
    const key = `${code}|${rate}`;
    const row = b2cs.get(key) ?? { placecode: code, placename: name, rate, ...zero() };
    b2cs.set(key, row);
    return row;
  };
  const addNil = (kind: string, paiseValue: number) => nil.set(kind, (nil.get(kind) ?? 0) + paiseValue);

  for (const r of byInvoiceRate) {
    const section = sectionOf(r);
    const heads = headsOf(r);
    if (r.gst_rate === 0) {
      addNil(nilKindOf(section, r.place_of_supply_code !== r.supplier_state_code), heads.taxablepaise);
      continue;
    }
    const common = {
      number: r.number,
      date: r.issue_date,
      valuepaise: n(r.grand_total_paise),
      placecode: r.place_of_supply_code,
      placename: r.place_of_supply_name,
      rate: r.gst_rate,
      ...heads,
    };
    if (section === 'b2b') b2b.push({ gstin: r.recipient_gstin, name: r.recipient_name, ...common });
    else if (section === 'b2cl') b2cl.push(common);
    else addInto(b2csRow(r.place_of_supply_code, r.place_of_supply_name, r.gst_rate), heads);
  }

  // credit notes: rows per note and rate for B2B / B2CL invoices; B2CS ones are netted where they were filed
  const notes = new Map<string, Gstr1['cdnr'][number]>();
  const hsnCredits = new Map<string, Heads & { total: number }>();
  const hsnKey = (registered: boolean, hsn: string, uqc: string, rate: number) =>
    `${registered ? 1 : 0}|${hsn}|${uqc}|${rate}`;
  for (const r of noteLines) {
    const section = sectionOf(r);
    const heads = headsOf(r);
    const registered = r.recipient_gstin !== '';
    const key = hsnKey(registered, r.hsn_sac, r.uqc, r.gst_rate);
    const credit = hsnCredits.get(key) ?? { ...zero(), total: 0 };
    addInto(credit, heads);
    credit.total += n(r.total);
    hsnCredits.set(key, credit);
    if (section === 'b2cs') {
      if (r.gst_rate === 0)
        addNil(nilKindOf(section, r.place_of_supply_code !== r.supplier_state_code), -heads.taxablepaise);
      else addInto(b2csRow(r.place_of_supply_code, r.place_of_supply_name, r.gst_rate), heads, -1);
      continue;
    }
    const noteKey = `${r.id}|${r.gst_rate}`;
    const row = notes.get(noteKey) ?? {
      gstin: r.recipient_gstin,
      name: r.recipient_name,
      invoicenumber: r.invoice_number,
      number: r.number,
      date: r.note_date,
      valuepaise: n(r.note_total),
      placecode: r.place_of_supply_code,
      placename: r.place_of_supply_name,
      rate: r.gst_rate,
      ...zero(),
    };
    addInto(row, heads);
    notes.set(noteKey, row);
  }
  const cdnr = [...notes.values()].filter((r) => r.gstin !== '');
  const cdnur = [...notes.values()].filter((r) => r.gstin === '').map(({ gstin: _, name: __, ...r }) => r);

  const hsnb2b: Gstr1HsnRow[] = [];
  const hsnb2c: Gstr1HsnRow[] = [];
  for (const r of byHsn) {
    const registered = n(r.registered) === 1;
    const credit = hsnCredits.get(hsnKey(registered, r.hsn_sac, r.uqc, r.gst_rate));
    hsnCredits.delete(hsnKey(registered, r.hsn_sac, r.uqc, r.gst_rate));
    const heads = headsOf(r);
    if (credit) addInto(heads, credit, -1);
    (registered ? hsnb2b : hsnb2c).push({
      hsnsac: r.hsn_sac,
      description: String(r.description ?? ''),
      uqc: r.uqc,
      qty: fromMilli(n(r.milli)),
      rate: r.gst_rate,
      valuepaise: n(r.total) - (credit?.total ?? 0),
      ...heads,
    });
  }
  // a credit note in the range on a code the range sold none of (the invoice is older) still lowers its line
  for (const [key, credit] of hsnCredits) {
    const line = noteLines.find(
      (l) => hsnKey(l.recipient_gstin !== '', l.hsn_sac, l.uqc, l.gst_rate) === key,
    )!;
    const { total, ...heads } = credit;
    const negative = { ...zero() };
    addInto(negative, heads, -1);
    (line.recipient_gstin !== '' ? hsnb2b : hsnb2c).push({
      hsnsac: line.hsn_sac,
      description: line.description,
      uqc: line.uqc,
      qty: 0,
      rate: line.gst_rate,
      valuepaise: -total,
      ...negative,
    });
  }
  const byCode = (a: Gstr1HsnRow, b: Gstr1HsnRow) =>
    a.hsnsac.localeCompare(b.hsnsac) || a.rate - b.rate || a.uqc.localeCompare(b.uqc);

  // Table 13: per nature and financial year, the lowest and highest number used, cancelled ones included
  const series = new Map<string, Gstr1['docs'][number] & { low: number; high: number }>();
  const addDocument = (
    nature: Gstr1['docs'][number]['nature'],
    year: string,
    number: string,
    cancelled: boolean,
  ) => {
    const key = `${nature}|${year}`;
    const seq = seqOf(number);
    const row = series.get(key) ?? {
      nature,
      from: number,
      to: number,
      total: 0,
      cancelled: 0,
      low: seq,
      high: seq,
    };
    if (seq < row.low) [row.low, row.from] = [seq, number];
    if (seq > row.high) [row.high, row.to] = [seq, number];
    row.total += 1;
    if (cancelled) row.cancelled += 1;
    series.set(key, row);
  };
  for (const d of documents)
    addDocument('Invoices for outward supply', d.financial_year, d.number, d.status === 'Cancelled');
  for (const c of creditNotes) addDocument('Credit Note', c.financial_year, c.number, false);

  const byDateNumber = (a: { date: string; number: string }, b: { date: string; number: string }) =>
    a.date.localeCompare(b.date) || seqOf(a.number) - seqOf(b.number);
  return {
    from: q.FROM,
    to: q.TO,
    filer: !supplier.billOfSupply,
    billsofsupply: documents.filter((d) => d.document_kind === 'Bill of Supply' && d.status === 'Issued')
      .length,
    b2b: b2b.sort((a, b) => byDateNumber(a, b) || a.rate - b.rate),
    b2cl: b2cl.sort((a, b) => byDateNumber(a, b) || a.rate - b.rate),
    b2cs: [...b2cs.values()].sort((a, b) => a.placecode.localeCompare(b.placecode) || a.rate - b.rate),
    nil: NIL_SUPPLY_KINDS.filter((kind) => nil.has(kind)).map((kind) => ({ kind, nilpaise: nil.get(kind)! })),
    cdnr: cdnr.sort((a, b) => byDateNumber(a, b) || a.rate - b.rate),
    cdnur: cdnur.sort((a, b) => byDateNumber(a, b) || a.rate - b.rate),
    hsnb2b: hsnb2b.sort(byCode),
    hsnb2c: hsnb2c.sort(byCode),
    docs: [...series.values()]
      .sort((a, b) => a.nature.localeCompare(b.nature) || a.from.localeCompare(b.from))
      .map(({ low: _, high: __, ...row }) => row),
  };
}
