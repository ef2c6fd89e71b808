/** The invoices module's public face: other modules and the app import it only through this file. */
export { invoicesRoutes } from './invoices.routes.js';
export { invoicePdfRoutes } from './invoice-pdf.routes.js';
export { billedByJobCard, liveInvoiceOf, liveInvoiceRefOf } from './live-invoice.js';
