/** Text of the invoice PDF: Indian digit grouping from integer paise (no floating point), dates as dd/mm/yyyy. */
const GROUPING = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 12345678 → '1,23,456.78'; -40 → '-0.40'. */
export function paiseText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${GROUPING.format(Math.trunc(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** With the rupee sign, for totals: '₹1,23,456.78'. */
export const rupeesText = (paise: number): string =>
  paise < 0 ? `-₹${paiseText(-paise)}` : `₹${paiseText(paise)}`;

/** '2026-11-23' → '23/11/2026', the date format of Indian tax invoices (an instant needs istDate first). */
export function ddmmyyyy(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** Quantities with up to 3 decimals, no trailing zeros: 3.5 → '3.5', 2 → '2'. */
export const qtyText = (qty: number): string => String(Number(qty.toFixed(3)));

/** Rates: 18 → '18%', 2.5 → '2.5%'. */
export const rateText = (rate: number): string => `${Number(rate.toFixed(2))}%`;

/** The download name: 'INV/2026-27/0042' → 'INV-2026-27-0042.pdf' (no slash or quote in a file name). */
export const pdfFileName = (invoiceNo: string): string => `${invoiceNo.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
