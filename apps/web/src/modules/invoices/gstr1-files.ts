import { isCalendarDate, type CsvValue, type Gstr1 } from '@fixo/shared';

import { daysIn, MONTH_SHORT, ymd, type DateRange } from './report-range';

/**
 * The GSTR-1 tables as the GST offline tool's CSV templates lay them out: their headers, word for word, and their
 * values (dates as 05-Dec-2026, places as 29-Karnataka, rupees with two decimals). Cess is always 0 (no cess
 * rates in the catalogue), reverse charge always 'N' (the invoices say so), no e-commerce operator.
 */
export interface Gstr1File {
  /** Section key of the offline tool, also the file's name. */
  section: 'b2b' | 'b2cl' | 'b2cs' | 'exemp' | 'cdnr' | 'cdnur' | 'hsn-b2b' | 'hsn-b2c' | 'docs';
  /** GSTR-1 table number. */
  table: string;
  columns: readonly string[];
  rows: Record<string, CsvValue>[];
  /** Taxable value of the rows in paise (null for the documents table, which counts). */
  taxablepaise: number | null;
}

/** 2026-12-05 → 05-Dec-2026. */
export const gstDate = (isoDate: string) =>
  `${isoDate.slice(8, 10)}-${MONTH_SHORT[Number(isoDate.slice(5, 7)) - 1]}-${isoDate.slice(0, 4)}`;
/**
 * The offline tool's place-of-supply list, as it spells it ('31-Lakshdweep', '&' for 'and'): a place it does
 * not list is refused on import, so the labels are copied rather than derived from the states' names.
 */
const PLACE_LABELS: Readonly<Record<string, string>> = {
  '01': 'Jammu & Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra & Nagar Haveli & Daman & Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshdweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman & Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};
/** 29 → 29-Karnataka; a code outside the tool's list keeps our name, '&' for 'and'. */
export const gstPlace = (code: string, name: string) =>
  `${code}-${PLACE_LABELS[code] ?? name.replaceAll(' and ', ' & ')}`;

/** The tool's HSN sheet takes a unit as 'CODE-DESCRIPTION'; services keep 'NA' with no quantity. */
const UQC_LABELS: Readonly<Record<string, string>> = {
  NOS: 'NOS-NUMBERS',
  LTR: 'LTR-LITRES',
  MLT: 'MLT-MILILITRE',
  KGS: 'KGS-KILOGRAMS',
  SET: 'SET-SETS',
  PRS: 'PRS-PAIRS',
  MTR: 'MTR-METERS',
  OTH: 'OTH-OTHERS',
};
export const gstUqc = (uqc: string) => (uqc === 'NA' ? 'NA' : (UQC_LABELS[uqc] ?? 'OTH-OTHERS'));
export const rupees = (paise: number) => (paise / 100).toFixed(2);
const sumTaxable = (rows: { taxablepaise: number }[]) => rows.reduce((s, r) => s + r.taxablepaise, 0);

const B2B = [
  'GSTIN/UIN of Recipient',
  'Receiver Name',
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Reverse Charge',
  'Applicable % of Tax Rate',
  'Invoice Type',
  'E-Commerce GSTIN',
  'Rate',
  'Taxable Value',
  'Cess Amount',
] as const;
const B2CL = [
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
] as const;
const B2CS = [
  'Type',
  'Place Of Supply',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
] as const;
const EXEMP = [
  'Description',
  'Nil Rated Supplies',
  'Exempted(other than nil rated/non GST supply)',
  'Non-GST Supplies',
] as const;
const CDNR = [
  'GSTIN/UIN of Recipient',
  'Receiver Name',
  'Note Number',
  'Note Date',
  'Note Type',
  'Place Of Supply',
  'Reverse Charge',
  'Note Supply Type',
  'Note Value',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
] as const;
const CDNUR = [
  'UR Type',
  'Note Number',
  'Note Date',
  'Note Type',
  'Place Of Supply',
  'Note Value',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
] as const;
const HSN = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
] as const;
const DOCS = ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'] as const;

const hsnRows = (rows: Gstr1['hsnb2b']) =>
  rows.map((r) => ({
    HSN: r.hsnsac,
    Description: r.description,
    UQC: gstUqc(r.uqc),
    // services are counted in value only: the portal takes 0 for their quantity; goods at most 2 decimals
    'Total Quantity': r.uqc === 'NA' ? 0 : Math.round(r.qty * 100) / 100,
    'Total Value': rupees(r.valuepaise),
    Rate: r.rate,
    'Taxable Value': rupees(r.taxablepaise),
    'Integrated Tax Amount': rupees(r.igstpaise),
    'Central Tax Amount': rupees(r.cgstpaise),
    'State/UT Tax Amount': rupees(r.sgstpaise),
    'Cess Amount': rupees(0),
  }));

export function gstr1Files(g: Gstr1): Gstr1File[] {
  return [
    {
      section: 'b2b',
      table: '4A',
      columns: B2B,
      taxablepaise: sumTaxable(g.b2b),
      rows: g.b2b.map((r) => ({
        'GSTIN/UIN of Recipient': r.gstin,
        'Receiver Name': r.name,
        'Invoice Number': r.number,
        'Invoice date': gstDate(r.date),
        'Invoice Value': rupees(r.valuepaise),
        'Place Of Supply': gstPlace(r.placecode, r.placename),
        'Reverse Charge': 'N',
        'Invoice Type': 'Regular B2B',
        Rate: r.rate,
        'Taxable Value': rupees(r.taxablepaise),
        'Cess Amount': rupees(0),
      })),
    },
    {
      section: 'b2cl',
      table: '5',
      columns: B2CL,
      taxablepaise: sumTaxable(g.b2cl),
      rows: g.b2cl.map((r) => ({
        'Invoice Number': r.number,
        'Invoice date': gstDate(r.date),
        'Invoice Value': rupees(r.valuepaise),
        'Place Of Supply': gstPlace(r.placecode, r.placename),
        Rate: r.rate,
        'Taxable Value': rupees(r.taxablepaise),
        'Cess Amount': rupees(0),
      })),
    },
    {
      section: 'b2cs',
      table: '7',
      columns: B2CS,
      taxablepaise: sumTaxable(g.b2cs),
      rows: g.b2cs.map((r) => ({
        Type: 'OE',
        'Place Of Supply': gstPlace(r.placecode, r.placename),
        Rate: r.rate,
        'Taxable Value': rupees(r.taxablepaise),
        'Cess Amount': rupees(0),
      })),
    },
    {
      section: 'exemp',
      table: '8',
      columns: EXEMP,
      taxablepaise: g.nil.reduce((s, r) => s + r.nilpaise, 0),
      rows: g.nil.map((r) => ({
        Description: r.kind,
        'Nil Rated Supplies': rupees(r.nilpaise),
        'Exempted(other than nil rated/non GST supply)': rupees(0),
        'Non-GST Supplies': rupees(0),
      })),
    },
    {
      section: 'cdnr',
      table: '9B',
      columns: CDNR,
      taxablepaise: sumTaxable(g.cdnr),
      rows: g.cdnr.map((r) => ({
        'GSTIN/UIN of Recipient': r.gstin,
        'Receiver Name': r.name,
        'Note Number': r.number,
        'Note Date': gstDate(r.date),
        'Note Type': 'C',
        'Place Of Supply': gstPlace(r.placecode, r.placename),
        'Reverse Charge': 'N',
        'Note Supply Type': 'Regular B2B',
        'Note Value': rupees(r.valuepaise),
        Rate: r.rate,
        'Taxable Value': rupees(r.taxablepaise),
        'Cess Amount': rupees(0),
      })),
    },
    {
      section: 'cdnur',
      table: '9B',
      columns: CDNUR,
      taxablepaise: sumTaxable(g.cdnur),
      rows: g.cdnur.map((r) => ({
        'UR Type': 'B2CL',
        'Note Number': r.number,
        'Note Date': gstDate(r.date),
        'Note Type': 'C',
        'Place Of Supply': gstPlace(r.placecode, r.placename),
        'Note Value': rupees(r.valuepaise),
        Rate: r.rate,
        'Taxable Value': rupees(r.taxablepaise),
        'Cess Amount': rupees(0),
      })),
    },
    {
      section: 'hsn-b2b',
      table: '12',
      columns: HSN,
      taxablepaise: sumTaxable(g.hsnb2b),
      rows: hsnRows(g.hsnb2b),
    },
    {
      section: 'hsn-b2c',
      table: '12',
      columns: HSN,
      taxablepaise: sumTaxable(g.hsnb2c),
      rows: hsnRows(g.hsnb2c),
    },
    {
      section: 'docs',
      table: '13',
      columns: DOCS,
      taxablepaise: null,
      rows: g.docs.map((r) => ({
        'Nature of Document': r.nature,
        'Sr. No. From': r.from,
        'Sr. No. To': r.to,
        'Total Number': r.total,
        Cancelled: r.cancelled,
      })),
    },
  ];
}

/**
 * Whether a range is one GSTR-1 return's period: a whole calendar month, or a whole quarter of the financial
 * year (April–June, July–September, October–December, January–March) as a QRMP filer files.
 */
export function isReturnPeriod({ from, to }: DateRange): boolean {
  if (!isCalendarDate(from) || !isCalendarDate(to) || from.slice(8) !== '01') return false;
  const [y, m] = from.split('-').map(Number) as [number, number];
  const endOf = (months: number) => {
    const em = ((m - 1 + months - 1) % 12) + 1;
    const ey = y + Math.floor((m - 1 + months - 1) / 12);
    return ymd(ey, em, daysIn(ey, em));
  };
  return to === endOf(1) || (m % 3 === 1 && to === endOf(3));
}
