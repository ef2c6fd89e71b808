import { formatInr, paiseToRupees, type PartListItem } from '@fixo/shared';

/** ₹ with en-IN grouping from integer paise: 12345600 → ₹1,23,456.00. */
export const inr = (paise: number): string => formatInr(paiseToRupees(paise));

/** A quantity as people write it: 3.5, 12, -2 (up to 3 decimals, en-IN grouping). */
export const qtyText = (qty: number): string => qty.toLocaleString('en-IN', { maximumFractionDigits: 3 });

export const KIND_BADGE: Record<PartListItem['parttype'], 'brand' | 'info' | 'success'> = {
  Part: 'brand',
  Labour: 'info',
  Service: 'success',
};
