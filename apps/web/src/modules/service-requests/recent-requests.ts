import { useSyncExternalStore } from 'react';
import { SR_STATUSES, type ServiceRequestFormInput, type SrStatus } from '@fixo/shared';

import { RECENT_REQUESTS_STORAGE_KEY } from '@/lib/device-storage-keys';

/**
 * A guest has no account to list their requests: the device keeps the last few (booking reference, private
 * tracking link, status when last seen) so the dashboard and the landing page can lead back to them.
 */
export const RECENT_REQUESTS_MAX = 5;

/** Form fields a new request may start from ('Choose another center nearby' after a rejection). */
export const PREFILL_FIELDS = [
  'vehicleType',
  'vehicle',
  'vehicleMaker',
  'vehmaketypid',
  'vehicleModel',
  'vehothers',
  'vehColor',
  'vehicleFuelType',
  'registrationNumber',
  'chassisNumber',
  'mileage',
  'serviceRequired',
  'issue',
  'mobileNumber',
] as const satisfies readonly (keyof ServiceRequestFormInput)[];
export type PrefillField = (typeof PREFILL_FIELDS)[number];
export type PrefillValues = Partial<Pick<ServiceRequestFormInput, PrefillField>>;

/** What the request page starts from when it is opened to choose another center. */
export interface ServiceRequestPrefill {
  postalCode?: string;
  values?: PrefillValues;
}

export interface RecentRequest {
  bookingRef: string;
  /** '/track/<token>' (a path, so it survives a change of host). */
  trackingPath: string;
  status: SrStatus;
  /** ISO time the status was last seen. */
  seenAt: string;
  prefill?: ServiceRequestPrefill;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage can be disabled (private modes, policies)
  }
}

function isRecentRequest(x: unknown): x is RecentRequest {
  if (!x || typeof x !== 'object') return false;
  const r = x as Record<string, unknown>;
  return (
    typeof r.bookingRef === 'string' &&
    typeof r.trackingPath === 'string' &&
    r.trackingPath.startsWith('/track/') &&
    typeof r.seenAt === 'string' &&
    SR_STATUSES.includes(r.status as SrStatus)
  );
}

/**
 * One parsed snapshot per stored text, so useSyncExternalStore sees a stable value between writes.
 * No requests to follow, as the prerendered pages are drawn: one array, the server's snapshot too, so a visitor with
 * none reads the very same value and React does not redraw every reader right after adopting the prerendered page.
 */
const NO_REQUESTS: RecentRequest[] = [];
let cache: { raw: string | null; list: RecentRequest[] } = { raw: null, list: NO_REQUESTS };

/** The stored requests, newest first; anything unreadable is ignored. */
export function readRecentRequests(): RecentRequest[] {
  const raw = storage()?.getItem(RECENT_REQUESTS_STORAGE_KEY) ?? null;
  if (raw === cache.raw) return cache.list;
  let list: RecentRequest[] = NO_REQUESTS;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed.filter(isRecentRequest);
  } catch {
    // Unreadable: as if none.
  }
  if (list.length === 0) list = NO_REQUESTS;
  cache = { raw, list };
  return list;
}

const listeners = new Set<() => void>();

function write(list: RecentRequest[]): void {
  try {
    storage()?.setItem(RECENT_REQUESTS_STORAGE_KEY, JSON.stringify(list.slice(0, RECENT_REQUESTS_MAX)));
  } catch {
    // Full or refused storage: the request still exists; only the shortcut back is lost.
  }
  listeners.forEach((l) => l());
}

/** Keeps a just-submitted request at the top (once per booking reference). */
export function rememberRequest(entry: Omit<RecentRequest, 'seenAt'> & { seenAt?: string }): void {
  const next: RecentRequest = { ...entry, seenAt: entry.seenAt ?? new Date().toISOString() };
  write([next, ...readRecentRequests().filter((r) => r.bookingRef !== entry.bookingRef)]);
}

/** Records the status the tracking page just showed; requests not kept on this device are left alone. */
export function updateRecentStatus(trackingPath: string, status: SrStatus, now = new Date()): void {
  const list = readRecentRequests();
  const found = list.find((r) => r.trackingPath === trackingPath);
  if (!found || found.status === status) return;
  write(list.map((r) => (r === found ? { ...r, status, seenAt: now.toISOString() } : r)));
}

export function findRecentRequest(trackingPath: string): RecentRequest | undefined {
  return readRecentRequests().find((r) => r.trackingPath === trackingPath);
}

/** Only the prefill fields that hold something (empty strings and nulls would overwrite defaults). */
export function prefillValuesFrom(values: Partial<ServiceRequestFormInput>): PrefillValues {
  const out: Record<string, unknown> = {};
  for (const field of PREFILL_FIELDS) {
    const v = values[field];
    if (v !== undefined && v !== null && v !== '') out[field] = v;
  }
  return out as PrefillValues;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === RECENT_REQUESTS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored requests, kept current when another tab or page changes them. */
export function useRecentRequests(): RecentRequest[] {
  return useSyncExternalStore(subscribe, readRecentRequests, () => NO_REQUESTS);
}
