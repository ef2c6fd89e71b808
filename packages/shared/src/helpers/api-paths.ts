import type { MasterListName } from '../schemas/masters.js';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** `path` with `query` as its search part, leaving out what is null or undefined. */
export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

/** Query filters of GET /api/Masters/... (the server narrows cascading lists). */
export interface MasterListFilters {
  COUNTRYID?: number;
  STATEID?: number;
  VEHTYPID?: number;
  VEHMAKERTYPID?: number;
  VEHMAKETYPID?: number;
}

/**
 * The address of a reference list: the app fetches it, and the build and the server name it for the browser to
 * fetch beside a page. One spelling for all three, or the browser's early answer would go unused (a preload is
 * matched by its exact address).
 */
export const masterListPath = (list: MasterListName, filters: MasterListFilters = {}): string =>
  buildUrl(`/api/Masters/${list}`, { ...filters });

/** The driver's request screen, which the web build prerenders and the server serves with the states preloaded. */
export const REQUEST_SCREEN_PATH = '/dashboard-customer/service-request';
