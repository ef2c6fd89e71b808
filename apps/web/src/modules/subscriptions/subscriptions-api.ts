import {
  confirmedPlanPaymentSchema,
  freePlanAnswerSchema,
  mySubscriptionSchema,
  paidPlanSelectionAnswerSchema,
  pendingPlanPaymentSchema,
  subscriptionPlanViewSchema,
  type ConfirmedPlanPayment,
  type FreePlanAnswer,
  type FreePlanRecordInput,
  type MySubscription,
  type PaidPlanSelectionAnswer,
  type PendingPlanPayment,
  type SubscriptionPlanView,
} from '@fixo/shared';

import { apiGet, apiPost, apiPut } from '@/lib/api-client';
import { LOCALES, type Language } from '@/lib/i18n';

/** The old contract's fixed tokens: accepted and ignored by the server, still sent as the spec says. */
const ENTITY_TOKEN = 'x';
const TOKEN = 'x';

export const plansQueryKey = ['subscriptions', 'plans'] as const;
export const mySubscriptionKey = ['subscriptions', 'mine'] as const;
export const pendingPaymentsKey = ['subscriptions', 'pending-payments'] as const;

export async function fetchPlans(signal?: AbortSignal): Promise<SubscriptionPlanView[]> {
  return apiGet('/api/PaymentGateway/GetSubscriptionPlanByEntity', {
    query: { ENTITYTOKEN: ENTITY_TOKEN, TOKEN },
    signal,
    schema: subscriptionPlanViewSchema.array(),
  });
}

export function addFreePlan(record: FreePlanRecordInput): Promise<FreePlanAnswer> {
  return apiPost('/api/PaymentGateway/AddServiceCenterPaymentPlan', record, { schema: freePlanAnswerSchema });
}

export function selectPaidPlan(servicecenterid: number, planid: number): Promise<PaidPlanSelectionAnswer> {
  return apiPost(
    '/api/ServiceCenter/AddUpdateServiceCenterSubscriptionPlan',
    { scspid: 0, servicecenterid, planid, isactive: true, token: TOKEN, recordby: 1 },
    { schema: paidPlanSelectionAnswerSchema },
  );
}

export function fetchMySubscription(signal?: AbortSignal): Promise<MySubscription> {
  return apiGet('/api/ServiceCenter/GetMySubscription', { signal, schema: mySubscriptionSchema });
}

export function fetchPendingPayments(signal?: AbortSignal): Promise<PendingPlanPayment[]> {
  return apiGet('/api/Manager/GetPendingPlanPayments', { signal, schema: pendingPlanPaymentSchema.array() });
}

export function confirmPlanPayment(scspid: number, reference: string): Promise<ConfirmedPlanPayment> {
  return apiPut(
    '/api/Manager/ConfirmPlanPayment',
    { scspid, reference },
    { schema: confirmedPlanPaymentSchema },
  );
}

/** '12 Mar 2026' for a stored ISO time. */
export function formatPlanDate(iso: string, language: Language = 'en'): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleDateString(LOCALES[language], { day: '2-digit', month: 'short', year: 'numeric' });
}
