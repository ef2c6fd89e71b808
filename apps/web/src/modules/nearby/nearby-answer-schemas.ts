/** The nearby calls' contracts, loaded on first use (lib/api-client.ts, lazySchema): not among the first page's files. */
export { nearbyServiceCenterSchema, offerSchema } from '@fixo/shared';
