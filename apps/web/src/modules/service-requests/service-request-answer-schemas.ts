/** The request calls' contracts, loaded on first use (lib/api-client.ts, lazySchema): not among the first page's files. */
export {
  customerServiceRequestSchema,
  serviceRequestResponseSchema,
  trackedServiceRequestSchema,
} from '@fixo/shared';
