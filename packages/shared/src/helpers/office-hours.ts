/** Text shown for a center that never closes, instead of '12:00 AM – 11:59 PM'. */
export const OPEN_24_HOURS_TEXT = 'Open 24 hours';
/** What 'Open 24 hours' stores: the whole day in the contract's 'HH:mm' start and end times. */
export const ALL_DAY_HOURS = { from: '00:00', to: '23:59' } as const;

/** True when the office hours span the whole day ('00:00' to '23:59', seconds ignored). */
export function isOpen24Hours(from: string | null | undefined, to: string | null | undefined): boolean {
  return (
    (from ?? '').trim().slice(0, 5) === ALL_DAY_HOURS.from &&
    (to ?? '').trim().slice(0, 5) === ALL_DAY_HOURS.to
  );
}
