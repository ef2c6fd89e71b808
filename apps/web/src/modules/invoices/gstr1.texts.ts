import { registerScreenTexts } from '@/lib/i18n';

/** Namespace `gstr1`: the invoice report's GSTR-1 files (in the panel's own chunk, with it). */
export const NAMESPACE = 'gstr1';
export const TEXTS_EN = registerScreenTexts(NAMESPACE, {
  title: 'GSTR-1 files',
  intro:
    "One CSV file per table of the return, in the columns of the GST offline tool's templates, for your accountant to import. Credit notes on small B2C invoices are netted into B2CS and the HSN summaries.",
  notFiler:
    'Your bills are Bills of Supply (no GSTIN in your profile, or the composition scheme): GSTR-1 is filed only by regular GST-registered businesses. These files hold only tax invoices.',
  billsOfSupply_one: '{{count}} bill of supply in this period is not reported in GSTR-1.',
  billsOfSupply_other: '{{count}} bills of supply in this period are not reported in GSTR-1.',
  partialPeriod:
    'These files cover {{from}} to {{to}}. GSTR-1 is filed for a whole month (or a quarter under QRMP): choose Last month, or a custom range of whole months, to file.',
  table: 'Table {{table}}',
  rows_one: '{{count}} row',
  rows_other: '{{count}} rows',
  rowsWithValue_one: '{{count}} row · {{amount}} taxable',
  rowsWithValue_other: '{{count}} rows · {{amount}} taxable',
  download: 'Download {{name}} (CSV)',
  allFiles: 'All files (ZIP)',
  zipFailed:
    'The ZIP file could not be made: check your connection and try again, or download the files one by one.',
  sections: {
    b2b: 'B2B invoices',
    b2cl: 'B2C large (inter-state, above ₹1 lakh)',
    b2cs: 'B2C others (B2CS)',
    exemp: 'Nil rated supplies',
    cdnr: 'Credit notes to registered buyers',
    cdnur: 'Credit notes on B2C large invoices',
    'hsn-b2b': 'HSN summary, B2B',
    'hsn-b2c': 'HSN summary, B2C',
    docs: 'Documents issued',
  },
});
