export { useInvoiceSettings } from './invoices-api';
