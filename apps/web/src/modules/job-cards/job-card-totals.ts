import {
  computeLineAmounts,
  sumLineAmounts,
  type DocumentTotals,
  type LineAmounts,
  type PartListItem,
} from '@fixo/shared';

/** A job card line as the form holds it (numbers may still be text while a person types). */
export interface LineFormValue {
  lineid: number;
  partid: number;
  linetype: 'Part' | 'Labour' | 'Service';
  description: string;
  hsnsac: string;
  qty: number | string;
  unitpricepaise: number | string;
  priceincludesgst: boolean;
  discounttype: 'Amount' | 'Percent';
  discountvalue: number | string;
  gstrate: number | string;
  /** Shown only: the customer's answer on an existing line. */
  approval?: 'Draft' | 'Pending' | 'Approved' | 'Declined';
  unit?: string;
}

const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(String(v ?? '').trim());
  return Number.isFinite(n) ? n : 0;
};

/**
 * The amounts of one line while it is being typed, with the shared rounding rule (the server computes the
 * same numbers): anything not yet a number counts as 0 so the totals never show NaN. `taxFree` is a bill of
 * supply: no GST, and a price entered 'including GST' is taken whole (as invoiceLineMoney does).
 */
export function previewLine(line: LineFormValue, { taxFree = false } = {}): LineAmounts {
  return computeLineAmounts({
    qty: Math.max(0, num(line.qty)),
    unitpricepaise: Math.max(0, Math.round(num(line.unitpricepaise))),
    priceincludesgst: !taxFree && line.priceincludesgst === true,
    discounttype: line.discounttype === 'Percent' ? 'Percent' : 'Amount',
    discountvalue: Math.max(0, num(line.discountvalue)),
    gstrate: taxFree ? 0 : Math.max(0, num(line.gstrate)),
  });
}

/** Totals of the lines that count: declined lines are out of the work and the bill. */
export function previewTotals(
  lines: readonly LineFormValue[],
  options: { taxFree?: boolean } = {},
): DocumentTotals {
  return sumLineAmounts(lines.filter((l) => l.approval !== 'Declined').map((l) => previewLine(l, options)));
}

/** A catalogue item as a new job card line (qty 1, its price, rate and price-includes-GST switch). */
export function lineFromPart(part: PartListItem): LineFormValue {
  return {
    lineid: 0,
    partid: part.partid,
    linetype: part.parttype,
    description: part.partname,
    hsnsac: part.hsnsac,
    qty: 1,
    unitpricepaise: part.salepricepaise,
    priceincludesgst: part.priceincludesgst,
    discounttype: 'Amount',
    discountvalue: 0,
    gstrate: part.gstrate,
    unit: part.unit,
    approval: 'Draft',
  };
}

export const ONE_OFF_LINE: LineFormValue = {
  lineid: 0,
  partid: 0,
  linetype: 'Labour',
  description: '',
  hsnsac: '998714',
  qty: 1,
  unitpricepaise: 0,
  priceincludesgst: false,
  discounttype: 'Amount',
  discountvalue: 0,
  gstrate: 18,
  approval: 'Draft',
};
