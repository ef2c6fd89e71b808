/**
 * A complete invoice read model (invoiceSchema) built in memory with the real money helpers, for tests of what
 * is drawn from an invoice (the PDF) without a database. Money follows helpers/invoice-tax.ts exactly.
 */
import {
  invoiceLineMoney,
  invoiceSchema,
  invoiceTotals,
  taxSplitOf,
  uqcOf,
  type Invoice,
  type InvoiceLine,
} from '@fixo/shared';
import { amountInWords } from '../modules/invoices/amount-in-words.js';
import { hsnSummary, paymentState } from '../modules/invoices/invoice-read.js';
import { upiUri } from '../modules/subscriptions/subscriptions.service.js';
import { gstinFor, TEST_CENTER_GSTIN } from './test-gstin.js';

export interface FixtureLine {
  linetype?: 'Part' | 'Labour' | 'Service';
  description: string;
  hsnsac: string;
  qty?: number;
  unit?: string;
  unitpricepaise: number;
  discountpaise?: number;
  gstrate?: number;
}

export interface FixtureOptions {
  /** 'intra' (CGST+SGST, Karnataka to Karnataka), 'inter' (IGST, place of supply Maharashtra), 'bill' (no GSTIN). */
  kind?: 'intra' | 'inter' | 'bill';
  lines?: FixtureLine[];
  upivpa?: string | null;
  /** Paise received in one UPI payment. */
  receivedpaise?: number;
  /** B2B recipient GSTIN (Karnataka). */
  recipientgstin?: string;
  recipientname?: string;
  cancelled?: { reason: string; on: string };
  creditnote?: { no: string; reason: string; totalpaise: number };
}

const SUPPLIER_NAME = 'Sri Lakshmi Auto Works';
export const FIXTURE_RECIPIENT_GSTIN = gstinFor('29', 'AAACR5055K');

export const DEFAULT_FIXTURE_LINES: FixtureLine[] = [
  {
    linetype: 'Part',
    description: 'Brake pad set (front)',
    hsnsac: '87083000',
    qty: 1,
    unit: 'set',
    unitpricepaise: 245_000,
    discountpaise: 10_000,
  },
  {
    linetype: 'Part',
    description: 'Engine oil 5W-30',
    hsnsac: '27101980',
    qty: 3.5,
    unit: 'litre',
    unitpricepaise: 62_050,
  },
  { linetype: 'Labour', description: 'Periodic service labour', hsnsac: '998714', unitpricepaise: 120_000 },
  { linetype: 'Service', description: 'Wheel alignment', hsnsac: '998714', unitpricepaise: 45_000 },
];

export function buildInvoiceFixture(o: FixtureOptions = {}): Invoice {
  const kind = o.kind ?? 'intra';
  const bill = kind === 'bill';
  const placeofsupply =
    kind === 'inter'
      ? { statename: 'Maharashtra', statecode: '27' }
      : { statename: 'Karnataka', statecode: '29' };
  const split = taxSplitOf('29', placeofsupply.statecode, bill);
  const lines: InvoiceLine[] = (o.lines ?? DEFAULT_FIXTURE_LINES).map((l, i) => {
    const linetype = l.linetype ?? 'Part';
    const unit = l.unit ?? (linetype === 'Part' ? 'nos' : 'nos');
    const money = invoiceLineMoney(
      {
        qty: l.qty ?? 1,
        unitpricepaise: l.unitpricepaise,
        priceincludesgst: false,
        discounttype: 'Amount',
        discountvalue: l.discountpaise ?? 0,
        gstrate: l.gstrate ?? 18,
      },
      split,
    );
    return {
      lineno: i + 1,
      linetype,
      description: l.description,
      hsnsac: l.hsnsac,
      qty: l.qty ?? 1,
      unit,
      uqc: uqcOf(unit, linetype),
      ratepaise: l.unitpricepaise,
      rateincludesgst: false,
      ...money,
    };
  });
  const totals = invoiceTotals(lines);
  const received = o.receivedpaise ?? 0;
  const credited = o.creditnote?.totalpaise ?? 0;
  const state = paymentState(totals.grandtotalpaise, received, credited, Boolean(o.cancelled));
  const vpa = o.upivpa === undefined ? 'lakshmiauto@okaxis' : o.upivpa;
  const invoiceno = bill ? 'INV/2026-27/0003' : 'INV/2026-27/0042';
  const invoice: Invoice = {
    invoiceid: 7,
    invoiceno,
    documentkind: bill ? 'Bill of Supply' : 'Tax Invoice',
    issuedate: '2026-11-23',
    jobcardid: 11,
    jobcardno: 'JC/2026-27/0031',
    vehregistrationno: 'KA01MN4821',
    vehicle: 'Maruti Suzuki WagonR (Petrol)',
    supplier: {
      name: SUPPLIER_NAME,
      address: '14, 80 Feet Road, Koramangala 4th Block, Bengaluru, Karnataka 560034',
      gstin: bill ? '' : TEST_CENTER_GSTIN,
      statename: 'Karnataka',
      statecode: '29',
      mobile: '9000000003',
      email: 'lakshmi.auto@example.in',
      upivpa: vpa,
    },
    recipient: {
      name: o.recipientname ?? (kind === 'inter' ? 'Deshmukh Logistics Pvt Ltd' : 'आशा राव (Asha Rao)'),
      address:
        kind === 'inter'
          ? 'Plot 7, MIDC Bhosari, Pune, Maharashtra 411026'
          : '22, 5th Cross, Indiranagar, Bengaluru 560038',
      mobile: '9845012345',
      gstin: o.recipientgstin ?? '',
      statename: o.recipientgstin ? 'Karnataka' : null,
      statecode: o.recipientgstin ? '29' : null,
    },
    placeofsupply,
    taxsplit: split,
    reversecharge: 'No',
    lines,
    totals,
    amountinwords: amountInWords(totals.grandtotalpaise),
    hsnsummary: hsnSummary(lines),
    status: o.cancelled ? 'Cancelled' : 'Issued',
    cancelledon: o.cancelled?.on ?? null,
    cancelreason: o.cancelled?.reason ?? null,
    paymentstatus: state.status,
    receivedpaise: received,
    creditedpaise: credited,
    balancepaise: state.balance,
    refunddue: state.refunddue,
    // as the read model builds it (invoice-read.ts)
    upilink:
      vpa && state.balance > 0
        ? upiUri({ vpa, name: SUPPLIER_NAME }, state.balance / 100, invoiceno, invoiceno)
        : null,
    payments:
      received > 0
        ? [
            {
              paymentid: 1,
              receiptno: 'RCT/2026-27/0009',
              mode: 'UPI',
              amountpaise: received,
              reference: '412345678901',
              paidon: '2026-11-23',
              recordedby: 'Sri Lakshmi Auto Works',
              createdon: '2026-11-23T06:00:00.000Z',
            },
          ]
        : [],
    creditnotes: o.creditnote
      ? [
          {
            creditnoteid: 1,
            creditnoteno: o.creditnote.no,
            issuedate: '2026-11-23',
            reason: o.creditnote.reason,
            lines: [],
            taxablepaise: 0,
            cgstpaise: 0,
            sgstpaise: 0,
            igstpaise: 0,
            totalpaise: o.creditnote.totalpaise,
            createdby: 'Sri Lakshmi Auto Works',
            createdon: '2026-11-23T06:00:00.000Z',
          },
        ]
      : [],
    createdby: 'Sri Lakshmi Auto Works',
    createdon: '2026-11-23T05:30:00.000Z',
  };
  // the fixture is held to the contract, like an answer of the API
  return invoiceSchema.parse(invoice);
}
