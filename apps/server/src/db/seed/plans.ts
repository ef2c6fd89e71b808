import { FREE_PLAN_ID, SEEDED_PLAN_TEXTS as T } from '@fixo/shared';

const features = (...texts: string[]) => texts.join('|');

/** Subscription plans; the free plan's id is fixed by the contract (planid 1). Prices in paise. */
export const PLANS = [
  {
    id: FREE_PLAN_ID,
    name: T.free,
    duration_type: 'Monthly',
    duration_days: 30,
    amount_paise: 0,
    is_saas: 0,
    is_active: 1,
    features: features(T.receiveRequests, T.publishOffers, T.listedNearby),
  },
  {
    id: 2,
    name: T.proMonthly,
    duration_type: 'Monthly',
    duration_days: 30,
    amount_paise: 999_00,
    is_saas: 1,
    is_active: 1,
    features: features(T.everythingFree, T.jobCards, T.catalogue, T.gstInvoices, T.invoiceReport),
  },
  {
    id: 3,
    name: T.proQuarterly,
    duration_type: 'Quarterly',
    duration_days: 90,
    amount_paise: 2699_00,
    is_saas: 1,
    is_active: 1,
    features: features(T.everythingMonthly, T.save10),
  },
  {
    id: 4,
    name: T.proYearly,
    duration_type: 'Yearly',
    duration_days: 365,
    amount_paise: 9999_00,
    is_saas: 1,
    is_active: 1,
    features: features(T.everythingMonthly, T.save17, T.priorityListing),
  },
];
