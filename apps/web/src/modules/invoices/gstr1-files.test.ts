import { describe, expect, it } from 'vitest';
import { toCsv } from '@fixo/shared';

import { gstDate, gstPlace, gstr1Files, gstUqc, isReturnPeriod } from './gstr1-files';
import { GSTR1_FIXTURE } from './invoice-fixture';

const csvOf = (section: string) => {
  const file = gstr1Files(GSTR1_FIXTURE).find((f) => f.section === section)!;
  return toCsv(file.columns, file.rows).trimEnd().split('\r\n');
};

describe('GSTR-1 files', () => {
  it("writes the offline tool's B2B template: its headers, dates, places and rupees", () => {
    expect(csvOf('b2b')).toEqual([
      'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
      '29PQRST6789K1Z4,"Fleet Co, Depot",INV/26-27/0007,05-Nov-2026,1770.00,29-Karnataka,N,,Regular B2B,,18,1000.00,0.00',
    ]);
  });

  it('spells places as the portal does and keeps a net negative B2CS value a number', () => {
    expect(csvOf('b2cs').slice(1)).toEqual([
      'OE,26-Dadra & Nagar Haveli & Daman & Diu,,18,1000.00,0.00,',
      'OE,29-Karnataka,,28,-25.50,0.00,',
    ]);
    expect(gstPlace('01', 'Jammu and Kashmir')).toBe('01-Jammu & Kashmir');
    // the tool's own spelling, which a name derived from the states list would miss
    expect(gstPlace('31', 'Lakshadweep')).toBe('31-Lakshdweep');
    expect(gstPlace('97', 'Other Territory')).toBe('97-Other Territory');
    expect(gstDate('2027-01-31')).toBe('31-Jan-2027');
  });

  it("counts a service in value only and goods in the tool's units to two decimals, in both HSN tabs", () => {
    expect(csvOf('hsn-b2b')[1]).toBe('998714,Brake inspection,NA,0,1180.00,18,1000.00,0.00,90.00,90.00,0.00');
    expect(csvOf('hsn-b2c')[1]).toBe(
      '27101980,Engine oil,LTR-LITRES,3.5,1180.00,18,1000.00,0.00,90.00,90.00,0.00',
    );
    expect([gstUqc('NOS'), gstUqc('MLT'), gstUqc('PRS'), gstUqc('NA'), gstUqc('XYZ')]).toEqual([
      'NOS-NUMBERS',
      'MLT-MILILITRE',
      'PRS-PAIRS',
      'NA',
      'OTH-OTHERS',
    ]);
    // the tool takes at most two decimals of quantity (a sum of 0.125 l tins, say)
    const tins = { ...GSTR1_FIXTURE, hsnb2c: [{ ...GSTR1_FIXTURE.hsnb2c[0]!, qty: 1.23456 }] };
    const hsn = gstr1Files(tins).find((f) => f.section === 'hsn-b2c')!;
    expect(hsn.rows[0]!['Total Quantity']).toBe(1.23);
    expect(csvOf('docs')).toEqual([
      'Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled',
      'Invoices for outward supply,INV/26-27/0001,INV/26-27/0009,9,1',
    ]);
  });

  it('sums each file for the screen, and lists every table even when empty', () => {
    const files = gstr1Files(GSTR1_FIXTURE);
    expect(files.map((f) => f.section)).toEqual([
      'b2b',
      'b2cl',
      'b2cs',
      'exemp',
      'cdnr',
      'cdnur',
      'hsn-b2b',
      'hsn-b2c',
      'docs',
    ]);
    expect(files.find((f) => f.section === 'b2cs')!.taxablepaise).toBe(97_450);
    expect(files.find((f) => f.section === 'b2cl')!.rows).toEqual([]);
  });
});

describe('isReturnPeriod', () => {
  it('is a whole month or a whole quarter of the financial year, nothing else', () => {
    expect(isReturnPeriod({ from: '2026-11-01', to: '2026-11-30' })).toBe(true);
    expect(isReturnPeriod({ from: '2028-02-01', to: '2028-02-29' })).toBe(true);
    expect(isReturnPeriod({ from: '2026-10-01', to: '2026-12-31' })).toBe(true);
    expect(isReturnPeriod({ from: '2027-01-01', to: '2027-03-31' })).toBe(true);
    expect(isReturnPeriod({ from: '2026-11-01', to: '2026-11-29' })).toBe(false);
    expect(isReturnPeriod({ from: '2026-11-02', to: '2026-11-30' })).toBe(false);
    expect(isReturnPeriod({ from: '2026-11-01', to: '2027-01-31' })).toBe(false);
    expect(isReturnPeriod({ from: '2026-04-01', to: '2027-03-31' })).toBe(false);
    expect(isReturnPeriod({ from: '', to: '2026-11-30' })).toBe(false);
  });
});
