/** The location calls' contracts, loaded on first use (lib/api-client.ts, lazySchema): not among the first page's files. */
export { consentAnswerSchema, locationAnswerSchema } from '@fixo/shared';
