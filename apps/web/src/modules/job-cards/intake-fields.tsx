import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FUEL_LEVEL_LABELS, FUEL_LEVELS, INTAKE_CHECKLIST, type JobCardPayloadInput } from '@fixo/shared';
import { format, parseISO } from 'date-fns';

import { useMessageTranslator } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';

import { NAMESPACE } from './job-cards.texts';

/** Fuel gauge as five big buttons: E ¼ ½ ¾ F. */
export function FuelLevelControl({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div
      role="radiogroup"
      aria-label={t('fuelLevel')}
      className="grid grid-cols-5 gap-1 rounded-xl bg-slate-100 p-1"
    >
      {FUEL_LEVELS.map((level) => {
        const on = value === level;
        return (
          <button
            key={level}
            type="button"
            role="radio"
            aria-checked={on}
            aria-label={t('fuelN', { level })}
            onClick={() => onChange(on ? '' : level)}
            className={cn(
              'min-h-12 rounded-lg text-lg font-bold transition-colors',
              on ? 'bg-brand-600 text-white shadow' : 'text-slate-700 hover:bg-white',
            )}
          >
            {FUEL_LEVEL_LABELS[level]}
          </button>
        );
      })}
    </div>
  );
}

/** The customer's complaints, one per line, in their own words. */
function ComplaintLines({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const tm = useMessageTranslator();
  const lines = value.length > 0 ? value : [''];
  const set = (i: number, text: string) => onChange(lines.map((l, j) => (j === i ? text : l)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">
        {t('complaints')}
        <span className="ml-0.5 text-red-600" aria-hidden>
          *
        </span>
      </legend>
      {lines.map((line, i) => (
        <div key={i} className="flex gap-2">
          <Input
            aria-label={t('complaintN', { n: i + 1 })}
            value={line}
            onChange={(e) => set(i, e.target.value)}
            placeholder={i === 0 ? t('complaintExample') : t('anotherComplaint')}
            aria-invalid={error && i === 0 ? true : undefined}
          />
          {lines.length > 1 && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('removeComplaintN', { n: i + 1 })}
              onClick={() => onChange(lines.filter((_, j) => j !== i))}
            >
              <X className="size-4" aria-hidden />
            </Button>
          )}
        </div>
      ))}
      {error && <p className="text-sm font-medium text-red-700">{tm(error)}</p>}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="self-start"
        onClick={() => onChange([...lines, ''])}
      >
        <Plus className="size-4" aria-hidden /> {t('addComplaint')}
      </Button>
    </fieldset>
  );
}

/** ISO time ↔ the value of a datetime-local input (the person's local time). */
const toLocalInput = (iso: string | undefined): string => {
  if (!iso) return '';
  const d = parseISO(iso);
  return Number.isNaN(d.getTime()) ? '' : format(d, "yyyy-MM-dd'T'HH:mm");
};
const fromLocalInput = (text: string): string => {
  if (!text) return '';
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? text : d.toISOString();
};

/** Intake: odometer, fuel, complaints, checklist, damage, promised delivery, technician. */
export function IntakeFields() {
  const { t } = useTranslation(NAMESPACE);
  const { control, register, formState } = useFormContext<JobCardPayloadInput>();
  const errors = formState.errors;
  // A Controller's input gets no id from FormField (it wraps the Controller): named here so the label is its name.
  const promisedId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('odometerKm')} error={errors.odometer?.message}>
        <Input {...register('odometer')} inputMode="numeric" placeholder={t('odometerExample')} />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-slate-800">{t('fuelLevel')}</span>
        <Controller
          control={control}
          name="fuellevel"
          render={({ field }) => (
            <FuelLevelControl value={field.value as string | undefined} onChange={field.onChange} />
          )}
        />
      </div>
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="complaints"
          render={({ field }) => (
            <ComplaintLines
              value={(field.value as string[] | undefined) ?? []}
              onChange={field.onChange}
              error={errors.complaints?.message ?? errors.complaints?.root?.message}
            />
          )}
        />
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('foundInVehicle')}</legend>
        <Controller
          control={control}
          name="checklist"
          render={({ field }) => {
            const list = (field.value as string[] | undefined) ?? [];
            return (
              <div className="grid grid-cols-2 gap-2 lg:grid-cols-5">
                {INTAKE_CHECKLIST.map((item) => (
                  <label
                    key={item.key}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 text-sm"
                  >
                    <Checkbox
                      checked={list.includes(item.key)}
                      onCheckedChange={(on) =>
                        field.onChange(on === true ? [...list, item.key] : list.filter((k) => k !== item.key))
                      }
                    />
                    {t(`checklist.${item.key}`)}
                  </label>
                ))}
              </div>
            );
          }}
        />
      </fieldset>
      <FormField label={t('existingDamage')} error={errors.damagenotes?.message} className="sm:col-span-2">
        <Textarea {...register('damagenotes')} rows={2} placeholder={t('damageExample')} />
      </FormField>
      <FormField id={promisedId} label={t('promisedDelivery')} error={errors.promiseddelivery?.message}>
        <Controller
          control={control}
          name="promiseddelivery"
          render={({ field }) => (
            <Input
              id={promisedId}
              type="datetime-local"
              value={toLocalInput(field.value)}
              onChange={(e) => field.onChange(fromLocalInput(e.target.value))}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
      <FormField label={t('technician')} error={errors.technician?.message}>
        <Input {...register('technician')} placeholder={t('whoWorks')} />
      </FormField>
      <FormField label={t('nextDate')} error={errors.nextservicedate?.message} hint={t('nextDateHint')}>
        <Input {...register('nextservicedate')} type="date" />
      </FormField>
      <FormField label={t('nextKm')} error={errors.nextserviceodometer?.message} hint={t('nextKmHint')}>
        <Input {...register('nextserviceodometer')} inputMode="numeric" />
      </FormField>
    </div>
  );
}
