import { registerScreenTexts } from '@/lib/i18n';

/** Namespace `suite`: the parts every FixoPro screen shares (headers, search, CSV import, plan notice). */
export const NAMESPACE = 'suite';
export const TEXTS_EN = registerScreenTexts(NAMESPACE, {
  /** Kinds of catalogue item (PART_TYPES). */
  kind: { Part: 'Part', Labour: 'Labour', Service: 'Service' },
  exportCsv: 'Export CSV',
  importCsv: 'Import CSV',
  clearSearch: 'Clear search',
  customer: 'Customer',
  vehicle: 'Vehicle',
  moneyHint: 'Enter an amount in rupees, e.g. 450 or 450.50',
  importChecked: 'The file is checked first; nothing is saved until you confirm.',
  cancel: 'Cancel',
  importing: 'Importing...',
  importValidOnly: 'Import {{n}} valid rows only',
  importRows: 'Import {{n}} rows',
  imported: 'Imported {{n}} {{noun}}.',
  chooseCsv: 'Choose a CSV file',
  columns: 'Columns: {{list}}',
  csvFile: 'CSV file',
  checkingRows: 'Checking rows…',
  validErrors: '{{valid}} valid, {{errors}} with errors',
  rows: 'Rows',
  readyToImport: 'Ready to import',
  proExpiredTitle: 'Your FixoPro subscription has expired',
  expiredTitle: 'Your subscription has expired',
  noPlanTitle: 'FixoPro needs an active plan',
  proExpiredText:
    'It ended on {{date}}. Renew your plan to keep using job cards, parts and customer masters.',
  expiredText: 'Your plan ended on {{date}}. Choose a FixoPro plan to renew and use the workshop suite.',
  itsEndDate: 'its end date',
  noPlanText:
    'Job cards, estimates approved by link, parts and stock, customer masters and GST invoices come with a FixoPro plan.',
  seePlans: 'See FixoPro plans',
  renewPlan: 'Renew plan',
  whatIsFixoPro: 'What is FixoPro?',
});
