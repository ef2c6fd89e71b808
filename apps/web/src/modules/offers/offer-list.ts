import { format } from 'date-fns';
import { formatInr, parseLocalIsoNoZone, type Offer } from '@fixo/shared';

/** Sortable columns of the offers table, in display order. */
export const OFFER_COLUMNS = [
  { key: 'offercode', label: 'Offer Code' },
  { key: 'offer', label: 'Custom Offer' },
  { key: 'discountofferedpercentage', label: 'Discount (%)' },
  { key: 'discountofferedamount', label: 'Discount Amount' },
  { key: 'startdate', label: 'Start Date' },
  { key: 'enddate', label: 'End Date' },
  { key: 'validtill', label: 'Validity' },
  { key: 'offerremarks', label: 'Offer Remarks' },
  { key: 'isactive', label: 'Status' },
] as const;

export type OfferSortKey = (typeof OFFER_COLUMNS)[number]['key'];
export type SortDirection = 'asc' | 'desc';
export interface OfferSort {
  key: OfferSortKey;
  direction: SortDirection;
}
export const DEFAULT_OFFER_SORT: OfferSort = { key: 'offercode', direction: 'asc' };

/** First click on a column sorts ascending; clicking the same column again toggles the direction. */
export function nextSort(current: OfferSort, key: OfferSortKey): OfferSort {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });

function sortValue(offer: Offer, key: OfferSortKey): string | number {
  const value = offer[key];
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value ?? '';
}

export function sortOffers(offers: readonly Offer[], sort: OfferSort): Offer[] {
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...offers].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    // Ties keep a stable, predictable order by offer code.
    return order * factor || collator.compare(a.offercode, b.offercode);
  });
}

/** The search box matches the offer code or the custom offer text, ignoring case. */
export function filterOffers(offers: readonly Offer[], search: string): Offer[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...offers];
  return offers.filter(
    (o) => o.offercode.toLowerCase().includes(needle) || o.offer.toLowerCase().includes(needle),
  );
}

/** 'YYYY-MM-DDTHH:mm:ss' (local) → 'dd/MM/yyyy HH:mm'; empty or unreadable → null. */
export function formatOfferDate(text: string | null | undefined): string | null {
  if (!text) return null;
  const date = parseLocalIsoNoZone(text.slice(0, 19)) ?? new Date(text);
  return Number.isNaN(date.getTime()) ? null : format(date, 'dd/MM/yyyy HH:mm');
}

export function amountLabel(amount: string): string {
  const n = Number(amount);
  if (!amount || !Number.isFinite(n)) return amount || '-';
  return formatInr(n).replace(/\.00$/, '');
}

/** The first primary offer of a loaded list (the server keeps at most one per center). */
export function findPrimaryOffer(offers: readonly Offer[] | undefined): Offer | null {
  return offers?.find((o) => o.isprimaryoffer) ?? null;
}
