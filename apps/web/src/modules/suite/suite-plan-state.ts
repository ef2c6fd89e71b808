import { parseISO } from 'date-fns';
import { isSaasActive } from '@fixo/shared';

/**
 * A center's FixoPro plan as the suite sees it. Apart from the guard (suite-guard.tsx, which the suite's route loads
 * on its own) because the center's home and the request actions ask it too: importing the guard for it put the guard
 * in their chunks, and the suite's screens then fetched it only after the app had started (bench/README.md).
 */
export function endDate(text: string | null | undefined): Date | null {
  if (!text) return null;
  const d = parseISO(text);
  return Number.isNaN(d.getTime()) ? null : d;
}

export type SuitePlanState = 'active' | 'expired' | 'no-plan';

/** Which notice a center gets on a suite screen (spec: active = isSaaS and now < planenddate). */
export function suitePlanState(
  isSaaS: boolean,
  planenddate: string | null | undefined,
  now = new Date(),
): SuitePlanState {
  if (isSaaS && isSaasActive({ isSaaS, planenddate: planenddate ?? null }, now)) return 'active';
  const end = endDate(planenddate);
  if (isSaaS) return 'expired';
  // A non-SaaS center past its plan end gets the spec's other expiry notice; one still on the free plan
  // is told what FixoPro is and how to get it.
  return end && end.getTime() <= now.getTime() ? 'expired' : 'no-plan';
}
