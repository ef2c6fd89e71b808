/**
 * Money of job cards (and, later, invoices): integer paise only, never floats.
 *
 * Rounding rule (one place, used by the web preview, the server and the public estimate alike):
 * 1. gross = qty × unit price, rounded to the paise (half up). Quantities have up to 3 decimals (milli-units).
 * 2. discount = the amount in paise (capped at gross), or gross × percent rounded to the paise (half up);
 *    percents have up to 2 decimals (basis points). net = gross − discount.
 * 3. Price excludes GST: taxable = net, GST = taxable × rate / 100 rounded half up.
 *    Price includes GST: line total = net, taxable = net × 100 / (100 + rate) rounded half up, GST = net − taxable
 *    (so the total the customer saw on the price tag is kept to the paisa).
 * 4. line total = taxable + GST. Document totals are the sums of the rounded line values (no second rounding).
 * All divisions are done on BigInt so results stay exact for any amount the schemas allow.
 */

export type DiscountType = 'Amount' | 'Percent';

export interface LineAmountInput {
  /** Quantity, up to 3 decimals. */
  qty: number;
  unitpricepaise: number;
  priceincludesgst: boolean;
  discounttype: DiscountType;
  /** Paise when discounttype is 'Amount'; percent (up to 2 decimals) when 'Percent'. */
  discountvalue: number;
  /** GST rate in percent, e.g. 18. */
  gstrate: number;
}

export interface LineAmounts {
  grosspaise: number;
  discountpaise: number;
  taxablepaise: number;
  gstpaise: number;
  linetotalpaise: number;
}

export interface DocumentTotals {
  grosspaise: number;
  discountpaise: number;
  taxablepaise: number;
  gstpaise: number;
  grandtotalpaise: number;
}

/** Quantity in thousandths of a unit (3.5 litre → 3500). */
export const toMilli = (qty: number): number => Math.round(qty * 1000);
export const fromMilli = (milli: number): number => milli / 1000;

/** n / d rounded half up, for n ≥ 0 and d > 0. */
function roundDiv(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

export function computeLineAmounts(line: LineAmountInput): LineAmounts {
  const qtyMilli = BigInt(toMilli(line.qty));
  const price = BigInt(line.unitpricepaise);
  const gross = roundDiv(qtyMilli * price, 1000n);
  let discount: bigint;
  if (line.discounttype === 'Percent') {
    const basisPoints = BigInt(Math.round(line.discountvalue * 100));
    discount = roundDiv(gross * basisPoints, 10000n);
  } else {
    discount = BigInt(Math.round(line.discountvalue));
  }
  if (discount > gross) discount = gross;
  const net = gross - discount;
  // rates may carry a decimal (0.25, 1.5 in the GST schedule): work in hundredths of a percent
  const rateHundredths = BigInt(Math.round(line.gstrate * 100));
  let taxable: bigint;
  let gst: bigint;
  if (line.priceincludesgst) {
    taxable = roundDiv(net * 10000n, 10000n + rateHundredths);
    gst = net - taxable;
  } else {
    taxable = net;
    gst = roundDiv(taxable * rateHundredths, 10000n);
  }
  return {
    grosspaise: Number(gross),
    discountpaise: Number(discount),
    taxablepaise: Number(taxable),
    gstpaise: Number(gst),
    linetotalpaise: Number(taxable + gst),
  };
}

/** Each field summed over the lines: a document's totals are plain sums of its rounded lines (rule 4). */
export function sumPaise<K extends string>(
  lines: readonly Readonly<Record<K, number>>[],
  fields: readonly K[],
): Record<K, number> {
  const sums = Object.fromEntries(fields.map((field) => [field, 0])) as Record<K, number>;
  for (const line of lines) for (const field of fields) sums[field] += line[field];
  return sums;
}

export function sumLineAmounts(lines: readonly LineAmounts[]): DocumentTotals {
  const { linetotalpaise, ...sums } = sumPaise(lines, [
    'grosspaise',
    'discountpaise',
    'taxablepaise',
    'gstpaise',
    'linetotalpaise',
  ]);
  return { ...sums, grandtotalpaise: linetotalpaise };
}

/** Paise → rupees for display with formatInr (₹1,23,456.00). */
export const paiseToRupees = (paise: number): number => paise / 100;
/** Rupees typed by a person (e.g. '1,234.50') → paise; null when not a valid amount with up to 2 decimals. */
export function rupeesToPaise(text: string | number): number | null {
  const s = String(text).replace(/[,\s₹]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
