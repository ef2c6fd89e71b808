import { fromMilli, type InvoiceReport, type InvoiceReportQuery } from '@fixo/shared';
import type { Db } from '../../platform/db.js';
import { paymentState } from './invoice-read.js';

/**
 * The invoice report of a date range (issue dates, India time, both ends inclusive). Every figure is summed
 * from the stored invoice lines and headers of issued invoices; cancelled invoices are only counted.
 * Credit notes issued in the range are summed apart (GSTR-1 reports them in their own table).
 */

const n = (v: number | string | bigint | null | undefined): number => Number(v ?? 0);

interface Figures {
  taxablepaise: number;
  cgstpaise: number;
  sgstpaise: number;
  igstpaise: number;
  totalpaise: number;
}
const zero = (): Figures => ({ taxablepaise: 0, cgstpaise: 0, sgstpaise: 0, igstpaise: 0, totalpaise: 0 });

/** Every day (YYYY-MM-DD) or month (YYYY-MM) from `from` to `to`. */
export function periodsOf(from: string, to: string, group: 'day' | 'month'): string[] {
  const out: string[] = [];
  if (group === 'month') {
    let [y, m] = from.slice(0, 7).split('-').map(Number) as [number, number];
    const last = to.slice(0, 7);
    for (;;) {
      const key = `${y}-${String(m).padStart(2, '0')}`;
      out.push(key);
      if (key >= last) break;
      m += 1;
      if (m > 12) [y, m] = [y + 1, 1];
    }
    return out;
  }
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

export async function invoiceReport(db: Db, centerId: number, q: InvoiceReportQuery): Promise<InvoiceReport> {
  const days = (Date.parse(q.TO) - Date.parse(q.FROM)) / 86_400_000;
  const group = q.GROUP ?? (days <= 62 ? 'day' : 'month');
  const inRange = db
    .selectFrom('invoices as i')
    .where('i.service_center_id', '=', centerId)
    .where('i.issue_date', '>=', q.FROM)
    .where('i.issue_date', '<=', q.TO);

  const headers = await inRange
    .select([
      'i.id',
      'i.status',
      'i.issue_date',
      'i.recipient_gstin',
      'i.place_of_supply_code',
      'i.place_of_supply_name',
      'i.grand_total_paise',
      'i.received_paise',
      'i.credited_paise',
    ])
    .execute();
  // per-invoice line sums, so each invoice's figures are the sums of its own stored lines
  const lineSums = await inRange
    .innerJoin('invoice_lines as l', 'l.invoice_id', 'i.id')
    .where('i.status', '=', 'Issued')
    .select([
      'i.id',
      (eb) => eb.fn.sum<number | string>('l.taxable_paise').as('taxable'),
      (eb) => eb.fn.sum<number | string>('l.cgst_paise').as('cgst'),
      (eb) => eb.fn.sum<number | string>('l.sgst_paise').as('sgst'),
      (eb) => eb.fn.sum<number | string>('l.igst_paise').as('igst'),
    ])
    .groupBy('i.id')
    .execute();
  const sums = new Map(lineSums.map((r) => [r.id, r]));

  const periods = periodsOf(q.FROM, q.TO, group);
  const series = new Map(periods.map((p) => [p, { period: p, count: 0, ...zero() }]));
  const kinds = {
    B2B: { kind: 'B2B' as const, count: 0, ...zero() },
    B2C: { kind: 'B2C' as const, count: 0, ...zero() },
  };
  // GSTR-1 table 7 files B2C supplies (no recipient GSTIN) per place of supply: the same figures per state
  const places = new Map<string, { statecode: string; statename: string; count: number } & Figures>();
  const totals = {
    count: 0,
    ...zero(),
    receivedpaise: 0,
    creditedpaise: 0,
    outstandingpaise: 0,
    cancelledcount: 0,
  };
  const add = (into: Figures, f: Figures) => {
    into.taxablepaise += f.taxablepaise;
    into.cgstpaise += f.cgstpaise;
    into.sgstpaise += f.sgstpaise;
    into.igstpaise += f.igstpaise;
    into.totalpaise += f.totalpaise;
  };
  for (const h of headers) {
    if (h.status === 'Cancelled') {
      totals.cancelledcount += 1;
      continue;
    }
    const s = sums.get(h.id);
    const f: Figures = {
      taxablepaise: n(s?.taxable),
      cgstpaise: n(s?.cgst),
      sgstpaise: n(s?.sgst),
      igstpaise: n(s?.igst),
      totalpaise: n(h.grand_total_paise),
    };
    const received = n(h.received_paise);
    const credited = n(h.credited_paise);
    totals.count += 1;
    add(totals, f);
    totals.receivedpaise += received;
    totals.creditedpaise += credited;
    totals.outstandingpaise += paymentState(f.totalpaise, received, credited, false).balance;
    const point = series.get(group === 'day' ? h.issue_date : h.issue_date.slice(0, 7));
    if (point) {
      point.count += 1;
      add(point, f);
    }
    const kind = kinds[h.recipient_gstin ? 'B2B' : 'B2C'];
    kind.count += 1;
    add(kind, f);
    if (h.recipient_gstin) continue;
    const place = places.get(h.place_of_supply_code) ?? {
      statecode: h.place_of_supply_code,
      statename: h.place_of_supply_name,
      count: 0,
      ...zero(),
    };
    place.count += 1;
    add(place, f);
    places.set(h.place_of_supply_code, place);
  }

  const byHsn = await inRange
    .innerJoin('invoice_lines as l', 'l.invoice_id', 'i.id')
    .where('i.status', '=', 'Issued')
    .select([
      'l.gst_rate',
      'l.hsn_sac',
      'l.uqc',
      (eb) => eb.fn.min('l.description').as('description'),
      (eb) => eb.fn.sum<number | string>('l.qty_milli').as('milli'),
      (eb) => eb.fn.sum<number | string>('l.taxable_paise').as('taxable'),
      (eb) => eb.fn.sum<number | string>('l.cgst_paise').as('cgst'),
      (eb) => eb.fn.sum<number | string>('l.sgst_paise').as('sgst'),
      (eb) => eb.fn.sum<number | string>('l.igst_paise').as('igst'),
      (eb) => eb.fn.sum<number | string>('l.total_paise').as('total'),
    ])
    .groupBy(['l.gst_rate', 'l.hsn_sac', 'l.uqc'])
    .execute();
  const figuresOf = (r: (typeof byHsn)[number]): Figures => ({
    taxablepaise: n(r.taxable),
    cgstpaise: n(r.cgst),
    sgstpaise: n(r.sgst),
    igstpaise: n(r.igst),
    totalpaise: n(r.total),
  });
  // rate-wise: the HSN groups added up per rate (the same stored lines)
  const rates = new Map<number, { gstrate: number } & Figures>();
  for (const r of byHsn) {
    const row = rates.get(r.gst_rate) ?? { gstrate: r.gst_rate, ...zero() };
    add(row, figuresOf(r));
    rates.set(r.gst_rate, row);
  }

  const notes = await db
    .selectFrom('credit_notes')
    .where('service_center_id', '=', centerId)
    .where('issue_date', '>=', q.FROM)
    .where('issue_date', '<=', q.TO)
    .select([
      (eb) => eb.fn.countAll().as('count'),
      (eb) => eb.fn.sum<number | string>('taxable_paise').as('taxable'),
      (eb) => eb.fn.sum<number | string>('cgst_paise').as('cgst'),
      (eb) => eb.fn.sum<number | string>('sgst_paise').as('sgst'),
      (eb) => eb.fn.sum<number | string>('igst_paise').as('igst'),
      (eb) => eb.fn.sum<number | string>('total_paise').as('total'),
    ])
    .executeTakeFirst();

  return {
    from: q.FROM,
    to: q.TO,
    group,
    totals,
    series: [...series.values()],
    b2bb2c: [kinds.B2B, kinds.B2C],
    placewise: [...places.values()].sort((a, b) => a.statecode.localeCompare(b.statecode)),
    ratewise: [...rates.values()].sort((a, b) => a.gstrate - b.gstrate),
    hsn: byHsn
      .map((r) => {
        const f = figuresOf(r);
        return {
          hsnsac: r.hsn_sac,
          description: String(r.description ?? ''),
          uqc: r.uqc,
          gstrate: r.gst_rate,
          qty: fromMilli(n(r.milli)),
          ...f,
          taxpaise: f.cgstpaise + f.sgstpaise + f.igstpaise,
        };
      })
      .sort(
        (a, b) => a.hsnsac.localeCompare(b.hsnsac) || a.gstrate - b.gstrate || a.uqc.localeCompare(b.uqc),
      ),
    creditnotes: {
      count: n(notes?.count as number | string | undefined),
      taxablepaise: n(notes?.taxable),
      cgstpaise: n(notes?.cgst),
      sgstpaise: n(notes?.sgst),
      igstpaise: n(notes?.igst),
      totalpaise: n(notes?.total),
    },
  };
}
