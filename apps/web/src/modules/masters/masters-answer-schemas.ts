/** The reference lists' row contracts, loaded on first use (lib/api-client.ts, lazySchema): not among the first page's files. */
export { MASTER_LISTS } from '@fixo/shared';
