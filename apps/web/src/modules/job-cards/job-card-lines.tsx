import { Plus, Trash2 } from 'lucide-react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GST_RATE_VALUES, PART_TYPES, type JobCardPayloadInput } from '@fixo/shared';

import { Alert } from '@/components/ui/alert';
import { useMessageTranslator } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { inr } from '@/modules/parts';
import { MoneyInput, moneyError, SUITE_NAMESPACE as SUITE } from '@/modules/suite';

import { CatalogueSearch } from './catalogue-search';
import { NAMESPACE } from './job-cards.texts';
import {
  lineFromPart,
  ONE_OFF_LINE,
  previewLine,
  previewTotals,
  type LineFormValue,
} from './job-card-totals';

const APPROVAL_BADGE = {
  Draft: 'neutral',
  Pending: 'warning',
  Approved: 'success',
  Declined: 'danger',
} as const;

type LineErrors = Partial<Record<keyof LineFormValue, { message?: string }>>;

function Field({
  label,
  error,
  className,
  children,
}: {
  label: string;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const tm = useMessageTranslator();
  return (
    <label className={cn('flex min-w-0 flex-col gap-1', className)}>
      <span className="text-xs font-medium text-slate-500">{label}</span>
      {children}
      {error && <span className="text-xs font-medium text-red-700">{tm(error)}</span>}
    </label>
  );
}

/** A line's rupee amount, kept as paise in the line's field. */
function LineMoneyInput({
  name,
  disabled,
  label,
}: {
  name: `lines.${number}.unitpricepaise` | `lines.${number}.discountvalue`;
  disabled: boolean;
  label: string;
}) {
  const { field } = useController<JobCardPayloadInput>({ name });
  return (
    <MoneyInput
      value={field.value}
      onChange={field.onChange}
      disabled={disabled}
      className="h-10"
      aria-label={label}
    />
  );
}

function LineRow({ index, onRemove, taxFree }: { index: number; onRemove: () => void; taxFree: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const ts = useTranslation(SUITE).t;
  const tm = useMessageTranslator();
  const { control, register, formState, setValue } = useFormContext<JobCardPayloadInput>();
  const line = useWatch({ control, name: `lines.${index}` }) as unknown as LineFormValue;
  const errors = (formState.errors.lines?.[index] ?? {}) as LineErrors;
  const locked = line.approval === 'Approved' || line.approval === 'Declined';
  const amounts = previewLine(line, { taxFree });
  const percent = line.discounttype === 'Percent';
  const base = `lines.${index}` as const;

  return (
    <li
      className={cn(
        'rounded-xl border bg-white p-3',
        line.approval === 'Declined' ? 'border-red-200 bg-red-50/40' : 'border-slate-200',
      )}
    >
      <div
        className={cn(
          'grid grid-cols-2 gap-3 md:items-start',
          taxFree
            ? 'md:grid-cols-[minmax(0,1fr)_6rem_8rem_9rem]'
            : 'md:grid-cols-[minmax(0,1fr)_6rem_8rem_9rem_6rem]',
        )}
      >
        <div className="col-span-2 flex flex-col gap-1 md:col-span-1">
          <Field label={t('descriptionLabel')} error={errors.description?.message}>
            <Input {...register(`${base}.description`)} disabled={locked} className="h-10" />
          </Field>
          <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
            {line.partid > 0 ? (
              <Badge>{ts(`kind.${line.linetype}`)}</Badge>
            ) : (
              <Select
                {...register(`${base}.linetype`)}
                disabled={locked}
                aria-label={t('kind')}
                className="h-8 w-28 text-sm"
                options={PART_TYPES.map((type) => ({ value: type, label: ts(`kind.${type}`) }))}
              />
            )}
            <Input
              {...register(`${base}.hsnsac`)}
              disabled={locked || line.partid > 0}
              aria-label="HSN/SAC"
              className="h-8 w-24 font-mono text-xs"
            />
            {/* a catalogue item brings its own; a one-off price is often said all-in to a walk-in customer */}
            {line.partid === 0 && !taxFree && (
              <label className="flex min-h-8 items-center gap-1.5 text-sm text-slate-700">
                <input
                  type="checkbox"
                  {...register(`${base}.priceincludesgst`)}
                  disabled={locked}
                  className="size-4 accent-brand-600"
                />
                {t('priceIncludesGst')}
              </label>
            )}
            {line.approval && line.approval !== 'Draft' && (
              <Badge variant={APPROVAL_BADGE[line.approval]}>{t(`approvalShort.${line.approval}`)}</Badge>
            )}
          </div>
          {errors.hsnsac?.message && (
            <span className="text-xs font-medium text-red-700">{tm(errors.hsnsac.message)}</span>
          )}
        </div>
        <Field label={`${t('qty')}${line.unit ? ` (${line.unit})` : ''}`} error={errors.qty?.message}>
          <Input {...register(`${base}.qty`)} disabled={locked} inputMode="decimal" className="h-10" />
        </Field>
        <Field
          label={line.priceincludesgst && !taxFree ? t('priceInclGst') : t('price')}
          error={moneyError(errors.unitpricepaise?.message)}
        >
          <LineMoneyInput name={`${base}.unitpricepaise`} disabled={locked} label={t('unitPrice')} />
        </Field>
        <Field
          label={t('discount')}
          error={percent ? errors.discountvalue?.message : moneyError(errors.discountvalue?.message)}
        >
          <div className="flex min-w-0 gap-1">
            {percent ? (
              <Input
                {...register(`${base}.discountvalue`)}
                disabled={locked}
                inputMode="decimal"
                className="h-10"
                aria-label={t('discountPercent')}
              />
            ) : (
              <LineMoneyInput name={`${base}.discountvalue`} disabled={locked} label={t('discountAmount')} />
            )}
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-10 w-14 shrink-0 px-1"
              disabled={locked}
              aria-label={percent ? t('toRupees') : t('toPercent')}
              onClick={() => {
                setValue(`${base}.discounttype`, percent ? 'Amount' : 'Percent');
                setValue(`${base}.discountvalue`, 0);
              }}
            >
              {/* both units, the one in use bold: a lone '₹' beside the amount read as its label, not a switch */}
              <span aria-hidden className="flex items-center gap-0.5 text-sm">
                <span className={percent ? 'font-normal text-slate-400' : 'font-bold text-slate-900'}>₹</span>
                <span className="text-slate-300">/</span>
                <span className={percent ? 'font-bold text-slate-900' : 'font-normal text-slate-400'}>%</span>
              </span>
            </Button>
          </div>
        </Field>
        {/* no rate to choose when no GST is added; the line keeps its rate for when the center registers */}
        {!taxFree && (
          <Field label="GST" error={errors.gstrate?.message}>
            <Select
              {...register(`${base}.gstrate`)}
              disabled={locked || line.partid > 0}
              className="h-10"
              options={GST_RATE_VALUES.map((r) => ({ value: String(r), label: `${r}%` }))}
            />
          </Field>
        )}
      </div>
      <div className="mt-2 flex items-center justify-between gap-3 border-t border-slate-100 pt-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          disabled={locked}
          className="text-red-700"
          aria-label={t('removeLineN', { n: index + 1 })}
        >
          <Trash2 className="size-4" aria-hidden />
          <span className="hidden sm:inline">{t('remove')}</span>
        </Button>
        <p className="text-right text-sm text-slate-600">
          {!taxFree && <span className="mr-2 whitespace-nowrap">GST {inr(amounts.gstpaise)}</span>}
          <span
            className={cn(
              'text-base font-bold text-slate-900 tabular-nums',
              line.approval === 'Declined' && 'line-through',
            )}
          >
            {inr(amounts.linetotalpaise)}
          </span>
        </p>
      </div>
    </li>
  );
}

export function TotalsPanel({
  lines,
  taxFree = false,
}: {
  lines: readonly LineFormValue[];
  taxFree?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const totals = previewTotals(lines, { taxFree });
  const row = (label: string, paise: number, strong = false) => (
    <div
      className={cn(
        'flex justify-between gap-4',
        strong && 'text-lg font-bold text-slate-900',
        // a rule under the rows above; with no GST and no discount the total stands alone
        strong && (!taxFree || totals.discountpaise > 0) && 'border-t border-slate-200 pt-2',
      )}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{inr(paise)}</dd>
    </div>
  );
  return (
    <dl
      aria-label={t('totals')}
      className="ml-auto flex w-full max-w-sm flex-col gap-1 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
    >
      {totals.discountpaise > 0 && row(t('discount'), -totals.discountpaise)}
      {!taxFree && row(t('taxableValue'), totals.taxablepaise)}
      {!taxFree && row('GST', totals.gstpaise)}
      {row(t('grandTotal'), totals.grandtotalpaise, true)}
    </dl>
  );
}

/**
 * The job card's lines: from the catalogue or one-off, with live totals (declined lines left out). `taxFree`:
 * the lines of a bill of supply (a center not registered for GST, or a composition dealer).
 */
export function JobCardLines({ taxFree = false }: { taxFree?: boolean } = {}) {
  const { t } = useTranslation(NAMESPACE);
  const { control } = useFormContext<JobCardPayloadInput>();
  const lines = useFieldArray({ control, name: 'lines' });
  const values = (useWatch({ control, name: 'lines' }) ?? []) as unknown as LineFormValue[];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="flex-1">
          <CatalogueSearch
            onPick={(part) => lines.append(lineFromPart(part) as never, { shouldFocus: false })}
          />
        </div>
        <Button type="button" variant="outline" onClick={() => lines.append({ ...ONE_OFF_LINE } as never)}>
          <Plus className="size-4" aria-hidden /> {t('oneOffLine')}
        </Button>
      </div>
      {taxFree && (
        <Alert variant="info" data-testid="no-gst-note">
          {t('noGstNote')}
        </Alert>
      )}
      {lines.fields.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-center text-slate-600">
          {t('noLinesHelp')}
        </p>
      ) : (
        <ol aria-label={t('lines')} className="flex flex-col gap-2">
          {lines.fields.map((field, index) => (
            <LineRow key={field.id} index={index} onRemove={() => lines.remove(index)} taxFree={taxFree} />
          ))}
        </ol>
      )}
      <TotalsPanel lines={values} taxFree={taxFree} />
    </div>
  );
}
