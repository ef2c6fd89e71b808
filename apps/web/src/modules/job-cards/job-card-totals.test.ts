import { describe, expect, it } from 'vitest';

import {
  lineFromPart,
  ONE_OFF_LINE,
  previewLine,
  previewTotals,
  type LineFormValue,
} from './job-card-totals';

const oil: LineFormValue = {
  ...ONE_OFF_LINE,
  linetype: 'Part',
  description: 'Engine oil 5W-30',
  qty: 3.5,
  unitpricepaise: 45000,
  priceincludesgst: false,
  gstrate: 18,
};

describe('job card totals preview', () => {
  it('computes taxable, GST and total of a line excluding GST, with a percent discount', () => {
    const amounts = previewLine({ ...oil, discounttype: 'Percent', discountvalue: 10 });
    // 3.5 × ₹450 = ₹1,575.00; 10% off = ₹157.50; taxable ₹1,417.50; GST 18% = ₹255.15
    expect(amounts).toMatchObject({
      grosspaise: 157500,
      discountpaise: 15750,
      taxablepaise: 141750,
      gstpaise: 25515,
    });
    expect(amounts.linetotalpaise).toBe(167265);
  });

  it('keeps the price tag total when the price includes GST', () => {
    const amounts = previewLine({ ...oil, qty: 1, unitpricepaise: 118000, priceincludesgst: true });
    expect(amounts).toMatchObject({ taxablepaise: 100000, gstpaise: 18000, linetotalpaise: 118000 });
  });

  it('treats half-typed numbers as 0 instead of NaN', () => {
    const amounts = previewLine({ ...oil, qty: '', unitpricepaise: '12.' });
    expect(amounts.linetotalpaise).toBe(0);
  });

  it('charges no GST on a bill of supply and takes a price tagged "including GST" whole, as the invoice does', () => {
    const totals = previewTotals(
      [
        { ...oil, qty: 1, unitpricepaise: 10000 },
        { ...oil, qty: 1, unitpricepaise: 118000, priceincludesgst: true },
      ],
      { taxFree: true },
    );
    expect(totals).toMatchObject({ taxablepaise: 128000, gstpaise: 0, grandtotalpaise: 128000 });
  });

  it('leaves declined lines out of the totals', () => {
    const totals = previewTotals([
      { ...oil, qty: 1, unitpricepaise: 10000 },
      { ...oil, qty: 1, unitpricepaise: 50000, approval: 'Declined' },
    ]);
    expect(totals.taxablepaise).toBe(10000);
    expect(totals.gstpaise).toBe(1800);
    expect(totals.grandtotalpaise).toBe(11800);
  });

  it('turns a catalogue item into a one-unit line with its rate', () => {
    const line = lineFromPart({
      partid: 7,
      partname: 'Brake pads (front)',
      partcode: 'BP-F',
      parttype: 'Part',
      hsnsac: '8708',
      gstrate: 28,
      unit: 'set',
      salepricepaise: 180000,
      priceincludesgst: true,
      purchasepricepaise: 120000,
      onhand: 4,
      reorderlevel: 2,
      islowstock: false,
      isactive: true,
      updatedon: '2026-11-01T00:00:00Z',
    });
    expect(line).toMatchObject({
      partid: 7,
      qty: 1,
      unitpricepaise: 180000,
      gstrate: 28,
      priceincludesgst: true,
    });
  });
});
