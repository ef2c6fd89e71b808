import { gstr1Schema, type Gstr1, type Invoice } from '@fixo/shared';

/** A small issued intra-state invoice for component tests: ₹1,180 total, ₹500 received. */
export function invoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  const heads = { taxablepaise: 100000, cgstpaise: 9000, sgstpaise: 9000, igstpaise: 0 };
  return {
    invoiceid: 7,
    invoiceno: 'INV/2026-27/0007',
    documentkind: 'Tax Invoice',
    issuedate: '2026-11-20',
    jobcardid: 3,
    jobcardno: 'JC/2026-27/0003',
    vehregistrationno: 'KA05MN1234',
    vehicle: 'Maruti Suzuki Swift',
    supplier: {
      name: 'Sri Lakshmi Auto Works',
      address: '12 Hosur Road, Bengaluru, Karnataka 560029',
      gstin: '29ABCDE1234F1ZW',
      statename: 'Karnataka',
      statecode: '29',
      mobile: '9000000003',
      email: '',
      upivpa: 'lakshmi@okicici',
    },
    recipient: {
      name: 'Ravi Kumar',
      address: 'Koramangala, Bengaluru',
      mobile: '9876543210',
      gstin: '',
      statename: null,
      statecode: null,
    },
    placeofsupply: { statename: 'Karnataka', statecode: '29' },
    taxsplit: 'CGST+SGST',
    reversecharge: 'No',
    lines: [
      {
        lineno: 1,
        linetype: 'Labour',
        description: 'General service',
        hsnsac: '998714',
        qty: 1,
        unit: 'job',
        uqc: 'NA',
        ratepaise: 100000,
        rateincludesgst: false,
        grosspaise: 100000,
        discountpaise: 0,
        gstrate: 18,
        cgstrate: 9,
        sgstrate: 9,
        igstrate: 0,
        ...heads,
        totalpaise: 118000,
      },
    ],
    totals: {
      grosspaise: 100000,
      discountpaise: 0,
      ...heads,
      taxpaise: 18000,
      linestotalpaise: 118000,
      roundoffpaise: 0,
      grandtotalpaise: 118000,
    },
    amountinwords: 'Rupees One Thousand One Hundred Eighty Only',
    hsnsummary: [
      {
        hsnsac: '998714',
        description: 'General service',
        uqc: 'NA',
        gstrate: 18,
        qty: 1,
        ...heads,
        taxpaise: 18000,
        totalpaise: 118000,
      },
    ],
    status: 'Issued',
    cancelledon: null,
    cancelreason: null,
    paymentstatus: 'Partly paid',
    receivedpaise: 50000,
    creditedpaise: 0,
    balancepaise: 68000,
    refunddue: 0,
    upilink:
      'upi://pay?pa=lakshmi@okicici&pn=Sri%20Lakshmi%20Auto%20Works&am=680.00&cu=INR&tn=INV/2026-27/0007',
    payments: [],
    creditnotes: [],
    createdby: 'Sri Lakshmi Auto Works',
    createdon: '2026-11-20T05:00:00Z',
    ...overrides,
  };
}

/** Invoice settings of a registered center in Karnataka (a Tax Invoice center). */
export const INVOICE_SETTINGS_FIXTURE = {
  upivpa: '',
  compositiondealer: false,
  turnoverabove5cr: false,
  gstin: '29ABCDE1234F1ZW',
  statename: 'Karnataka',
  statecode: '29',
  documentkind: 'Tax Invoice',
} as const;

/** Rows of the states reference list, as GetAllStates answers. */
export const STATE_ROWS_FIXTURE = [
  { stateid: 14, state: 'Karnataka', countryid: 1, statecode: '29' },
  { stateid: 20, state: 'Maharashtra', countryid: 1, statecode: '27' },
  { stateid: 31, state: 'Tamil Nadu', countryid: 1, statecode: '33' },
];

const gstr1Heads = { taxablepaise: 100_000, cgstpaise: 9_000, sgstpaise: 9_000, igstpaise: 0 };
/** A month's GSTR-1 with one row in most tables; the B2CS row of 28 % is net negative (a credit note). */
export const GSTR1_FIXTURE: Gstr1 = gstr1Schema.parse({
  from: '2026-11-01',
  to: '2026-11-30',
  filer: true,
  billsofsupply: 0,
  b2b: [
    {
      gstin: '29PQRST6789K1Z4',
      name: 'Fleet Co, Depot',
      number: 'INV/26-27/0007',
      date: '2026-11-05',
      valuepaise: 177_000,
      placecode: '29',
      placename: 'Karnataka',
      rate: 18,
      ...gstr1Heads,
    },
  ],
  b2cl: [],
  b2cs: [
    {
      placecode: '26',
      placename: 'Dadra and Nagar Haveli and Daman and Diu',
      rate: 18,
      ...gstr1Heads,
      cgstpaise: 0,
      sgstpaise: 0,
      igstpaise: 18_000,
    },
    { placecode: '29', placename: 'Karnataka', rate: 28, ...gstr1Heads, taxablepaise: -2_550 },
  ],
  nil: [],
  cdnr: [],
  cdnur: [],
  hsnb2b: [
    {
      hsnsac: '998714',
      description: 'Brake inspection',
      uqc: 'NA',
      qty: 2,
      rate: 18,
      valuepaise: 118_000,
      ...gstr1Heads,
    },
  ],
  hsnb2c: [
    {
      hsnsac: '27101980',
      description: 'Engine oil',
      uqc: 'LTR',
      qty: 3.5,
      rate: 18,
      valuepaise: 118_000,
      ...gstr1Heads,
    },
  ],
  docs: [
    {
      nature: 'Invoices for outward supply',
      from: 'INV/26-27/0001',
      to: 'INV/26-27/0009',
      total: 9,
      cancelled: 1,
    },
  ],
});
