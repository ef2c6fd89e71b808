import { FREE_PLAN_ID } from '@fixo/shared';

/** Subscription plans; the free plan's id is fixed by the contract (planid 1). Prices in paise. */
export const PLANS = [
  {
    id: FREE_PLAN_ID,
    name: 'Free',
    duration_type: 'Monthly',
    duration_days: 30,
    amount_paise: 0,
    is_saas: 0,
    is_active: 1,
    features: 'Receive service requests|Publish offers|Listed in nearby search',
  },
  {
    id: 2,
    name: 'FixoPro Monthly',
    duration_type: 'Monthly',
    duration_days: 30,
    amount_paise: 999_00,
    is_saas: 1,
    is_active: 1,
    features:
      'Everything in Free|FixoPro job cards|Parts & services catalogue|GST invoices (PDF)|Invoice report',
  },
  {
    id: 3,
    name: 'FixoPro Quarterly',
    duration_type: 'Quarterly',
    duration_days: 90,
    amount_paise: 2699_00,
    is_saas: 1,
    is_active: 1,
    features: 'Everything in FixoPro Monthly|Save 10%',
  },
  {
    id: 4,
    name: 'FixoPro Yearly',
    duration_type: 'Yearly',
    duration_days: 365,
    amount_paise: 9999_00,
    is_saas: 1,
    is_active: 1,
    features: 'Everything in FixoPro Monthly|Save 17%|Priority listing support',
  },
];
