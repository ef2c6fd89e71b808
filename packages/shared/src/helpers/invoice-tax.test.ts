import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  creditFromTotal,
  defaultPlaceOfSupply,
  invoiceDocumentNumber,
  invoiceLineMoney,
  invoiceTotals,
  roundToRupee,
  splitLineTax,
  taxSplitOf,
  type TaxSplit,
} from './invoice-tax.js';
import { GST_RATE_VALUES } from '../schemas/suite-common.js';

const line = (over: Partial<Parameters<typeof invoiceLineMoney>[0]> = {}) => ({
  qty: 1,
  unitpricepaise: 10_000,
  priceincludesgst: false,
  discounttype: 'Amount' as const,
  discountvalue: 0,
  gstrate: 18,
  ...over,
});

describe('invoice tax split', () => {
  it('is CGST+SGST within the state, IGST across states, none on a bill of supply', () => {
    expect(taxSplitOf('29', '29', false)).toBe('CGST+SGST');
    expect(taxSplitOf('29', '27', false)).toBe('IGST');
    expect(taxSplitOf('7', '07', false)).toBe('CGST+SGST');
    expect(taxSplitOf('29', '27', true)).toBe('None');
  });

  it('gives an odd paisa to SGST so the heads add up to the line tax', () => {
    expect(splitLineTax(1801, 'CGST+SGST')).toEqual({ cgstpaise: 900, sgstpaise: 901, igstpaise: 0 });
    expect(splitLineTax(1801, 'IGST')).toEqual({ cgstpaise: 0, sgstpaise: 0, igstpaise: 1801 });
  });

  it('rounds a line tax once, half up: ₹0.05 at 18% intra-state', () => {
    // taxable 5 paise × 18% = 0.9 → 1 paisa: CGST 0, SGST 1
    const m = invoiceLineMoney(line({ unitpricepaise: 5 }), 'CGST+SGST');
    expect(m).toMatchObject({ taxablepaise: 5, cgstpaise: 0, sgstpaise: 1, totalpaise: 6, cgstrate: 9 });
  });

  it('charges no tax on a bill of supply, even for a price entered with GST', () => {
    const m = invoiceLineMoney(line({ unitpricepaise: 11_800, priceincludesgst: true }), 'None');
    expect(m).toMatchObject({
      taxablepaise: 11_800,
      gstrate: 0,
      cgstpaise: 0,
      igstpaise: 0,
      totalpaise: 11_800,
    });
  });

  it('rounds off to the rupee half up', () => {
    expect(roundToRupee(12_349)).toBe(12_300);
    expect(roundToRupee(12_350)).toBe(12_400);
    const t = invoiceTotals([invoiceLineMoney(line({ unitpricepaise: 33_333 }), 'IGST')]);
    // 333.33 + 60.00 (59.9994 → 60.00) = 393.33 → 393.00
    expect(t).toMatchObject({
      igstpaise: 6000,
      linestotalpaise: 39_333,
      roundoffpaise: -33,
      grandtotalpaise: 39_300,
    });
  });

  it('takes a credit back into taxable value and tax at the line rate', () => {
    expect(creditFromTotal(11_800, 18, 'CGST+SGST')).toEqual({
      taxablepaise: 10_000,
      cgstpaise: 900,
      sgstpaise: 900,
      igstpaise: 0,
      totalpaise: 11_800,
    });
    expect(creditFromTotal(500, 18, 'None').taxablepaise).toBe(500);
  });

  it('numbers within 16 characters', () => {
    expect(invoiceDocumentNumber('INV', '2026-27', 1)).toBe('INV/2026-27/0001');
    expect(invoiceDocumentNumber('INV', '2026-27', 10_000)).toBe('INV/26-27/10000');
    expect(invoiceDocumentNumber('CN', '2026-27', 99_999)).toBe('CN/2026-27/99999');
    expect(invoiceDocumentNumber('INV', '2026-27', 999_999).length).toBeLessThanOrEqual(16);
  });
});

describe('invoice totals (property)', () => {
  const lineArb = fc.record({
    qty: fc.integer({ min: 1, max: 100_000_000 }).map((m) => m / 1000),
    unitpricepaise: fc.integer({ min: 0, max: 1_000_000_000 }),
    priceincludesgst: fc.boolean(),
    discounttype: fc.constantFrom('Amount' as const, 'Percent' as const),
    discountvalue: fc.integer({ min: 0, max: 10_000 }),
    gstrate: fc.constantFrom(...GST_RATE_VALUES),
  });
  const splitArb = fc.constantFrom<TaxSplit>('CGST+SGST', 'IGST', 'None');

  it('totals are the sums of the printed lines and the grand total is a whole rupee', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 30 }), splitArb, (raw, split) => {
        const lines = raw.map((l) =>
          invoiceLineMoney(
            { ...l, discountvalue: l.discounttype === 'Percent' ? l.discountvalue / 100 : l.discountvalue },
            split,
          ),
        );
        const t = invoiceTotals(lines);
        const sum = (k: keyof (typeof lines)[number]) => lines.reduce((s, l) => s + l[k], 0);
        for (const l of lines) {
          expect(l.totalpaise).toBe(l.taxablepaise + l.cgstpaise + l.sgstpaise + l.igstpaise);
          expect(Number.isInteger(l.cgstpaise) && Number.isInteger(l.sgstpaise)).toBe(true);
          if (split === 'CGST+SGST') expect(l.sgstpaise - l.cgstpaise).toBeGreaterThanOrEqual(0);
          if (split === 'CGST+SGST') expect(l.sgstpaise - l.cgstpaise).toBeLessThanOrEqual(1);
        }
        expect(t.taxablepaise).toBe(sum('taxablepaise'));
        expect(t.cgstpaise).toBe(sum('cgstpaise'));
        expect(t.sgstpaise).toBe(sum('sgstpaise'));
        expect(t.igstpaise).toBe(sum('igstpaise'));
        expect(t.linestotalpaise).toBe(sum('totalpaise'));
        expect(t.linestotalpaise).toBe(t.taxablepaise + t.taxpaise);
        expect(t.grandtotalpaise % 100).toBe(0);
        expect(t.grandtotalpaise).toBe(t.linestotalpaise + t.roundoffpaise);
        expect(t.roundoffpaise).toBeGreaterThanOrEqual(-49);
        expect(t.roundoffpaise).toBeLessThanOrEqual(50);
        if (split === 'None') expect(t.taxpaise).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('a credit splits back exactly into taxable and heads', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 12 }),
        fc.constantFrom(...GST_RATE_VALUES),
        splitArb,
        (total, rate, split) => {
          const c = creditFromTotal(total, rate, split);
          expect(c.taxablepaise + c.cgstpaise + c.sgstpaise + c.igstpaise).toBe(total);
          expect(c.taxablepaise).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('defaultPlaceOfSupply', () => {
  it("takes a registered recipient's state from the GSTIN, else the center's own", () => {
    expect(defaultPlaceOfSupply('29', '27AAPFU0939F1ZV')).toBe('27');
    expect(defaultPlaceOfSupply('29', ' 27aapfu0939f1zv ')).toBe('27');
    expect(defaultPlaceOfSupply('29', '')).toBe('29');
    expect(defaultPlaceOfSupply('29', null)).toBe('29');
    expect(defaultPlaceOfSupply('7', undefined)).toBe('07');
    // not a GSTIN: the buyer is unregistered as far as the invoice knows
    expect(defaultPlaceOfSupply('29', '27AAPFU0939F')).toBe('29');
  });
});
