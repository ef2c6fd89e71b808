import type { PageId } from './constants.js';

/**
 * Page names recorded with each page id (spec sections 2 and 9), in a file of their own: constants.ts is in the
 * light entry of the prerendered pages, and only the screens that count visits (and the server) need this table.
 */
export const PAGE_NAMES = {
  3: 'Service Center Profile',
  4: 'Service Center Actions',
  6: 'Subscription Plans',
  15: 'Customer Service Request',
  17: 'Customer Profile',
} as const satisfies Record<PageId, string>;
