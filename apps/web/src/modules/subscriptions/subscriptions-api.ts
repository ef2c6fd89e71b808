import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FREE_PLAN_ID,
  FREE_PLAN_RECORD_DEFAULTS,
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
  type SubscriptionPlanView,
} from '@fixo/shared';

import { apiGet, apiPost, apiPut } from '@/lib/api-client';
import { LOCALES, type Language } from '@/lib/i18n';
import type { MutationCallbacks } from '@/lib/mutation-callbacks';
import { sessionQueryKey } from '@/modules/auth';

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

export const usePlans = () =>
  useQuery({
    queryKey: plansQueryKey,
    queryFn: ({ signal }) => fetchPlans(signal),
    refetchOnWindowFocus: false,
  });

function addFreePlan(record: FreePlanRecordInput): Promise<FreePlanAnswer> {
  return apiPost('/api/PaymentGateway/AddServiceCenterPaymentPlan', record, { schema: freePlanAnswerSchema });
}

function selectPaidPlan(servicecenterid: number, planid: number): Promise<PaidPlanSelectionAnswer> {
  return apiPost(
    '/api/ServiceCenter/AddUpdateServiceCenterSubscriptionPlan',
    { scspid: 0, servicecenterid, planid, isactive: true, token: TOKEN, recordby: 1 },
    { schema: paidPlanSelectionAnswerSchema },
  );
}

function fetchMySubscription(signal?: AbortSignal): Promise<MySubscription> {
  return apiGet('/api/ServiceCenter/GetMySubscription', { signal, schema: mySubscriptionSchema });
}

/** The signed-in center's current plan and a paid selection still waiting for its payment. */
export const useMySubscription = (enabled: boolean) =>
  useQuery({
    queryKey: mySubscriptionKey,
    queryFn: ({ signal }) => fetchMySubscription(signal),
    enabled,
  });

/**
 * The paid plan `planid` recorded as the center's selection: a selection already waiting for that plan is reused
 * (a reload of the payment page does not record a second one), otherwise one is recorded, once per visit.
 */
export const usePaidPlanSelection = (centerId: number, planid: number, enabled: boolean) =>
  useQuery({
    queryKey: ['subscriptions', 'selection', centerId, planid],
    queryFn: async ({ signal }) => {
      const mine = await fetchMySubscription(signal);
      if (mine.pendingselection?.planid === planid) return mine.pendingselection;
      return selectPaidPlan(centerId, planid);
    },
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** The plan picked; `paid`: it still has to be paid for on the payment page. */
export interface PlanChoice {
  paid: boolean;
  planid: number;
}

/**
 * The center picks a plan: the free plan is recorded at once (the session and the center's plan are read again);
 * a paid plan is only chosen here, the payment page records it.
 */
export function useChoosePlan(
  center: { id: number; name: string },
  callbacks: MutationCallbacks<PlanChoice, SubscriptionPlanView> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plan: SubscriptionPlanView): Promise<PlanChoice> => {
      if (plan.planid !== FREE_PLAN_ID) return { paid: true, planid: plan.planid };
      await addFreePlan({
        servicecenterid: center.id,
        servicecentername: center.name,
        ...FREE_PLAN_RECORD_DEFAULTS,
      });
      return { paid: false, planid: plan.planid };
    },
    onSuccess: async (...args) => {
      if (!args[0].paid) {
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        await queryClient.invalidateQueries({ queryKey: mySubscriptionKey });
      }
      await callbacks.onSuccess?.(...args);
    },
    onError: callbacks.onError,
  });
}

export const usePendingPayments = () =>
  useQuery({
    queryKey: pendingPaymentsKey,
    queryFn: ({ signal }) =>
      apiGet('/api/Manager/GetPendingPlanPayments', { signal, schema: pendingPlanPaymentSchema.array() }),
  });

export function useConfirmPlanPayment(
  callbacks: MutationCallbacks<ConfirmedPlanPayment, { scspid: number; reference: string }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: { scspid: number; reference: string }) =>
      apiPut('/api/Manager/ConfirmPlanPayment', payment, { schema: confirmedPlanPaymentSchema }),
    onSuccess: async (...args) => {
      await callbacks.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: pendingPaymentsKey });
    },
    onError: callbacks.onError,
  });
}

/** '12 Mar 2026' for a stored ISO time. */
export function formatPlanDate(iso: string, language: Language = 'en'): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleDateString(LOCALES[language], { day: '2-digit', month: 'short', year: 'numeric' });
}
