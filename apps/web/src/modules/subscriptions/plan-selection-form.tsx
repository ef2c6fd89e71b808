import { zodResolver } from '@hookform/resolvers/zod';
import { Check } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  VALIDATION_MESSAGES,
  formatInr,
  subscriptionFormSchema,
  type SubscriptionPlanView,
} from '@fixo/shared';
import type { z } from 'zod';

import { Badge, Button } from '@/components/ui';
import { cn } from '@/lib/cn';

import { useSubscriptionsText } from './use-subscriptions-text';

type FormInput = z.input<typeof subscriptionFormSchema>;
type FormOutput = z.output<typeof subscriptionFormSchema>;

export interface PlanSelectionFormProps {
  plans: SubscriptionPlanView[];
  isLoggedIn: boolean;
  processing: boolean;
  currentPlanId?: number | null;
  onSubmit: (plan: SubscriptionPlanView) => void;
}

/** Plan cards as one radio group; a plan must be chosen, and only a signed-in center can submit. */
export function PlanSelectionForm({
  plans,
  isLoggedIn,
  processing,
  currentPlanId,
  onSubmit,
}: PlanSelectionFormProps) {
  const { t, tc, tm, plan: planText } = useSubscriptionsText();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(subscriptionFormSchema),
    mode: 'onBlur',
    defaultValues: { planid: '' },
  });
  const selected = String(watch('planid') ?? '');
  const error = tm(errors.planid?.message);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => {
        const plan = plans.find((p) => p.planid === values.planid);
        if (plan) onSubmit(plan);
      })}
    >
      <fieldset className="flex flex-col gap-3" aria-describedby={error ? 'planid-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t('plans.choose')}</legend>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-4">
          {plans.map((plan) => {
            const checked = selected === String(plan.planid);
            return (
              <label
                key={plan.planid}
                className={cn(
                  'relative flex cursor-pointer flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  checked
                    ? 'border-brand-600 ring-2 ring-brand-600'
                    : 'border-slate-200 hover:border-brand-300',
                )}
              >
                <span className="flex items-start gap-3">
                  <input
                    type="radio"
                    value={String(plan.planid)}
                    className="mt-1 size-5 accent-brand-600"
                    aria-label={planText(plan.planname)}
                    {...register('planid')}
                  />
                  <span className="flex flex-1 flex-col gap-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="text-base font-bold text-slate-900">{planText(plan.planname)}</span>
                      {plan.issaas && <Badge variant="brand">FixoPro</Badge>}
                      {currentPlanId === plan.planid && (
                        <Badge variant="success">{t('plans.currentBadge')}</Badge>
                      )}
                    </span>
                    <span className="text-2xl font-extrabold text-slate-900">
                      {formatInr(plan.amount)}
                      {plan.amount > 0 && (
                        <span className="ml-1.5 text-sm font-medium text-slate-600">{t('gstNote')}</span>
                      )}
                    </span>
                    <span className="text-sm text-slate-600">
                      {t('plans.duration', {
                        type: t(`plans.durations.${plan.durationtype}`, { defaultValue: plan.durationtype }),
                        days: plan.durationdays,
                      })}
                    </span>
                  </span>
                </span>
                <ul className="flex flex-col gap-1.5 text-sm text-slate-700">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden />
                      {planText(feature)}
                    </li>
                  ))}
                </ul>
              </label>
            );
          })}
        </div>
        {error && (
          <p id="planid-error" role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto sm:self-start"
          disabled={!isLoggedIn || processing}
          loading={processing}
          loadingText={tc('ui.submitting')}
        >
          {tc('ui.submit')}
        </Button>
        {!isLoggedIn && (
          <p className="text-sm text-amber-800">{tm(VALIDATION_MESSAGES.subscriptionLoginNote)}</p>
        )}
      </div>
    </form>
  );
}
