import {
  subscriptionPlanViewSchema,
  type FreePlanRecordInput,
  type MySubscription,
  type PaidPlanSelectionAnswer,
  type PendingPlanPayment,
  type SubscriptionPlanView,
} from '@fixo/shared';

import { apiGet, apiPost, apiPut } from '@/lib/api-client';

/** The old contract's fixed tokens: accepted and ignored by the server, still sent as the spec says. */
const ENTITY_TOKEN = 'x';
const TOKEN = 'x';

export const plansQueryKey = ['subscriptions', 'plans'] as const;
export const mySubscriptionKey = ['subscriptions', 'mine'] as const;
export const pendingPaymentsKey = ['subscriptions', 'pending-payments'] as const;

export async function fetchPlans(signal?: AbortSignal): Promise<SubscriptionPlanView[]> {
  const data = await apiGet<unknown>('/api/PaymentGateway/GetSubscriptionPlanByEntity', {
    query: { ENTITYTOKEN: ENTITY_TOKEN, TOKEN },
    signal,
  });
  return subscriptionPlanViewSchema.array().parse(data);
}

export function addFreePlan(record: FreePlanRecordInput): Promise<{ planid: number }> {
  return apiPost<{ planid: number }>('/api/PaymentGateway/AddServiceCenterPaymentPlan', record);
}

export function selectPaidPlan(servicecenterid: number, planid: number): Promise<PaidPlanSelectionAnswer> {
  return apiPost<PaidPlanSelectionAnswer>('/api/ServiceCenter/AddUpdateServiceCenterSubscriptionPlan', {
    scspid: 0,
    servicecenterid,
    planid,
    isactive: true,
    token: TOKEN,
    recordby: 1,
  });
}

export function fetchMySubscription(signal?: AbortSignal): Promise<MySubscription> {
  return apiGet<MySubscription>('/api/ServiceCenter/GetMySubscription', { signal });
}

export function fetchPendingPayments(signal?: AbortSignal): Promise<PendingPlanPayment[]> {
  return apiGet<PendingPlanPayment[]>('/api/Manager/GetPendingPlanPayments', { signal });
}

export function confirmPlanPayment(scspid: number, reference: string): Promise<unknown> {
  return apiPut('/api/Manager/ConfirmPlanPayment', { scspid, reference });
}

/** '12 Mar 2026' for a stored ISO time. */
export function formatPlanDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });
}
