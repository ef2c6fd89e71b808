import { format } from 'date-fns';
import { parseLocalIsoNoZone } from '@fixo/shared';

function toDate(text: string): Date | null {
  const local = parseLocalIsoNoZone(text.replace(/\.\d+$/, ''));
  if (local) return local;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Month/day/year with hour and minute, 12-hour: '11/21/2026 10:42 AM' (spec section 2). */
export function formatRequestDate(text: string | null | undefined): string {
  if (!text) return '';
  const d = toDate(text);
  return d ? format(d, 'MM/dd/yyyy hh:mm a') : text;
}

/** Short relative-friendly time for lists: 'Today 10:42 AM', '21 Nov, 10:42 AM'. */
export function formatListTime(text: string | null | undefined, now = new Date()): string {
  if (!text) return '';
  const d = toDate(text);
  if (!d) return text;
  const sameDay = d.toDateString() === now.toDateString();
  return sameDay ? `Today ${format(d, 'hh:mm a')}` : format(d, 'd MMM yyyy, hh:mm a');
}
