import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  computeLineAmounts,
  rupeesToPaise,
  sumLineAmounts,
  type LineAmountInput,
} from './job-card-totals.js';
import { documentNumber } from './financial-year.js';
import { financialYearOf, istDate } from './india-time.js';

const rate = fc.constantFrom(0, 5, 12, 18, 28, 40);
const line: fc.Arbitrary<LineAmountInput> = fc
  .record({
    qty: fc.integer({ min: 1, max: 100_000_000 }).map((milli) => milli / 1000),
    unitpricepaise: fc.integer({ min: 0, max: 1_000_000_000 }),
    priceincludesgst: fc.boolean(),
    discounttype: fc.constantFrom('Amount' as const, 'Percent' as const),
    discountvalue: fc.integer({ min: 0, max: 10_000 }),
    gstrate: rate,
  })
  .map((l) => (l.discounttype === 'Percent' ? { ...l, discountvalue: l.discountvalue / 100 } : l));

describe('job card line amounts', () => {
  it('rounds a worked example the documented way', () => {
    // 3.5 L at ₹450.00 incl. 18% GST, 10% off: gross 1575.00, discount 157.50, total 1417.50
    expect(
      computeLineAmounts({
        qty: 3.5,
        unitpricepaise: 45000,
        priceincludesgst: true,
        discounttype: 'Percent',
        discountvalue: 10,
        gstrate: 18,
      }),
    ).toEqual({
      grosspaise: 157500,
      discountpaise: 15750,
      taxablepaise: 120127,
      gstpaise: 21623,
      linetotalpaise: 141750,
    });
    // ₹999.99 excl. 18%: GST 179.9982 → 180.00 (half up)
    expect(
      computeLineAmounts({
        qty: 1,
        unitpricepaise: 99999,
        priceincludesgst: false,
        discounttype: 'Amount',
        discountvalue: 0,
        gstrate: 18,
      }),
    ).toMatchObject({ taxablepaise: 99999, gstpaise: 18000, linetotalpaise: 117999 });
  });

  it('always gives whole paise that add up: taxable + GST = line total, discount ≤ gross', () => {
    fc.assert(
      fc.property(line, (l) => {
        const a = computeLineAmounts(l);
        for (const v of Object.values(a)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        expect(a.taxablepaise + a.gstpaise).toBe(a.linetotalpaise);
        expect(a.discountpaise).toBeLessThanOrEqual(a.grosspaise);
        if (l.priceincludesgst) expect(a.linetotalpaise).toBe(a.grosspaise - a.discountpaise);
        else expect(a.taxablepaise).toBe(a.grosspaise - a.discountpaise);
      }),
    );
  });

  it('keeps GST within half a paisa of the exact rate', () => {
    fc.assert(
      fc.property(line, (l) => {
        const a = computeLineAmounts(l);
        expect(Math.abs(a.gstpaise - (a.taxablepaise * l.gstrate) / 100)).toBeLessThanOrEqual(
          l.priceincludesgst ? 0.5 + l.gstrate / 100 : 0.5,
        );
      }),
    );
  });

  it('document totals are the sums of the lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const amounts = lines.map(computeLineAmounts);
        const t = sumLineAmounts(amounts);
        expect(t.grandtotalpaise).toBe(amounts.reduce((s, a) => s + a.linetotalpaise, 0));
        expect(t.taxablepaise + t.gstpaise).toBe(t.grandtotalpaise);
      }),
    );
  });

  it('reads rupees typed by a person into paise', () => {
    expect(rupeesToPaise('1,234.5')).toBe(123450);
    expect(rupeesToPaise('₹ 99')).toBe(9900);
    expect(rupeesToPaise('1.234')).toBeNull();
    expect(rupeesToPaise('-5')).toBeNull();
  });
});

describe('financial year and numbers', () => {
  it('switches on 1 April in India time', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2100-01-15T00:00:00Z'))).toBe('2099-00');
    expect(documentNumber('JC', '2026-27', 42)).toBe('JC/2026-27/0042');
    expect(documentNumber('JC', '2026-27', 12345)).toBe('JC/2026-27/12345');
    expect(istDate(new Date('2025-09-21T18:30:00Z'))).toBe('2025-09-22');
  });
});
