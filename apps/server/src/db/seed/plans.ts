import { FREE_PLAN_ID } from '@fixo/shared';

/** Subscription plans; the free plan's id is fixed by the contract (planid 1). Amounts in rupees. */
export const PLANS = [
  {
    id: FREE_PLAN_ID,
    name: 'Free',
    duration_type: 'Monthly',
    duration_days: 30,
    amount: 0,
    is_saas: 0,
    is_active: 1,
    features: 'Receive service requests|Publish offers|Listed in nearby search',
  },
  {
    id: 2,
    name: 'FixoPro Monthly',
    duration_type: 'Monthly',
    duration_days: 30,
    amount: 999,
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
    amount: 2699,
    is_saas: 1,
    is_active: 1,
    features: 'Everything in FixoPro Monthly|Save 10%',
  },
  {
    id: 4,
    name: 'FixoPro Yearly',
    duration_type: 'Yearly',
    duration_days: 365,
    amount: 9999,
    is_saas: 1,
    is_active: 1,
    features: 'Everything in FixoPro Monthly|Save 17%|Priority listing support',
  },
];
