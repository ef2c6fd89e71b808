/**
 * Money of GST invoices and credit notes: integer paise only (see job-card-totals.ts for the line amounts).
 *
 * Rounding rule of an invoice (the only place it is written down; server, web and PDF all use these functions):
 * 1. Each line's taxable value and its GST are computed ONCE by computeLineAmounts (qty × rate, discount and the
 *    GST each rounded half up to the paisa). The GST of a line is never recomputed from the heads.
 * 2. Intra-state supply (supplier state = place of supply): CGST = floor(GST / 2), SGST = GST − CGST, so the
 *    two heads always add up to the line's GST exactly (an odd paisa goes to SGST). Each head's rate is half the
 *    line's rate. Inter-state supply: IGST = GST. Bill of supply (no GSTIN or composition dealer): no tax at all,
 *    the line's taxable value is its amount.
 * 3. The line total printed is taxable + CGST + SGST + IGST. Every document total is the plain sum of the
 *    printed lines (no second rounding of tax).
 * 4. Round-off: the sum of the line totals is rounded to the whole rupee half up (50 paise and more go up), the
 *    difference is printed as its own 'Round off' line (−49 … +50 paise) and the grand total is a whole rupee.
 *    Credit notes are not rounded off: they carry exactly the paise they credit.
 */
import { computeLineAmounts, sumPaise, type LineAmountInput } from './job-card-totals.js';
import { gstinStateCode } from './gstin.js';

export type TaxSplit = 'CGST+SGST' | 'IGST' | 'None';

/** Which heads apply: none on a bill of supply; CGST+SGST within the supplier's state; IGST otherwise. */
export function taxSplitOf(
  supplierStateCode: string,
  placeOfSupplyStateCode: string,
  billOfSupply: boolean,
): TaxSplit {
  if (billOfSupply) return 'None';
  return supplierStateCode.padStart(2, '0') === placeOfSupplyStateCode.padStart(2, '0')
    ? 'CGST+SGST'
    : 'IGST';
}

/**
 * The place of supply a job card's invoice takes unless the center chooses another. Work on a customer's vehicle
 * is a service: to a registered customer its place is the customer's state (IGST Act s.12(2)(a), read from the
 * GSTIN's first two digits), otherwise the workshop's own state. A counter sale is not decided here: goods
 * handed over at the counter end their movement there (s.10(1)(a)), so it takes the center's state.
 */
export function defaultPlaceOfSupply(
  supplierStateCode: string,
  recipientGstin: string | null | undefined,
): string {
  return gstinStateCode(recipientGstin) ?? supplierStateCode.padStart(2, '0');
}

export interface TaxHeads {
  cgstpaise: number;
  sgstpaise: number;
  igstpaise: number;
}

/** Splits one line's GST (already rounded) into its heads; the heads add up to `gstpaise` exactly. */
export function splitLineTax(gstpaise: number, split: TaxSplit): TaxHeads {
  if (split === 'None') return { cgstpaise: 0, sgstpaise: 0, igstpaise: 0 };
  if (split === 'IGST') return { cgstpaise: 0, sgstpaise: 0, igstpaise: gstpaise };
  const cgst = Math.floor(gstpaise / 2);
  return { cgstpaise: cgst, sgstpaise: gstpaise - cgst, igstpaise: 0 };
}

export interface InvoiceLineMoney extends TaxHeads {
  grosspaise: number;
  discountpaise: number;
  taxablepaise: number;
  /** Rate printed on the line: 0 on a bill of supply. */
  gstrate: number;
  cgstrate: number;
  sgstrate: number;
  igstrate: number;
  /** taxable + CGST + SGST + IGST. */
  totalpaise: number;
}

/**
 * The printed money of one invoice line. On a bill of supply the price is taken as the full amount: a price
 * entered 'including GST' is not reduced (no tax is charged, so nothing is taken out of it).
 */
export function invoiceLineMoney(line: LineAmountInput, split: TaxSplit): InvoiceLineMoney {
  const amounts =
    split === 'None'
      ? computeLineAmounts({ ...line, gstrate: 0, priceincludesgst: false })
      : computeLineAmounts(line);
  const heads = splitLineTax(amounts.gstpaise, split);
  const rate = split === 'None' ? 0 : line.gstrate;
  return {
    grosspaise: amounts.grosspaise,
    discountpaise: amounts.discountpaise,
    taxablepaise: amounts.taxablepaise,
    gstrate: rate,
    cgstrate: split === 'CGST+SGST' ? rate / 2 : 0,
    sgstrate: split === 'CGST+SGST' ? rate / 2 : 0,
    igstrate: split === 'IGST' ? rate : 0,
    ...heads,
    totalpaise: amounts.taxablepaise + heads.cgstpaise + heads.sgstpaise + heads.igstpaise,
  };
}

export interface InvoiceTotals {
  grosspaise: number;
  discountpaise: number;
  taxablepaise: number;
  cgstpaise: number;
  sgstpaise: number;
  igstpaise: number;
  /** CGST + SGST + IGST. */
  taxpaise: number;
  /** Sum of the printed line totals, before round-off. */
  linestotalpaise: number;
  /** Grand total − lines total: −49 … +50 paise (0 for credit notes). */
  roundoffpaise: number;
  grandtotalpaise: number;
}

/** Rounds paise to the whole rupee, half up (x.50 → x+1). */
export function roundToRupee(paise: number): number {
  return Math.floor((paise + 50) / 100) * 100;
}

/** Totals = sums of the printed lines; `roundOff` false for credit notes (they credit exact paise). */
export function invoiceTotals(
  lines: readonly Omit<InvoiceLineMoney, 'gstrate' | 'cgstrate' | 'sgstrate' | 'igstrate'>[],
  roundOff = true,
): InvoiceTotals {
  const { totalpaise: linestotalpaise, ...t } = sumPaise(lines, [
    'grosspaise',
    'discountpaise',
    'taxablepaise',
    'cgstpaise',
    'sgstpaise',
    'igstpaise',
    'totalpaise',
  ]);
  const grand = roundOff ? roundToRupee(linestotalpaise) : linestotalpaise;
  return {
    ...t,
    linestotalpaise,
    taxpaise: t.cgstpaise + t.sgstpaise + t.igstpaise,
    roundoffpaise: grand - linestotalpaise,
    grandtotalpaise: grand,
  };
}

/**
 * Splits a credit of `totalpaise` (tax included) taken from one invoice line back into taxable value and
 * tax at the line's rate: taxable = total × 100 / (100 + rate) rounded half up, tax = the rest, then split
 * into heads like the invoice line.
 */
export function creditFromTotal(
  totalpaise: number,
  gstrate: number,
  split: TaxSplit,
): Omit<InvoiceLineMoney, 'gstrate' | 'cgstrate' | 'sgstrate' | 'igstrate' | 'grosspaise' | 'discountpaise'> {
  const rateHundredths = split === 'None' ? 0n : BigInt(Math.round(gstrate * 100));
  const total = BigInt(totalpaise);
  const taxable = (2n * total * 10000n + (10000n + rateHundredths)) / (2n * (10000n + rateHundredths));
  const heads = splitLineTax(Number(total - taxable), split);
  return { taxablepaise: Number(taxable), ...heads, totalpaise: totalpaise };
}

/** GSTR-1 unit quantity code (UQC) of a catalogue unit; services use 'NA' as the GST portal asks. */
export function uqcOf(unit: string, linetype: 'Part' | 'Labour' | 'Service'): string {
  if (linetype !== 'Part') return 'NA';
  const map: Record<string, string> = {
    nos: 'NOS',
    litre: 'LTR',
    ml: 'MLT',
    kg: 'KGS',
    set: 'SET',
    pair: 'PRS',
    metre: 'MTR',
  };
  return map[unit] ?? 'OTH';
}

/** Longest invoice/credit note number rule 46 allows. */
export const INVOICE_NUMBER_MAX_LENGTH = 16;

/**
 * Invoice number within 16 characters: 'INV/2026-27/0001'. A center passing 9,999 documents of one kind in a
 * year continues with the short year ('INV/26-27/10000'), still unique and consecutive within the year.
 */
export function invoiceDocumentNumber(prefix: string, financialYear: string, sequence: number): string {
  const seq = String(sequence).padStart(4, '0');
  const full = `${prefix}/${financialYear}/${seq}`;
  if (full.length <= INVOICE_NUMBER_MAX_LENGTH) return full;
  return `${prefix}/${financialYear.slice(2)}/${seq}`;
}
