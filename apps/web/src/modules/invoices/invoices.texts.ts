import { INVOICE_STATUSES, PAYMENT_MODES, PAYMENT_STATUSES } from '@fixo/shared';

import { registerScreenTexts } from '@/lib/i18n';

const same = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v): [T, string] => [v, v])) as Record<T, string>;

/**
 * Namespace `invoices`: the invoice screens. The invoice document itself (and its PDF, receipts) stays in English:
 * see invoice-document.tsx for why.
 */
export const NAMESPACE = 'invoices';
export const TEXTS_EN = registerScreenTexts(NAMESPACE, {
  invoiceStatus: same(INVOICE_STATUSES),
  paymentStatus: same(PAYMENT_STATUSES),
  paymentMode: same(PAYMENT_MODES),
  // list
  invoice: 'Invoice',
  billOfSupply: 'Bill of Supply',
  status: 'Status',
  date: 'Date',
  customer: 'Customer',
  vehicle: 'Vehicle',
  counterSale: 'Counter sale',
  total: 'Total',
  balance: 'Balance',
  title: 'Invoices',
  description: 'GST tax invoices of your workshop: generate from a job card or bill a counter sale.',
  settings: 'Invoice settings',
  generate: 'Generate invoice',
  newInvoice: 'New invoice',
  search: 'Search invoices',
  searchPlaceholder: 'Number, name, mobile or reg. no.',
  from: 'From',
  to: 'To',
  payment: 'Payment',
  all: 'All',
  noMatch: 'No invoice matches these filters.',
  noneYet: 'No invoices yet. Generate one when a vehicle is delivered.',
  // actions
  linkSent: 'Invoice link sent to +91 {{mobile}}.',
  recordPayment: 'Record payment',
  downloadPdf: 'Download PDF',
  print: 'Print',
  sending: 'Sending...',
  sendToCustomer: 'Send to customer',
  shareWhatsapp: 'Share on WhatsApp',
  creditNote: 'Credit note',
  cancelInvoice: 'Cancel invoice',
  // generate, new, view
  issued: 'Invoice {{no}} issued.',
  generating: 'Generating...',
  newIntro: 'Once issued an invoice cannot be edited: corrections are a credit note or a cancellation.',
  fromJobCard: 'From a job card',
  due: '{{amount}} due',
  searchJobCards: 'Search job cards',
  searchJobCardsPlaceholder: 'Job card no., reg. no., mobile or name',
  noReadyMatch: 'No ready or delivered job card matches.',
  noReady: 'No job card is ready or delivered yet.',
  toInvoice: 'Job cards to invoice',
  // side panels
  receiptTitle: 'Receipt {{no}}',
  printReceipt: 'Print receipt',
  payments: 'Payments',
  invoiceTotal: 'Invoice total',
  credited: 'Credited',
  received: 'Received',
  balanceDue: 'Balance due',
  refundDue: 'Refund due to customer',
  paymentsReceived: 'Payments received',
  receipt: 'Receipt',
  creditNotes: 'Credit notes',
  creditNoteLine: '{{reason}} · taxable {{taxable}}, tax {{tax}}',
  // payment dialog
  reference: {
    Cash: 'Note (optional)',
    UPI: 'UPI reference number (UTR)',
    Card: 'Card approval code (optional)',
    'Bank transfer': 'Bank reference / UTR (optional)',
  },
  paymentRecorded: 'Payment of {{amount}} recorded.',
  paymentRecordedReceipt: 'Payment of {{amount}} recorded ({{receipt}}).',
  balanceDueColon: 'balance due',
  mode: 'Mode',
  amount: 'Amount',
  partHint: 'Part of the balance is fine: the rest stays due.',
  paidOn: 'Paid on',
  cancel: 'Cancel',
  saving: 'Saving...',
  // change dialogs, counter sale
  goBack: 'Go back',
  cancelled: 'Invoice {{no}} cancelled.',
  cancelTitle: 'Cancel invoice {{no}}?',
  cancelText:
    'The number is never reused: the invoice stays in the list marked cancelled, with your reason. This cannot be undone.',
  reason: 'Reason',
  creditIssued: 'Credit note {{no}} issued.',
  creditTitle: 'Issue a credit note',
  creditText: 'Against {{no}}; up to {{amount}} (tax included) can still be credited.',
  amountTaxIncluded: 'Amount, tax included',
  issueCredit: 'Issue credit note',
  billTo: 'Bill to',
  customerName: 'Customer name',
  mobile: 'Mobile',
  gstinHint: 'Only for a registered business (B2B), e.g. {{example}}',
  address: 'Address',
  linesTitle: 'Parts, labour and services',
  issuing: 'Issuing...',
  issueInvoice: 'Issue invoice',
});
