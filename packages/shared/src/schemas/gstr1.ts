/**
 * GSTR-1 of a date range, table by table, as the GST offline tool's CSV templates ask for them (the web writes
 * the files: apps/web/src/modules/invoices/gstr1-files.ts). Only tax invoices are reported; bills of supply are counted apart.
 *
 * - GET INVOICE_PATHS.gstr1 query invoiceReportQuerySchema (GROUP unused) → gstr1Schema
 *     b2b (table 4A): invoice × rate, registered recipients. b2cl (5): inter-state invoices to unregistered
 *     recipients above the B2CL limit (B2CL_LIMIT_PAISE), invoice × rate. b2cs (7): the other unregistered
 *     supplies per place of supply × rate, net of the credit notes on them issued in the range. nil (8): lines
 *     at 0 % (nil rated). cdnr / cdnur (9B): credit notes on B2B / B2CL invoices, note × rate. hsnb2b / hsnb2c
 *     (12): HSN × UQC × rate, net of credit notes (value only: a credit note returns no quantity). docs (13):
 *     each financial year's invoice and credit note series used in the range, cancelled ones included.
 */
import { z } from 'zod';

const paise = z.number().int();
const heads = { taxablepaise: paise, cgstpaise: paise, sgstpaise: paise, igstpaise: paise };
const place = { placecode: z.string(), placename: z.string() };
const count = z.number().int().nonnegative();

/**
 * The B2CL limit on an invoice's value: above ₹1,00,000 from 1 August 2024 (Notification 12/2024-Central Tax),
 * above ₹2,50,000 before.
 */
export function b2clLimitPaise(issueDate: string): number {
  return issueDate >= '2024-08-01' ? 10_000_000 : 25_000_000;
}

export const NIL_SUPPLY_KINDS = [
  'Inter-State supplies to registered persons',
  'Intra-State supplies to registered persons',
  'Inter-State supplies to unregistered persons',
  'Intra-State supplies to unregistered persons',
] as const;
export const DOC_NATURES = ['Invoices for outward supply', 'Credit Note'] as const;

const invoiceRow = {
  number: z.string(),
  /** Issue date, YYYY-MM-DD. */
  date: z.string(),
  /** The document's whole value, tax and round-off included. */
  valuepaise: paise,
  ...place,
  rate: z.number(),
  ...heads,
};
const hsnRow = z.object({
  hsnsac: z.string(),
  description: z.string(),
  uqc: z.string(),
  qty: z.number(),
  rate: z.number(),
  /** Taxable value plus tax. */
  valuepaise: paise,
  ...heads,
});
export type Gstr1HsnRow = z.infer<typeof hsnRow>;

export const gstr1Schema = z.object({
  from: z.string(),
  to: z.string(),
  /** The center files GSTR-1 today: it has a GSTIN and is not a composition dealer. */
  filer: z.boolean(),
  /** Bills of supply issued in the range: not reported in GSTR-1. */
  billsofsupply: count,
  b2b: z.array(z.object({ gstin: z.string(), name: z.string(), ...invoiceRow })),
  b2cl: z.array(z.object(invoiceRow)),
  b2cs: z.array(z.object({ ...place, rate: z.number(), ...heads })),
  nil: z.array(z.object({ kind: z.enum(NIL_SUPPLY_KINDS), nilpaise: paise })),
  cdnr: z.array(z.object({ gstin: z.string(), name: z.string(), invoicenumber: z.string(), ...invoiceRow })),
  cdnur: z.array(z.object({ invoicenumber: z.string(), ...invoiceRow })),
  hsnb2b: z.array(hsnRow),
  hsnb2c: z.array(hsnRow),
  docs: z.array(
    z.object({
      nature: z.enum(DOC_NATURES),
      from: z.string(),
      to: z.string(),
      total: count,
      cancelled: count,
    }),
  ),
});
export type Gstr1 = z.infer<typeof gstr1Schema>;
